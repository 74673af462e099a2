// What the operations commands share: a timestamp for folder names, failing with a message, and
// the exact command to run next on a given data folder.
import { join, resolve } from 'node:path'
import { REPO_ROOT } from '../db/paths.ts'

/** 20251203-142501: sorts by time, safe in a folder name. */
export const timestamp = (d = new Date()) => d.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-')

export function fail(e: unknown): never {
  console.error(e instanceof Error ? e.message : String(e))
  process.exit(1)
}

/** `value` as one word of a POSIX shell command line. */
export const shellWord = (value: string): string => (/^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`)

/** The command that runs `npm run <script>` (or `npm start`) on `dataDir`, as a person would type it. */
export function commandOn(dataDir: string, script: string): string {
  const npm = script === 'start' ? 'npm start' : `npm run ${script}`
  return resolve(dataDir) === resolve(join(REPO_ROOT, '.data')) ? npm : `DATA_DIR=${shellWord(resolve(dataDir))} ${npm}`
}
