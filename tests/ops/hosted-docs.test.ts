// The steps of docs/hosted-operations.md that can be checked here, checked as written: the SQL
// that sets a lost admin password (run on the local backend, whose auth schema stores bcrypt
// hashes as GoTrue does; then the admin signs in with it), and the migration-history repair's
// list of versions (exactly the migrations in supabase/migrations). The backup and restore
// commands are run by tests/ops/hosted-backup.test.ts.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientFor, startTestBackend, type TestBackend } from '../integration/helpers.ts'
import { REPO } from './ops-helpers.ts'

const DOC = readFileSync(join(REPO, 'docs', 'hosted-operations.md'), 'utf8')
const README = readFileSync(join(REPO, 'README.md'), 'utf8')
const DEPLOYING = readFileSync(join(REPO, 'docs', 'deploying.md'), 'utf8')

/** The first fenced block of `lang` in the section under `heading`. */
function block(heading: string, lang: string): string {
  const section = DOC.split(/^## /m).find((s) => s.startsWith(heading))
  const m = section && new RegExp('```' + lang + '\\n([\\s\\S]*?)```').exec(section)
  if (!m) throw new Error(`No ${lang} block under "${heading}" in docs/hosted-operations.md`)
  return m[1]!
}

let be: TestBackend
beforeAll(async () => {
  be = await startTestBackend()
})
afterAll(async () => {
  await be?.close()
})

describe('docs/hosted-operations.md', () => {
  it('sets a lost admin password with its SQL; the admin signs in with the new one, not the old', async () => {
    const sql = block("The admin's password is lost", 'sql')
    const fresh = 'Recovered-' + Math.random().toString(36).slice(2) + '-Passw0rd'
    expect(sql).toContain("'a-new-long-random-password'")
    expect(sql).toContain("'you@example.org'")
    await be.db.pg.query(sql.replace("'a-new-long-random-password'", `'${fresh}'`).replace("'you@example.org'", `'${be.adminEmail}'`))
    const client = clientFor(be.url, be.anonKey)
    const signedIn = await client.auth.signInWithPassword({ email: be.adminEmail, password: fresh })
    expect(signedIn.error).toBeNull()
    expect((await client.rpc('is_admin')).data).toBe(true)
    const old = await clientFor(be.url, be.anonKey).auth.signInWithPassword({ email: be.adminEmail, password: be.adminPassword })
    expect(old.error).not.toBeNull()
  })

  it("repairs the history of exactly the repository's migrations", () => {
    const repair = block('Migration history after the SQL editor', 'sh')
      .split('\n')
      .find((l) => l.includes('migration repair'))!
    const list = /\$\((.*)\)/.exec(repair)![1]!
    const versions = execFileSync('bash', ['-c', list], { cwd: REPO, encoding: 'utf8' }).trim().split(/\s+/)
    const files = readdirSync(join(REPO, 'supabase', 'migrations'))
      .filter((f) => f.endsWith('.sql'))
      .sort()
    expect(versions).toEqual(files.map((f) => f.slice(0, 14)))
    // the deploy guide's one-line form is the same command
    expect(DEPLOYING).toContain(`migration repair --status applied $(${list})`)
  })

  it('is linked from the README', () => {
    expect(README).toContain('(docs/hosted-operations.md)')
  })
})
