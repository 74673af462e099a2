// @vitest-environment node
// `npm run dev` serves the app and nothing else: not the data folder (the JWT secret that signs
// admin tokens, the database), not the seed, the server, the tests or the repository's files,
// however the path is spelled. The real dev server (server/cli/dev.ts: local backend + Vite) runs as
// a child process with its data in a folder inside the repository, where the default .data is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { basename, join, relative } from 'node:path'
import WebSocket from 'ws'
import { connectOutcome, lanAddress, REPO, send as sendTo, START_TIMEOUT_MS, startPortal, type PortalProcess } from './portal-process'

const DATA_NAME = `.data-devtest-${randomBytes(6).toString('hex')}`
const DATA_DIR = join(REPO, DATA_NAME)

let port = 0
let portal: PortalProcess | null = null
let secret = ''
const send = (path: string, opts?: Parameters<typeof sendTo>[2]) => sendTo(port, path, opts)

beforeAll(async () => {
  portal = await startPortal('server/cli/dev.ts', { DATA_DIR })
  port = portal.port
  const file = join(DATA_DIR, 'jwt-secret')
  expect(existsSync(file), 'the dev server wrote its JWT secret into the data folder').toBe(true)
  expect(existsSync(join(DATA_DIR, 'pg', 'PG_VERSION'))).toBe(true)
  secret = readFileSync(file, 'utf8').trim()
  expect(secret.length).toBeGreaterThanOrEqual(32)
}, START_TIMEOUT_MS + 30_000)

afterAll(async () => {
  await portal?.stop()
  await rm(DATA_DIR, { recursive: true, force: true })
}, 60_000)

/** Some file below node_modules/.cache (the backend's database template), if there is one. */
function cachedFile(): string | null {
  const dir = join(REPO, 'node_modules', '.cache')
  if (!existsSync(dir)) return null
  const entry = readdirSync(dir, { recursive: true, withFileTypes: true }).find((e) => e.isFile())
  return entry ? relative(REPO, join(entry.parentPath, entry.name)).split('\\').join('/') : null
}

function attacks(): string[] {
  const abs = DATA_DIR.split('\\').join('/')
  const repo = REPO.split('\\').join('/')
  const d = DATA_NAME
  const cache = cachedFile()
  return [
    // the data folder, by path and through Vite's special URLs and queries
    `/${d}/jwt-secret`,
    `/${d}/jwt-secret?raw`,
    `/${d}/jwt-secret?import`,
    `/${d}/jwt-secret?url`,
    `/${d}/jwt-secret?raw&import`,
    `/.data/jwt-secret?raw`,
    `/.data/jwt-secret`,
    `/@fs${abs}/jwt-secret`,
    `/@fs${abs}/jwt-secret?raw`,
    `/@fs${abs}/jwt-secret?import`,
    `/@fs${repo}/src/../${d}/jwt-secret?raw`,
    `/@fs${repo}/node_modules/../${d}/jwt-secret?raw`,
    `/@id/${abs}/jwt-secret?raw`,
    `/@id/__x00__${abs}/jwt-secret?raw`,
    `/@id/${d}/jwt-secret?raw`,
    `/${d}/pg/PG_VERSION`,
    `/${d}/pg/PG_VERSION?raw`,
    `/${d}/server.pid`,
    // the repository's other files
    '/supabase/seed.sql',
    '/supabase/seed.sql?raw',
    '/server/api/jwt.ts',
    '/server/api/jwt.ts?raw',
    '/server/api/jwt.ts?import',
    '/@id/server/api/jwt.ts?raw',
    '/server/db/bootstrap.sql?raw',
    '/tests/integration/helpers.ts',
    '/scripts/test-all.ts?raw',
    '/.env',
    '/.env.example',
    '/.env.example?raw',
    '/.git/config',
    '/.git/HEAD',
    '/package.json',
    '/package.json?raw',
    '/vite.config.ts?raw',
    '/node_modules/.package-lock.json',
    `/@fs${repo}/package.json?raw`,
    `/@fs${repo}/supabase/seed.sql?raw`,
    ...(cache ? [`/${cache}`, `/${cache}?raw`, `/@fs${repo}/${cache}`] : []),
    // encoded and non-normal spellings
    `/%2e${d.slice(1)}/jwt-secret?raw`,
    `/%2E${d.slice(1)}%2Fjwt-secret`,
    `/%2e%2e/${basename(repo)}/${d}/jwt-secret?raw`,
    `/src/..%2f${d}%2fjwt-secret?raw`,
    `/src/..%2F${d}/jwt-secret`,
    `/src/%2e%2e/${d}/jwt-secret?raw`,
    `/src/%2E%2E%2F${d}/jwt-secret?raw`,
    `/src/%252e%252e/${d}/jwt-secret?raw`,
    `/src/..%5c${d}%5cjwt-secret?raw`,
    `/src\\..\\${d}\\jwt-secret?raw`,
    `/src/../${d}/jwt-secret?raw`,
    `/src/./../${d}/jwt-secret`,
    `//${d}/jwt-secret?raw`,
    `/./${d}/jwt-secret?raw`,
    `/favicon.svg/../${d}/jwt-secret`,
    `/src/main.tsx%3f/../../${d}/jwt-secret`,
    `/src/%00/../${d}/jwt-secret`,
    `/@fs${repo}/src/..%2f${d}/jwt-secret?raw`,
    // absolute-form request target
    `http://127.0.0.1:${port}/${d}/jwt-secret?raw`,
    // outside the repository
    '/@fs/etc/passwd',
    '/@fs/etc/passwd?raw',
    '/@fs//etc/passwd?raw',
  ]
}

describe('npm run dev (server/cli/dev.ts)', () => {
  it('refuses every path to the data folder, the repository and the file system', async () => {
    const failures: string[] = []
    for (const path of attacks()) {
      const r = await send(path)
      if (r.status !== 404 && r.status !== 403) failures.push(`${path} → HTTP ${r.status} ${r.type} ${r.body.slice(0, 80)}`)
      if (r.body.includes(secret)) failures.push(`${path} → the JWT secret`)
      if (r.body.includes('root:x:0:0')) failures.push(`${path} → /etc/passwd`)
    }
    expect(failures).toEqual([])
  })

  // Paths Vite may answer with the app page (SPA fallback) as long as it is not the file: app-route
  // look-alikes without extension, and a virtual-module id (allowed for Vite) naming a file.
  it('answers file paths without extension and unknown virtual ids with the app page, never the file', async () => {
    for (const path of [
      '/server/api/jwt',
      '/supabase/seed',
      '/scripts/test-all',
      '/tests/integration/helpers',
      '/@id/__x00__server/api/jwt.ts?raw',
    ]) {
      const r = await send(path, { headers: { accept: 'text/html' } })
      if (r.status !== 404) {
        expect(r.status, path).toBe(200)
        expect(r.type, path).toContain('text/html')
        expect(r.body, path).toContain('<div id="root">')
      }
      expect(r.body, path).not.toContain('createHmac')
      expect(r.body, path).not.toContain(secret)
    }
  })

  it('refuses other methods than GET and HEAD outside the API', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const r = await send(`/${DATA_NAME}/jwt-secret`, { method, body: '' })
      expect(r.status, method).toBe(404)
      expect(r.body).not.toContain(secret)
    }
  })

  it('still serves the app: pages, app routes, modules, dependencies, public files', async () => {
    for (const path of ['/', '/index.html', '/mjwc2025/ABCDEF', '/admin/mjwc2025']) {
      const r = await send(path, { headers: { accept: 'text/html' } })
      expect(r.status, path).toBe(200)
      expect(r.type, path).toContain('text/html')
      expect(r.body, path).toContain('<div id="root">')
      expect(r.body, path).toContain('/@vite/client')
    }
    const main = await send('/src/main.tsx')
    expect(main.status).toBe(200)
    expect(main.type).toMatch(/javascript/)
    // a pre-bundled dependency main.tsx imports (react-dom/client, from node_modules/.vite/deps)
    const dep = /["'](\/node_modules\/\.vite\/deps\/[^"']+)["']/.exec(main.body)?.[1]
    expect(dep, 'main.tsx imports a pre-bundled dependency').toBeTruthy()
    const depReply = await send(dep!)
    expect(depReply.status).toBe(200)
    expect(depReply.type).toMatch(/javascript/)
    // a module of common/ (what the app shares with the server), as env.ts imports it
    const env = await send('/src/config/env.ts')
    const shared = /["']([^"']*\/common\/local-backend\.ts[^"']*)["']/.exec(env.body)?.[1]
    expect(shared, 'env.ts imports common/local-backend.ts').toBeTruthy()
    const sharedReply = await send(shared!.replace(/^https?:\/\/[^/]+/, ''))
    expect(sharedReply.status).toBe(200)
    expect(sharedReply.body).toContain('LOCAL_ANON_KEY')
    for (const path of ['/@vite/client', '/node_modules/vite/dist/client/env.mjs']) {
      const r = await send(path)
      expect(r.status, path).toBe(200)
      expect(r.type, path).toMatch(/javascript/)
    }
    const favicon = await send('/favicon.svg')
    expect(favicon.status).toBe(200)
    expect(favicon.body).toContain('<svg')
  })

  it('keeps HMR working: the Vite client connects its websocket', async () => {
    const client = await send('/@vite/client')
    const token = /const wsToken = "([^"]+)"/.exec(client.body)?.[1]
    expect(token, 'the Vite client carries its websocket token').toBeTruthy()
    const first = await new Promise<string>((resolveMessage, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/?token=${encodeURIComponent(token!)}`, 'vite-hmr')
      const timer = setTimeout(() => {
        ws.terminate()
        reject(new Error('no HMR message within 15 s'))
      }, 15_000)
      ws.once('message', (data: Buffer) => {
        clearTimeout(timer)
        ws.close()
        resolveMessage(data.toString())
      })
      ws.once('error', (e) => {
        clearTimeout(timer)
        reject(e)
      })
    })
    expect(JSON.parse(first)).toMatchObject({ type: 'connected' })
  })

  it('still answers the API', async () => {
    const r = await send('/rest/v1/rpc/resolve_team', {
      method: 'POST',
      headers: { apikey: 'local-anon-key', 'content-type': 'application/json' },
      body: JSON.stringify({ p_event: 'MJWC 2025', p_code: 'X' }),
    })
    expect(r.status).toBe(200)
    expect(r.type).toContain('application/json')
  })

  it('listens on 127.0.0.1 only by default', async () => {
    expect(portal!.output()).toContain(`App:          http://127.0.0.1:${port}`)
    expect(portal!.output()).not.toContain('On your LAN')
    const lan = lanAddress()
    if (!lan) return // no network besides loopback on this machine
    expect(await connectOutcome(lan, port), `connecting to ${lan}:${port}`).toBe('ECONNREFUSED')
  })
})
