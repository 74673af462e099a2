// The one definition of the headers the built app is served with, wherever it is served: the
// local backend (server/http/security-headers.ts), the static-host files the build writes
// (static-hosts.ts: Netlify and Cloudflare Pages `_headers`, the CSP <meta> in index.html),
// vercel.json and deploy/nginx.conf (both checked against this by tests/ops/static-hosts.test.ts).
import { createHash } from 'node:crypto'

export type CspOptions = {
  /** Where the API and the photos live when that is not the app's own origin: the hosted
   * Supabase project (`https://<ref>.supabase.co`, its Storage included). A URL or an origin. */
  apiOrigin?: string | readonly string[]
  /** The page's own inline scripts, each allowed by its hash (inlineScriptHashes). */
  scriptHashes?: readonly string[]
}

/**
 * The CSP source of each inline script in a page ('sha256-…', of the text between its tags, as
 * browsers hash it), leaving out data blocks (<script type="application/json">), which never run.
 * The build allows index.html's early script this way (route-modulepreload.ts), and whoever
 * serves the built page computes the same from the file it serves.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = inlineScripts(html).map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  return [...new Set(hashes)]
}

/** The text of each inline script a page runs: not those loaded from a file, not data blocks. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs!) && !/\btype\s*=\s*["']?application\/json/i.test(attrs!))
    .map(([, , text]) => text!)
}

/** The origin of each URL ('https://abc.supabase.co/' → 'https://abc.supabase.co'); '' dropped. */
function origins(apiOrigin: CspOptions['apiOrigin']): string[] {
  const list = typeof apiOrigin === 'string' ? [apiOrigin] : [...(apiOrigin ?? [])]
  return [...new Set(list.filter((u) => u.trim()).map((u) => new URL(u.trim()).origin))]
}

/** The directives that take effect only in a response header (a <meta> CSP ignores them, and
 * Chrome reports the attempt as a console error). */
export const HEADER_ONLY_CSP = "frame-ancestors 'none'"

/**
 * Content-Security-Policy for the built app. What the app loads, and why each source:
 * scripts and workers only from its own origin (the image worker; `blob:` for the decoder's
 * worker), WebAssembly (the HEIC decoder and the JPEG encoder) through 'wasm-unsafe-eval' and no
 * other eval; react-hot-toast's one <style> element; photos and API calls from `apiOrigin`;
 * `blob:`/`data:` for the chosen file, previews and the inlined decoder; the camera's
 * `mediastream:`; flags, icons and fonts from the app's own origin. No inline script but the ones
 * named by their hash (index.html's early script), no plugins, no <base>, never framed.
 */
export function buildContentSecurityPolicy({ apiOrigin, scriptHashes = [] }: CspOptions = {}, opts: { forMeta?: boolean } = {}): string {
  const api = origins(apiOrigin).join(' ')
  const directives = [
    "default-src 'self'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob: data: ${api}`.trim(),
    `connect-src 'self' blob: data: ${api}`.trim(),
    "worker-src 'self' blob:",
    "media-src 'self' blob: mediastream:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ]
  return (opts.forMeta ? directives : [...directives, HEADER_ONLY_CSP]).join('; ')
}

/** Sent with every page and file of the app, and with every API answer of the local backend. */
export const BASE_SECURITY_HEADERS = {
  // A team link is a secret: it must not travel to the next site in a Referer.
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
} as const

/** The headers for the app's pages and files. */
export function appSecurityHeaders(opts: CspOptions = {}): Record<string, string> {
  return { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': buildContentSecurityPolicy(opts) }
}

export const CACHE_CONTROL = {
  /** index.html (and every client-side route, which answers with it): always asked again, so a
   * new deploy reaches every open link at its next load. */
  page: 'no-cache',
  /** /assets/*: the file name carries a hash of the content, so a name never changes meaning. */
  hashedAsset: 'public, max-age=31536000, immutable',
} as const

/** Where Vite puts the content-hashed files. */
export const HASHED_ASSETS_DIR = 'assets'

/** Team links and the admin area are not for search engines; the landing page (`/`) may be. */
export const ROBOTS_NOINDEX = 'noindex'
