// deploy/Caddyfile in front of `npm start`, as docs/operations.md tells an organizer to run it:
// over HTTPS (Caddy's internal CA here, trusted by this test only) the app page arrives with the
// portal's security headers plus HSTS, a player's API calls and a photo near the 5 MB limit go
// through, the photo comes back byte for byte, and the operator-only backup endpoint is not
// reachable through the proxy. Skipped, with the reason, where the `caddy` binary is missing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startPortal, START_TIMEOUT_MS, type PortalProcess } from '../security/portal-process.ts'
import { jpegBytes, REPO, waitFor } from './ops-helpers.ts'

const CADDY = process.env.CADDY_PATH ?? 'caddy'
const caddyMissing = spawnSync(CADDY, ['version'], { encoding: 'utf8' }).status !== 0
const SKIP_REASON = `no \`${CADDY}\` binary (Debian: apt-get install caddy; .ci/run installs it)`

let dir = ''
let portal: PortalProcess | null = null
let caddy: ChildProcess | null = null
let caddyOut = ''
let httpsPort = 0
let rootCa: Buffer

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

function https(path: string, opts: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        servername: 'localhost',
        port: httpsPort,
        path,
        method: opts.method ?? 'GET',
        ca: rootCa,
        headers: { host: `localhost:${httpsPort}`, ...opts.headers },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`timeout: ${path}`)))
    req.on('error', reject)
    req.end(opts.body)
  })
}

const rpc = (fn: string, args: unknown) =>
  https(`/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: 'local-anon-key', 'content-type': 'application/json' },
    body: JSON.stringify(args),
  })

describe.skipIf(caddyMissing)(`deploy/Caddyfile in front of npm start${caddyMissing ? ` (skipped: ${SKIP_REASON})` : ''}`, () => {
  beforeAll(
    async () => {
      dir = await mkdtemp(join(tmpdir(), 'portal-caddy-'))
      await writeFile(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>')
      portal = await startPortal('server/cli/start.ts', { DATA_DIR: join(dir, 'data'), DIST_DIR: dir })
      httpsPort = await freePort()
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORTAL_SITE: `localhost:${httpsPort}`,
        PORTAL_TLS: 'internal',
        PORTAL_UPSTREAM: `127.0.0.1:${portal.port}`,
        CADDY_ADMIN: 'off',
        // never touch this machine's trust store; no port-80 redirect listener
        CADDY_GLOBAL_OPTIONS: 'skip_install_trust\nauto_https disable_redirects',
        XDG_DATA_HOME: join(dir, 'caddy-data'),
        XDG_CONFIG_HOME: join(dir, 'caddy-config'),
      }
      caddy = spawn(CADDY, ['run', '--adapter', 'caddyfile', '--config', join(REPO, 'deploy', 'Caddyfile')], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      caddy.stdout?.on('data', (c: Buffer) => (caddyOut += c.toString()))
      caddy.stderr?.on('data', (c: Buffer) => (caddyOut += c.toString()))
      const root = join(dir, 'caddy-data', 'caddy', 'pki', 'authorities', 'local', 'root.crt')
      await waitFor(
        `caddy's local CA\n${caddyOut}`,
        () => {
          if (caddy?.exitCode !== null) throw new Error(`caddy exited:\n${caddyOut}`)
          return existsSync(root)
        },
        START_TIMEOUT_MS,
      )
      rootCa = await readFile(root)
      await waitFor('caddy to answer over HTTPS', async () => (await https('/').catch(() => null))?.status === 200, START_TIMEOUT_MS)
    },
    2 * START_TIMEOUT_MS + 30_000,
  )

  afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      const exited = new Promise((r) => caddy!.once('exit', r))
      caddy.kill('SIGTERM')
      await exited
    }
    await portal?.stop()
    if (dir) await rm(dir, { recursive: true, force: true })
  }, 60_000)

  it("serves the app page over HTTPS with the portal's security headers and HSTS", async () => {
    const page = await https('/mjwc2025/SOMECODE', { headers: { accept: 'text/html' } })
    expect(page.status).toBe(200)
    expect(page.body.toString()).toContain('<div id="root">')
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'")
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000')
    expect(page.headers.server).toBeUndefined()
  })

  it("passes a player's API calls and a photo near the 5 MB limit, and serves it back", async () => {
    const link = /\/(mjwc2025)\/([A-Z0-9]{10,})\s/.exec(portal!.output())
    expect(link, portal!.output()).not.toBeNull()
    const [, , code] = link!
    const team = await rpc('resolve_team', { p_event: 'MJWC 2025', p_code: code })
    expect(team.status, team.body.toString()).toBe(200)
    const roster = JSON.parse((await rpc('team_roster', { p_event: 'MJWC 2025', p_code: code })).body.toString()) as {
      id: number
      review_state: string | null
    }[]
    const player = roster.find((p) => p.review_state !== 'approved')!
    const begun = await rpc('begin_upload', { p_event: 'MJWC 2025', p_code: code, p_player_id: player.id })
    expect(begun.status, begun.body.toString()).toBe(200)
    const t = (JSON.parse(begun.body.toString()) as { ticket: string; photo_key: string; thumb_key: string }[])[0]!
    const photo = jpegBytes(4_900_000)
    for (const [key, bytes] of [
      [t.photo_key, photo],
      [t.thumb_key, jpegBytes(5_000)],
    ] as const) {
      const up = await https(`/storage/v1/object/player-photos/${key}`, {
        method: 'POST',
        headers: { 'content-type': 'image/jpeg', authorization: 'Bearer local-anon-key' },
        body: bytes,
      })
      expect(up.status, up.body.toString()).toBe(200)
    }
    const done = await rpc('finish_upload', { p_event: 'MJWC 2025', p_code: code, p_ticket: t.ticket, p_consent: true })
    expect(done.status, done.body.toString()).toBe(200)
    const back = await https(`/storage/v1/object/public/player-photos/${t.photo_key}`)
    expect(back.status).toBe(200)
    expect(back.body.equals(photo)).toBe(true)
    expect(back.headers['x-content-type-options']).toBe('nosniff')
  })

  it("passes the portal's refusal of a photo over 5 MB, and hides the backup endpoint", async () => {
    const big = await https('/storage/v1/object/player-photos/mjwc2025/x/y.jpg', {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: jpegBytes(6_500_000),
    })
    // the portal's own answer comes through, as the app expects it (Storage's EntityTooLarge)
    expect(big.status, big.body.toString()).toBe(400)
    expect(JSON.parse(big.body.toString())).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' })
    const ops = await https('/ops/v1/backup', { method: 'POST', body: '{}' })
    expect(ops.status).toBe(404)
  })
})

it.skipIf(!caddyMissing)(`deploy/Caddyfile test skipped: ${SKIP_REASON}`, () => {
  expect(caddyMissing).toBe(true)
})
