// Where each object of the SQL API lives under supabase/schemas/, and the order the files are
// applied in (config.toml's schema_paths). Shared by the split (which writes the files) and the
// equality check (which applies them).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO = fileURLToPath(new URL('../..', import.meta.url))
export const SUPABASE = join(REPO, 'supabase')
export const SCHEMAS = join(SUPABASE, 'schemas')
export const CONFIG = join(SUPABASE, 'config.toml')

const BLOCK = /^\[db\.migrations\]\n(?:#.*\n)*schema_paths = \[\n([\s\S]*?)\n\]\n/m

/** The schema files in the order config.toml's `[db.migrations] schema_paths` lists them (paths
 * relative to supabase/, as the Supabase CLI reads them). */
export function schemaPaths(config = readFileSync(CONFIG, 'utf8')): string[] {
  const m = BLOCK.exec(config)
  if (!m) return []
  return [...m[1]!.matchAll(/"([^"]+)"/g)].map((x) => x[1]!)
}

/** config.toml with its schema_paths block replaced (or added at the end). */
export function withSchemaPaths(config: string, paths: string[]): string {
  const block = [
    '[db.migrations]',
    '# The SQL API, one file per table and per function, applied in this order to build the',
    '# database `supabase db diff` compares with the migrations (docs/sql-api.md). Written by',
    '# `npm run schema:split`; a new file is added here by hand.',
    'schema_paths = [',
    ...paths.map((p) => `  "${p}",`),
    ']',
    '',
  ].join('\n')
  return BLOCK.test(config) ? config.replace(BLOCK, block) : `${config.trimEnd()}\n\n${block}`
}
