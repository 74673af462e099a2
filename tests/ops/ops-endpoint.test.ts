// @vitest-environment node
// Who may ask a running portal for a snapshot (server/ops/endpoint.ts): the holder of the token in
// {dataDir}/ops.json, directly over loopback, not a browser page, not through a proxy, not under
// another Host name. Everyone else gets the app's plain 404.
import { request } from 'node:http'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../server/app.ts'

let dir: string
let srv: RunningServer
let info: { url: string; token: string }

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ops-endpoint-'))
  srv = await startServer({ dataDir: join(dir, 'data'), seed: false })
  info = JSON.parse(await readFile(join(dir, 'data', 'ops.json'), 'utf8')) as { url: string; token: string }
}, 300_000)
afterAll(async () => {
  await srv?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** The status of POST /ops/v1/backup with these headers (the body is not read further). */
function ask(headers: Record<string, string>): Promise<number> {
  const url = new URL('/ops/v1/backup', info.url)
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      resolve(res.statusCode ?? 0)
      res.destroy()
    })
    req.on('error', reject)
    req.end('{}')
  })
}

describe('the ops endpoint', () => {
  it('answers the token holder over loopback', async () => {
    expect(await ask({ 'x-ops-token': info.token })).toBe(200)
  })

  it.each([
    ['no token', { 'x-ops-token': '' }],
    ['a wrong token', { 'x-ops-token': 'x'.repeat(43) }],
    ['a browser page (Origin)', { origin: 'http://127.0.0.1:1' }],
    ['a browser page (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site' }],
    ['a proxy (X-Forwarded-For)', { 'x-forwarded-for': '203.0.113.7' }],
    ['a proxy (CF-Connecting-IP)', { 'cf-connecting-ip': '203.0.113.7' }],
    ['another Host name (DNS rebinding)', { host: 'evil.example' }],
  ])('refuses %s with a plain 404 (the others carry the right token)', async (_label, headers: Record<string, string>) => {
    expect(await ask({ 'x-ops-token': info.token, ...headers })).toBe(404)
  })
})
