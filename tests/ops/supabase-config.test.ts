// supabase/config.toml as the Supabase CLI reads it for `supabase link`, `db push`, `start` and
// `db reset` (docs/deploying.md): the demo data can't reach a real project
// whatever command is run, and sign-ups stay off. The file sets only keys of the CLI's own
// template (the CLI refuses unknown ones); everything else is the CLI's default.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO } from './ops-helpers.ts'

type Toml = Record<string, Record<string, string | number | boolean | string[]>>

/** The flat subset of TOML the file uses: [sections] and `key = value` (string, number, bool, or
 * an array of strings, which may span lines: schema_paths). */
function parseToml(text: string): Toml {
  const out: Toml = { '': {} }
  let section = ''
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!.replace(/#.*$/, '').trim()
    const raw = lines[i]!
    while (/=\s*\[[^\]]*$/.test(line) && i + 1 < lines.length) line += lines[++i]!.replace(/#.*$/, '').trim()
    if (!line) continue
    const header = /^\[([\w.-]+)\]$/.exec(line)
    if (header) {
      section = header[1]!
      out[section] ??= {}
      continue
    }
    const kv = /^([\w-]+)\s*=\s*(.+)$/.exec(line)
    if (!kv) throw new Error(`config.toml: can't read "${raw}"`)
    const value = kv[2]!.replace(/,\s*\]$/, ']')
    out[section]![kv[1]!] = value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : JSON.parse(value)
  }
  return out
}

const config = parseToml(readFileSync(join(REPO, 'supabase', 'config.toml'), 'utf8'))

describe('supabase/config.toml', () => {
  it('names the project and a PostgreSQL major version hosted projects run', () => {
    expect(config['']!.project_id).toMatch(/^[a-z0-9_.-]+$/)
    expect([15, 17]).toContain(config.db?.major_version)
  })

  it('keeps the demo seed out of every database the CLI touches (db reset, db reset --linked, db push --include-seed)', () => {
    expect(config['db.seed']?.enabled).toBe(false)
    expect(config['db.seed']).not.toHaveProperty('sql_paths')
  })

  it('lists the SQL API files for `supabase db diff`, each one there', () => {
    const paths = config['db.migrations']?.schema_paths as string[]
    expect(paths.length).toBeGreaterThan(50)
    expect(paths.filter((p) => !existsSync(join(REPO, 'supabase', p)))).toEqual([])
  })

  it('turns sign-ups off: the only account is the admin created in the dashboard', () => {
    expect(config.auth?.enable_signup).toBe(false)
    expect(config.auth?.enable_anonymous_sign_ins).toBe(false)
    expect(config['auth.email']?.enable_signup).toBe(false)
  })
})
