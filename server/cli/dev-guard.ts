// The guard of `npm run dev`. Vite's root is the repository, which also holds the data folder
// (the JWT secret that signs admin tokens, the database), the seed, the server and the tests. So
// every request that is not for the API passes devRequestVerdict first, which lets through only
// what the app needs in dev and answers 404 to the rest; Vite's own file-serving limits
// (viteFsOptions, server.fs) back it up.
import { statSync } from 'node:fs'
import { isAbsolute, join, posix, relative, resolve, sep } from 'node:path'
import { REPO_ROOT } from '../db/db.ts'

const root = resolve(REPO_ROOT)

const srcDir = join(root, 'src')
/** what the app shares with the server and the build, imported as #common/… */
const commonDir = join(root, 'common')
const nodeModulesDir = join(root, 'node_modules')
const publicDir = join(root, 'public')
const indexHtml = join(root, 'index.html')

/** `file` is `dir` itself or below it (both absolute and normalised). */
function isInside(dir: string, file: string): boolean {
  const rel = relative(dir, file)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/** Files of installed packages and Vite's pre-bundled deps (node_modules/.vite), never the
 * other dot entries (.cache, .bin, .tmp, .vite-temp, .package-lock.json). */
function isPackageFile(file: string): boolean {
  if (!isInside(nodeModulesDir, file) || file === nodeModulesDir) return false
  const first = relative(nodeModulesDir, file).split(sep)[0] ?? ''
  return !first.startsWith('.') || first === '.vite'
}

/**
 * `/@id/<id>` is how Vite serves virtual modules (`\0` ids, spelled `__x00__`) and bare imports
 * it could not rewrite. Only those: any other id (`/@id/server/api/jwt.ts?raw`, `/@id//abs/file`)
 * would make Vite load that file from disk.
 */
function isViteId(id: string): boolean {
  if (id.includes('/.')) return false
  if (/^__x00__[A-Za-z]/.test(id)) return true
  const pkg = /^(?:@[\w-][\w.-]*\/)?[\w-][\w.-]*/.exec(id)?.[0]
  return pkg !== undefined && statSync(join(nodeModulesDir, pkg), { throwIfNoEntry: false })?.isDirectory() === true
}

function isPublicFile(path: string): boolean {
  const file = join(publicDir, path)
  return isInside(publicDir, file) && file !== publicDir && statSync(file, { throwIfNoEntry: false })?.isFile() === true
}

// Vite's own modules (client, HMR runtime) and its health check.
const VITE_PATHS = new Set(['/@vite/client', '/@vite/env', '/__vite_ping'])
// Served by the self-hosted-flags plugin (build/self-hosted-flags.ts): the SVGs from node_modules
// and the country table's slices by first character.
const FLAG_PATH = /^\/flags\/(?:[a-z-]+\.svg|names\/[a-z0-9]\.json)$/
// After decoding, a path never holds these: a second layer of encoding (%), a query or fragment
// smuggled in (? #), Windows separators or drive letters (\ :), control characters.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_PATH = /[%?#\\:\u0000-\u001f\u007f]/

/**
 * What the dev server does with a request that is not for the API:
 * 'vite' (hand it to Vite), 'index' (an app route: answer index.html) or 'deny' (404).
 * The path is percent-decoded once and must already be in normal form (no `.`/`..` segments,
 * no double slashes), so what is checked here is exactly what Vite will look up.
 */
export function devRequestVerdict(method: string | undefined, rawUrl: string | undefined): 'vite' | 'index' | 'deny' {
  if (method !== 'GET' && method !== 'HEAD') return 'deny'
  if (!rawUrl?.startsWith('/') || rawUrl.includes('#')) return 'deny'
  const q = rawUrl.indexOf('?')
  const rawPath = q < 0 ? rawUrl : rawUrl.slice(0, q)
  let path: string
  try {
    path = decodeURIComponent(rawPath)
  } catch {
    return 'deny'
  }
  if (FORBIDDEN_IN_PATH.test(path) || posix.normalize(path) !== path) return 'deny'

  if (VITE_PATHS.has(path)) return 'vite'
  if (path.startsWith('/@id/')) return isViteId(path.slice('/@id/'.length)) ? 'vite' : 'deny'
  if (path.startsWith('/@fs/')) {
    const file = resolve(path.slice('/@fs'.length))
    return (isInside(srcDir, file) && file !== srcDir) || (isInside(commonDir, file) && file !== commonDir) || isPackageFile(file)
      ? 'vite'
      : 'deny'
  }
  if (path.startsWith('/src/') || path.startsWith('/common/')) return 'vite'
  if (path.startsWith('/node_modules/')) return isPackageFile(join(root, path)) ? 'vite' : 'deny'
  if (path === '/' || path === '/index.html') return 'vite'
  if (FLAG_PATH.test(path) || isPublicFile(path)) return 'vite'
  // App routes (/mjwc2025/CODE, /admin/mjwc2025): no file extension, no dot or @ segment. They
  // get index.html directly, so Vite never resolves them as modules (`/server/api/jwt` → jwt.ts).
  if (!path.includes('.') && !path.includes('/@') && !path.startsWith('/__')) return 'index'
  return 'deny'
}

/** A glob matching exactly this absolute path (and, with `/**`, all below it). */
function globPath(path: string): string {
  return path
    .split(sep)
    .join('/')
    .replace(/[*?[\]{}()!@+|]/g, '\\$&')
}

/** Vite's server.fs: defence in depth behind the guard, it serves files only from the allowed
 * folders, never from the denied ones. */
export function viteFsOptions(dataDir: string) {
  return {
    strict: true,
    allow: [srcDir, commonDir, nodeModulesDir, publicDir, indexHtml],
    deny: [
      // Vite's defaults (a deny list given here replaces them)
      '.env',
      '.env.*',
      '*.{crt,pem,key,p12,pfx,cer,der}',
      '.npmrc',
      '.yarnrc.yml',
      '**/.git/**',
      // the data folder (JWT secret, database, photos) wherever it is, and the default ones
      globPath(dataDir),
      `${globPath(dataDir)}/**`,
      `${globPath(root)}/.data*`,
      `${globPath(root)}/.data*/**`,
      // the rest of the repository (server/** covers every folder of the local backend)
      ...['supabase', 'server', 'tests', 'scripts', '.git', 'node_modules/.cache'].map((d) => `${globPath(join(root, d))}/**`),
    ],
  }
}
