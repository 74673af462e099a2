// @vitest-environment node
// `npm start`'s server (server/cli/start.ts) as a newcomer runs it: this computer only by default,
// the admin password it made for this data folder printed and kept out of the app, and the
// app's pages sent with headers that stop framing, sniffing and leaking the team link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { connectOutcome, lanAddress, send, START_TIMEOUT_MS, startPortal, type PortalProcess } from './portal-process'

let dir = ''
let portal: PortalProcess | null = null

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-start-'))
  // a stand-in for the built app: these tests are about the server, not the build
  await writeFile(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>')
  portal = await startPortal('server/cli/start.ts', { DATA_DIR: join(dir, 'data'), DIST_DIR: dir })
}, START_TIMEOUT_MS + 30_000)

afterAll(async () => {
  await portal?.stop()
  if (dir) await rm(dir, { recursive: true, force: true })
}, 60_000)

describe('npm start (server/cli/start.ts)', () => {
  it('listens on 127.0.0.1 only, and says how to let phones in', async () => {
    const out = portal!.output()
    expect(out).toContain(`App:          http://127.0.0.1:${portal!.port}`)
    expect(out).toContain('HOST=0.0.0.0 npm start')
    const lan = lanAddress()
    if (lan) expect(await connectOutcome(lan, portal!.port)).toBe('ECONNREFUSED')
  })

  it('prints the password it generated for this data folder, and keeps it there', async () => {
    const kept = (await readFile(join(dir, 'data', 'admin-password'), 'utf8')).trim()
    expect(kept).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/)
    expect(portal!.output()).toContain(`Password:     ${kept}`)
  })

  it('sends the app with a strict CSP, no framing, no Referer and no sniffing', async () => {
    for (const path of ['/', '/mjwc2025/ABCDEFGHJKLM', '/admin/mjwc2025']) {
      const r = await send(portal!.port, path, { headers: { accept: 'text/html' } })
      expect(r.status, path).toBe(200)
      const csp = String(r.headers['content-security-policy'])
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'")
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(r.headers['referrer-policy']).toBe('no-referrer')
      expect(r.headers['x-content-type-options']).toBe('nosniff')
    }
    const api = await send(portal!.port, '/rest/v1/rpc/resolve_team', {
      method: 'POST',
      headers: { apikey: 'local-anon-key', 'content-type': 'application/json' },
      body: JSON.stringify({ p_event: 'MJWC 2025', p_code: 'NOPE' }),
    })
    expect(api.status).toBe(200)
    expect(api.headers['referrer-policy']).toBe('no-referrer')
  })
})
