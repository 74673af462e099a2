// Each Playwright worker gets its own fresh, seeded, in-memory backend serving the built app
// (dist/). Worker-scoped so a spec's beforeAll can prepare data; the spec files a worker runs one
// after another therefore share it: a spec changes only teams and players no other spec reads
// (or names its own), and never relies on the seed being untouched elsewhere. Use `test` and
// `expect` from here.
import { test as base, expect, type Page } from '@playwright/test'
import { join } from 'node:path'
import { startServer } from '../../server/app.ts'
import { REPO_ROOT } from '../../server/db/db.ts'

export type E2EBackend = Awaited<ReturnType<typeof startServer>> & {
  /** access code of a seeded team */
  codeFor(eventName: string, team: string): Promise<string>
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
}

export const test = base.extend<{ signInAsAdmin: (page: Page, eventCode?: string) => Promise<void> }, { backend: E2EBackend }>({
  backend: [
    async ({}, use) => {
      const server = await startServer({ port: 0, host: '127.0.0.1', staticDir: join(REPO_ROOT, 'dist') })
      const query = async <T>(sql: string, params: unknown[] = []) => (await server.db.pg.query<T>(sql, params)).rows
      const codeFor = async (eventName: string, team: string) => {
        const rows = await query<{ code: string }>('select code from team_access where event_name = $1 and team = $2', [eventName, team])
        if (!rows[0]) throw new Error(`no code for ${team} in ${eventName}`)
        return rows[0].code
      }
      await use(Object.assign(server, { codeFor, query }))
      await server.close()
    },
    // Its own time limit, not the first test's 60 s: a worker's first backend may have to run
    // every migration and the seed (no template yet), which on a busy two-core machine took longer.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ backend }, use) => use(backend.url),
  signInAsAdmin: async ({ backend }, use) => {
    await use(async (page, eventCode = 'mjwc2025') => {
      await page.goto(`/admin/${eventCode}`)
      await page.getByPlaceholder('Enter admin password').fill(backend.adminPassword ?? '')
      await page.getByRole('button', { name: 'Login' }).click()
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
    })
  },
})

export { expect }
