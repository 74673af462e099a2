// Serves the built single-page app (dist/): hashed /assets/* cached for a year, index.html for
// every other unknown path (client-side routes like /mjwc2025/ABC), brotli or gzip when the
// client accepts it (compressed once per file version, off the event loop, and kept in memory).
import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { header, type Req } from './request.ts'
import type { Res } from './reply.ts'
import { CACHE_CONTROL, HASHED_ASSETS_DIR, inlineScriptHashes, ROBOTS_NOINDEX } from '../../build/security-headers.ts'

const ASSETS_PREFIX = `/${HASHED_ASSETS_DIR}/`

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.svg', '.wasm'])

type Encoding = 'br' | 'gzip'
type Cached = { version: string; body: Promise<Buffer> }

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Brotli at its best level (11) for what a page loads (≈15 % smaller than gzip -9 on our
 * chunks); the 2 MB HEIC decoder at level 9, which compresses in a fraction of the time.
 */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 })
  const quality = body.length > 1024 * 1024 ? 9 : zlib.BROTLI_MAX_QUALITY
  return brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
}

/** The client's preferred encoding we have: br when it says so (q > 0), else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name),
  )
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null
}

/**
 * `appHeaders`: the headers every file is sent with, given the hashes of index.html's inline
 * scripts (its CSP allows them by hash), read from the index.html being served.
 */
export function staticFiles(dir: string, appHeaders: (scriptHashes: string[]) => Record<string, string> = () => ({})) {
  const root = resolve(dir)
  const compressed = new Map<string, Cached>()
  let pageScripts: { version: string; hashes: Promise<string[]> } | null = null

  /** The hashes of index.html's inline scripts, read again when the file changes (a rebuild). */
  async function scriptHashes(): Promise<string[]> {
    const index = await fileAt('/index.html')
    if (!index) return []
    const version = `${index.size}-${index.mtime.getTime()}`
    if (pageScripts?.version !== version) {
      pageScripts = { version, hashes: readFile(index.file, 'utf8').then(inlineScriptHashes, () => []) }
    }
    return pageScripts.hashes
  }

  async function fileAt(pathname: string): Promise<{ file: string; size: number; mtime: Date } | null> {
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return null
    }
    const file = resolve(root, '.' + decoded)
    if (file !== root && !file.startsWith(root + sep)) return null
    try {
      const s = await stat(file)
      return s.isFile() ? { file, size: s.size, mtime: s.mtime } : null
    } catch {
      return null
    }
  }

  /** Answers GET/HEAD for the app; returns false when it did not handle the request. */
  return async function serve(req: Req, res: Res, pathname: string): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    let found = await fileAt(pathname)
    if (!found) {
      // a missing hashed asset is a real 404, not the app shell (that would hide a stale deploy)
      if (pathname.startsWith(ASSETS_PREFIX)) return false
      found = await fileAt('/index.html')
      if (!found) return false
    }
    const ext = extname(found.file).toLowerCase()
    const isIndex = found.file === join(root, 'index.html')
    const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtime.getTime()).toString(16)}"`
    const headers: Record<string, string> = {
      ...appHeaders(await scriptHashes()),
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith(ASSETS_PREFIX)
        ? CACHE_CONTROL.hashedAsset
        : isIndex
          ? CACHE_CONTROL.page
          : 'public, max-age=0, must-revalidate',
      ETag: etag,
      'Last-Modified': found.mtime.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      // as the static-host configs: team links and the admin area are not for search engines
      ...(pathname === '/' ? {} : { 'X-Robots-Tag': ROBOTS_NOINDEX }),
    }
    if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding'
    if (header(req, 'if-none-match') === etag) {
      res.writeHead(304, headers)
      res.end()
      return true
    }
    let body: Buffer
    const encoding = COMPRESSIBLE.has(ext) ? chooseEncoding(header(req, 'accept-encoding')) : null
    if (encoding) {
      const version = `${found.size}-${found.mtime.getTime()}`
      const key = `${encoding} ${found.file}`
      let cached = compressed.get(key)
      if (!cached || cached.version !== version) {
        const file = found.file
        cached = { version, body: readFile(file).then((raw) => compress(raw, encoding)) }
        compressed.set(key, cached)
        cached.body.catch(() => compressed.delete(key)) // a failed read is tried again next time
      }
      body = await cached.body
      headers['Content-Encoding'] = encoding
    } else {
      body = await readFile(found.file)
    }
    headers['Content-Length'] = String(body.length)
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}
