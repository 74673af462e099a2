// Serves the built single-page app (dist/): hashed /assets/* cached for a year, index.html for
// every other unknown path (client-side routes like /mjwc2025/ABC), gzip when the client accepts
// it (compressed once per file version and kept in memory).
import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { header, type Req } from './request.ts'
import type { Res } from './reply.ts'

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

type Cached = { version: string; gzip: Buffer }

export function staticFiles(dir: string, extraHeaders: Record<string, string> = {}) {
  const root = resolve(dir)
  const gzipCache = new Map<string, Cached>()

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
      if (pathname.startsWith('/assets/')) return false
      found = await fileAt('/index.html')
      if (!found) return false
    }
    const ext = extname(found.file).toLowerCase()
    const isIndex = found.file === join(root, 'index.html')
    const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtime.getTime()).toString(16)}"`
    const headers: Record<string, string> = {
      ...extraHeaders,
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : isIndex ? 'no-cache' : 'public, max-age=0, must-revalidate',
      ETag: etag,
      'Last-Modified': found.mtime.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    }
    if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding'
    if (header(req, 'if-none-match') === etag) {
      res.writeHead(304, headers)
      res.end()
      return true
    }
    let body: Buffer
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(header(req, 'accept-encoding') ?? '')) {
      const version = `${found.size}-${found.mtime.getTime()}`
      let cached = gzipCache.get(found.file)
      if (!cached || cached.version !== version) {
        cached = { version, gzip: gzipSync(await readFile(found.file)) }
        gzipCache.set(found.file, cached)
      }
      body = cached.gzip
      headers['Content-Encoding'] = 'gzip'
    } else {
      body = await readFile(found.file)
    }
    headers['Content-Length'] = String(body.length)
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}
