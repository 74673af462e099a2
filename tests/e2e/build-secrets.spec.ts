// The built files are public: no access code, no admin password, no service key may be in them.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test, expect } from './fixtures'
import { REPO_ROOT } from '../../server/db/db.ts'

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

test('dist/ holds no access code, admin password or service key', async ({ backend }) => {
  const codes = (await backend.query<{ code: string }>('select code from team_access')).map((r) => r.code)
  expect(codes.length).toBeGreaterThan(20)
  // generated for this backend (nothing in git logs in), and what seed.sql once set
  const password = backend.adminPassword
  expect(password).toBeTruthy()
  const retired = 'Demo-Admin-Photos-2025'

  const files = await filesUnder(join(REPO_ROOT, 'dist'))
  expect(files.some((f) => f.endsWith('.js'))).toBe(true)
  for (const file of files) {
    const text = (await readFile(file)).toString('latin1')
    expect(text.includes(password!), `${file} contains the admin password`).toBe(false)
    expect(text.includes(retired), `${file} contains the old demo password`).toBe(false)
    expect(/service_role/.test(text), `${file} mentions service_role`).toBe(false)
    for (const code of codes) expect(text.includes(code), `${file} contains access code ${code}`).toBe(false)
  }
})
