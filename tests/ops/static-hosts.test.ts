// docs/deploying.md, steps 3 and 4, carried out: a production build for a
// (made-up) hosted project, then that build as each static host would serve it with the
// configuration we ship — Netlify and Cloudflare Pages (the _headers and _redirects the build
// writes), Vercel (vercel.json), nginx (deploy/nginx.conf, run for real when nginx is installed)
// and the local backend. Every host must answer the same: the app for client-side routes, a 404
// (never the app) for a missing hashed asset, no-cache for the app shell, a year for hashed
// files, the security headers with the project's origin in the CSP, noindex but on `/`.
// Also: a production build without the project's values stops and says what to set.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_MODE, hostedEnvProblems } from '../../build/hosted-env.ts'
import { buildContentSecurityPolicy, CACHE_CONTROL, HEADER_ONLY_CSP, inlineScriptHashes } from '../../build/security-headers.ts'
import { startServer, type RunningServer } from '../../server/app.ts'
import { freePort, send } from '../security/portal-process.ts'
import { REPO, waitFor } from './ops-helpers.ts'
import {
  cloudflarePages,
  cloudflareRejects,
  HOST_DEFAULT_CACHE_CONTROL,
  netlify,
  parseRedirectsFile,
  vercel,
  type HostAnswer,
  type VercelConfig,
} from './static-host-models.ts'

const PROJECT = 'https://abcdefghijklmnopqrst.supabase.co'
const HOSTED_ENV = {
  VITE_SUPABASE_URL: PROJECT,
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_deploy-test-key',
  VITE_ADMIN_EMAIL: 'organizer@example.org',
  VITE_SITE_URL: 'https://photos.example.org',
}
const BUILD_TIMEOUT_MS = 180_000

/** `vite build` as `npm run build` runs it, with only the given VITE_* values (none from here or .env). */
function viteBuild(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env }
  for (const k of Object.keys(childEnv)) if (k === 'NODE_ENV' || k.startsWith('VITEST') || k.startsWith('VITE_')) delete childEnv[k]
  // empty values override a developer's .env (Vite prefers the process environment)
  for (const k of Object.keys(HOSTED_ENV)) childEnv[k] = ''
  Object.assign(childEnv, env)
  return new Promise((done) => {
    execFile(
      process.execPath,
      [join(REPO, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn', ...args],
      { cwd: REPO, env: childEnv, maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => {
        done({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, out: `${stdout}${stderr}` })
      },
    )
  })
}

const lower = (h: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(', ') : (v ?? '')]))

let dir = ''
let dist = ''
let entryJs = ''
let headersText = ''
let redirectsText = ''
let vercelConfig: VercelConfig
/** index.html's inline script (the early script), allowed by its hash. */
let scriptHashes: string[] = []
/** The policy every host sends with the project's build. */
let fullCsp = ''

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-static-hosts-'))
  dist = join(dir, 'dist')
  const built = await viteBuild(['--outDir', dist, '--emptyOutDir'], HOSTED_ENV)
  if (built.code !== 0) throw new Error(`the production build failed:\n${built.out}`)
  entryJs = (await readdir(join(dist, 'assets'))).find((f) => /^index-[\w-]+\.js$/.test(f)) ?? ''
  headersText = await readFile(join(dist, '_headers'), 'utf8')
  redirectsText = await readFile(join(dist, '_redirects'), 'utf8')
  vercelConfig = JSON.parse(await readFile(join(REPO, 'vercel.json'), 'utf8')) as VercelConfig
  scriptHashes = inlineScriptHashes(await readFile(join(dist, 'index.html'), 'utf8'))
  fullCsp = buildContentSecurityPolicy({ apiOrigin: PROJECT, scriptHashes })
}, BUILD_TIMEOUT_MS)

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('a production build', () => {
  it(
    'stops without the hosted project, naming every value to set and the demo build',
    async () => {
      const { code, out } = await viteBuild(['--outDir', join(dir, 'never')], {})
      expect(code).not.toBe(0)
      for (const name of ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY', 'VITE_ADMIN_EMAIL']) expect(out).toContain(name)
      expect(out).not.toContain('VITE_SUPPORT_EMAIL') // organizers' data, set in the admin area
      expect(out).toContain(`--mode ${DEMO_MODE}`)
      expect(out).not.toMatch(/\n\s+at /) // the message, not a stack trace
    },
    BUILD_TIMEOUT_MS,
  )

  it('refuses a secret key and addresses that are not addresses', () => {
    const serviceRole = `x.${Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url')}.y`
    expect(hostedEnvProblems(HOSTED_ENV)).toEqual([])
    expect(hostedEnvProblems({ ...HOSTED_ENV, VITE_SUPABASE_ANON_KEY: serviceRole }).join()).toMatch(/service_role/)
    expect(hostedEnvProblems({ ...HOSTED_ENV, VITE_SUPABASE_ANON_KEY: 'sb_secret_abc' }).join()).toMatch(/secret/)
    expect(hostedEnvProblems({ ...HOSTED_ENV, VITE_SUPABASE_URL: 'abcdefghijklmnopqrst.supabase.co' }).join()).toMatch(/http/)
    expect(hostedEnvProblems({ ...HOSTED_ENV, VITE_ADMIN_EMAIL: 'admin' }).join()).toMatch(/VITE_ADMIN_EMAIL/)
  })

  it("carries the project's values and none of the local demo's", async () => {
    const files = (await readdir(dist, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())
    const text = (await Promise.all(files.map((e) => readFile(join(e.parentPath, e.name), 'latin1')))).join('\n')
    for (const v of [PROJECT, HOSTED_ENV.VITE_SUPABASE_ANON_KEY, HOSTED_ENV.VITE_ADMIN_EMAIL]) expect(text).toContain(v)
    for (const demo of ['local-anon-key', 'hockey-juniors.example', 'photo-portal.local']) expect(text, demo).not.toContain(demo)
  })

  it('puts the CSP, link preview, manifest and touch icon into index.html', async () => {
    const html = await readFile(join(dist, 'index.html'), 'utf8')
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#39;', "'")
    // one inline script, the early one, which the policy allows by its hash
    expect(scriptHashes).toHaveLength(1)
    expect(meta).toBe(buildContentSecurityPolicy({ apiOrigin: PROJECT, scriptHashes }, { forMeta: true }))
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'))
    expect(html).toContain('<meta property="og:image" content="https://photos.example.org/og-image.png"')
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/)
    expect(html).toMatch(/<meta property="og:description" content="[^"]+"/)
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"')
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"')
    expect(html).not.toContain('name="robots"') // the landing page may be indexed; the app adds it elsewhere

    const png = await readFile(join(dist, 'og-image.png'))
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]) // IHDR width, height
    expect(png.length).toBeLessThan(100_000)
    const manifest = JSON.parse(await readFile(join(dist, 'manifest.webmanifest'), 'utf8')) as {
      icons: Array<{ src: string; sizes: string }>
      start_url?: string
    }
    expect(manifest.start_url).toBeUndefined() // a home-screen icon opens the team link it was added from
    for (const icon of manifest.icons) {
      const bytes = await readFile(join(dist, icon.src))
      if (icon.sizes !== 'any') expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes)
    }
  })

  it('has no top-level 404.html (Cloudflare Pages would stop serving the app for unknown paths)', async () => {
    const top = await readdir(dist)
    expect(top).not.toContain('404.html')
    expect(await readdir(join(dist, 'assets'))).toContain('404.html')
  })
})

/** What every host must answer; `page` is the app shell (index.html). */
function expectedAnswers() {
  return [
    { path: '/', status: 200, file: 'index.html', cache: 'page' as const, robots: false },
    { path: '/mjwc2025/ABCDEFGHJKLM', status: 200, file: 'index.html', cache: 'page' as const, robots: true },
    { path: '/admin/mjwc2025/New%20Zealand', status: 200, file: 'index.html', cache: 'page' as const, robots: true },
    { path: '/admin', status: 200, file: 'index.html', cache: 'page' as const, robots: true },
    { path: `/assets/${entryJs}`, status: 200, file: `assets/${entryJs}`, cache: 'hashed' as const, robots: true },
    { path: '/assets/index-Gone1234.js', status: 404, file: null, cache: 'any' as const, robots: true },
    { path: '/favicon.svg', status: 200, file: 'favicon.svg', cache: 'any' as const, robots: true },
  ]
}

function checkAnswer(host: string, a: HostAnswer, want: ReturnType<typeof expectedAnswers>[number], csp: string) {
  const at = `${host} ${want.path}`
  expect(a.status, at).toBe(want.status)
  if (want.file) expect(a.file, at).toBe(want.file)
  // a 404 only has to be one (what headers a host puts on its own error page doesn't matter)
  if (want.status === 404) return expect(a.file ?? '', at).not.toBe('index.html')
  if (want.cache === 'page') {
    // index.html: asked again every time (the host default max-age=0, must-revalidate is the same)
    expect([CACHE_CONTROL.page, HOST_DEFAULT_CACHE_CONTROL], at).toContain(a.headers['cache-control'])
    if (want.path === '/') expect(a.headers['cache-control'], at).toBe(CACHE_CONTROL.page)
  }
  if (want.cache === 'hashed') expect(a.headers['cache-control'], at).toBe(CACHE_CONTROL.hashedAsset)
  expect(a.headers['content-security-policy'], at).toBe(csp)
  expect(a.headers['referrer-policy'], at).toBe('no-referrer')
  expect(a.headers['x-content-type-options'], at).toBe('nosniff')
  if (want.robots) expect(a.headers['x-robots-tag'], at).toMatch(/^noindex(, noindex)?$/)
  else expect(a.headers['x-robots-tag'], at).toBeUndefined()
}

describe('the configuration each static host reads', () => {
  it('Netlify (_headers, _redirects)', () => {
    for (const want of expectedAnswers()) checkAnswer('netlify', netlify(dist, headersText, redirectsText, want.path), want, fullCsp)
    expect(netlify(dist, headersText, redirectsText, '/assets/index-Gone1234.js').file).toBe('assets/404.html')
  })

  it('Cloudflare Pages (_headers; it rejects both _redirects lines and does the same by itself)', () => {
    expect(parseRedirectsFile(redirectsText).map((r) => cloudflareRejects(r))).toEqual([
      expect.stringMatching(/status 404/),
      expect.stringMatching(/catch-all/),
    ])
    for (const want of expectedAnswers())
      checkAnswer('cloudflare', cloudflarePages(dist, headersText, redirectsText, want.path), want, fullCsp)
  })

  it("Vercel (vercel.json; the project's origin is in index.html's CSP <meta>)", () => {
    for (const want of expectedAnswers()) checkAnswer('vercel', vercel(dist, vercelConfig, want.path), want, HEADER_ONLY_CSP)
    expect((vercelConfig as { outputDirectory?: string }).outputDirectory).toBe('dist')
    expect((vercelConfig as { buildCommand?: string }).buildCommand).toBe('npm run build')
  })
})

/** A host over HTTP: status, the body's file (compared by bytes), headers. */
async function ask(port: number, want: ReturnType<typeof expectedAnswers>[number]): Promise<HostAnswer> {
  const r = await send(port, want.path)
  const file =
    want.file && r.status === 200 && r.body === (await readFile(join(dist, decodeURIComponent(want.file)), 'utf8')) ? want.file : null
  return { status: r.status, file, headers: lower(r.headers) }
}

// Debian puts it in /usr/sbin, which is not on a normal user's PATH
const NGINX = process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')
const nginxMissing = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).status !== 0
const NGINX_SKIP = `no \`${NGINX}\` binary (Debian: apt-get install nginx-light; .ci/run installs it)`

describe.skipIf(nginxMissing)(`deploy/nginx.conf in nginx${nginxMissing ? ` (skipped: ${NGINX_SKIP})` : ''}`, () => {
  let nginx: ChildProcess | null = null
  let out = ''
  let port = 0

  beforeAll(async () => {
    port = await freePort()
    const prefix = join(dir, 'nginx')
    await mkdir(prefix, { recursive: true })
    // nginx's workers may run as another user (nobody, when this runs as root): let them read dist/
    await chmod(dir, 0o755)
    let site = await readFile(join(REPO, 'deploy', 'nginx.conf'), 'utf8')
    for (const [from, to] of [
      ['listen 80;', `listen 127.0.0.1:${port};`],
      ['root /srv/player-photo-portal/dist;', `root ${dist};`],
      ['set $portal_api_origin "https://YOUR-PROJECT-REF.supabase.co";', `set $portal_api_origin "${PROJECT}";`],
    ] as const) {
      expect(site.split(from).length - 1, `deploy/nginx.conf has "${from}" once`).toBe(1)
      site = site.replace(from, to)
    }
    const temp = (name: string) => `${name}_temp_path ${join(prefix, name)};`
    const conf = [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
      site,
      '}',
    ].join('\n')
    await writeFile(join(prefix, 'nginx.conf'), conf)
    nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] })
    nginx.stdout?.on('data', (c: Buffer) => (out += c.toString()))
    nginx.stderr?.on('data', (c: Buffer) => (out += c.toString()))
    await waitFor(
      `nginx to answer on ${port}`,
      async () => {
        if (nginx?.exitCode !== null) throw new Error(`nginx exited:\n${out}`)
        return (await send(port, '/').catch(() => null))?.status === 200
      },
      60_000,
    )
  }, 90_000)

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((r) => nginx!.once('exit', r))
      nginx.kill('SIGQUIT') // graceful stop of the process this test started
      await exited
    }
  })

  it('answers as the other hosts do, with the full CSP for the project', async () => {
    for (const want of expectedAnswers()) checkAnswer('nginx', await ask(port, want), want, fullCsp)
  })

  it('serves the manifest, the icons and the preview image', async () => {
    for (const path of ['/manifest.webmanifest', '/apple-touch-icon.png', '/icon-192.png', '/og-image.png']) {
      expect((await send(port, path)).status, path).toBe(200)
    }
    expect((await send(port, '/og-image.png')).type).toBe('image/png')
  })
})

describe('the local backend serving the same build', () => {
  let backend: RunningServer | null = null
  beforeAll(async () => {
    backend = await startServer({ port: 0, host: '127.0.0.1', staticDir: dist, seed: false })
  }, 60_000)
  afterAll(async () => {
    await backend?.close()
  })

  it('answers as the static hosts do (its API is its own origin, so the CSP names no other)', async () => {
    const port = Number(new URL(backend!.url).port)
    for (const want of expectedAnswers())
      checkAnswer('local backend', await ask(port, want), want, buildContentSecurityPolicy({ scriptHashes }))
  })
})
