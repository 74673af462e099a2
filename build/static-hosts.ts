// What a static host needs beside the built files, written by the build into dist/ so it carries
// the API origin of the project the app was built for (VITE_SUPABASE_URL):
// - `_headers`: security and cache headers, read by Netlify and Cloudflare Pages;
// - `_redirects`: Netlify's SPA fallback that never answers a missing hashed asset with the app;
// - `assets/404.html`: the page both answer a missing /assets/* file with (status 404);
// - a CSP <meta> in index.html: the same policy on every host, including ones whose configuration
//   can't know the project (vercel.json is static) or that send no headers at all.
// The policy allows the page's inline script by its hash, computed from the page as built: this
// plugin runs after the ones that write index.html (vite.config.ts lists it last).
// vercel.json and deploy/nginx.conf are committed files; tests/ops/static-hosts.test.ts checks
// all of them against a production build. The policy itself: security-headers.ts.
import { loadEnv, type Plugin } from 'vite'
import {
  BASE_SECURITY_HEADERS,
  buildContentSecurityPolicy,
  CACHE_CONTROL,
  HASHED_ASSETS_DIR,
  inlineScriptHashes,
  ROBOTS_NOINDEX,
  type CspOptions,
} from './security-headers.ts'

export const NOT_FOUND_FILE = `${HASHED_ASSETS_DIR}/404.html`

/** `_headers` for Netlify and Cloudflare Pages (same syntax; both read it from the published folder). */
export function headersFile({ apiOrigin, scriptHashes }: CspOptions = {}): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n')
  const api = typeof apiOrigin === 'string' && apiOrigin ? apiOrigin : '(none: the API is this origin)'
  return [
    '# Netlify and Cloudflare Pages read this file from the published folder (dist/). Written by the',
    `# build (build/static-hosts.ts) for the API origin ${api}; rebuild to change it.`,
    '# A header named by several matching rules is sent with their values joined, so no two rules',
    '# below that can match one path set Cache-Control (Netlify may send "noindex, noindex": the same).',
    block('/*', { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': buildContentSecurityPolicy({ apiOrigin, scriptHashes }) }),
    '',
    '# The app shell: asked again on every load, so a redeploy reaches open links. Client-side',
    "# routes (/mjwc2025/ABC) get the host's default, max-age=0, must-revalidate: the same effect.",
    block('/', { 'Cache-Control': CACHE_CONTROL.page }),
    block('/index.html', { 'Cache-Control': CACHE_CONTROL.page }),
    '# Content-hashed names: a name never changes meaning.',
    block(`/${HASHED_ASSETS_DIR}/*`, { 'Cache-Control': CACHE_CONTROL.hashedAsset }),
    '',
    '# Team links and the admin area are not for search engines; the landing page may be. Two rules',
    '# because the hosts read `/:page/*` differently (Cloudflare needs a second segment for it).',
    block('/:page', { 'X-Robots-Tag': ROBOTS_NOINDEX }),
    block('/:page/*', { 'X-Robots-Tag': ROBOTS_NOINDEX }),
    '',
  ].join('\n')
}

/** `_redirects` for Netlify. */
export function redirectsFile(): string {
  return [
    '# Netlify: a file that exists is served as it is (rules without `!` never shadow files). A hashed',
    '# asset that no longer exists (a tab opened before a redeploy asks for its old chunk) is a real',
    '# 404, never the app: the app then reloads once for the new build (src/app/reload-on-stale-chunk.ts).',
    '# Every other path is the app, which routes it.',
    '# Cloudflare Pages rejects both lines (no 404 status, no catch-all to /index.html; its deploy log',
    '# says so) and does the same by itself: unknown paths get index.html, /assets/* gets assets/404.html.',
    `/${HASHED_ASSETS_DIR}/*  /${NOT_FOUND_FILE}  404`,
    '/*  /index.html  200',
    '',
  ].join('\n')
}

export function notFoundPage(): string {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><p>Not found.</p></body></html>\n'
}

/** index.html's link-preview image paths, made absolute (WhatsApp and others need a full URL). */
export function absolutePreviewImages(html: string, siteUrl: string | undefined): string {
  if (!siteUrl) return html
  const base = siteUrl.trim().replace(/\/+$/, '')
  return html.replace(/(<meta\s+(?:property|name)="(?:og:image|twitter:image)"\s+content=")\/(?!\/)/g, `$1${base}/`)
}

/**
 * Writes the static-host files into every build and puts the CSP into index.html. Reads
 * VITE_SUPABASE_URL (the API origin) and VITE_SITE_URL (where the app is served, optional) as
 * the app's own build does.
 */
export function staticHostConfig(): Plugin {
  let apiOrigin: string | undefined
  let siteUrl: string | undefined
  return {
    name: 'static-host-config',
    apply: 'build',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir, 'VITE_')
      apiOrigin = env.VITE_SUPABASE_URL?.trim() || undefined
      siteUrl = env.VITE_SITE_URL?.trim() || undefined
    },
    transformIndexHtml(html) {
      return absolutePreviewImages(html, siteUrl)
    },
    generateBundle: {
      // after index.html is final: the policy names its inline scripts' hashes
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html']
        if (html?.type !== 'asset') return // a worker's bundle
        const page = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source)
        const policy: CspOptions = { apiOrigin, scriptHashes: inlineScriptHashes(page) }
        html.source = withCspMeta(page, buildContentSecurityPolicy(policy, { forMeta: true }))
        this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(policy) })
        this.emitFile({ type: 'asset', fileName: '_redirects', source: redirectsFile() })
        this.emitFile({ type: 'asset', fileName: NOT_FOUND_FILE, source: notFoundPage() })
      },
    },
  }
}

/** The policy at the top of <head>, before anything it governs (after the charset, which must
 * come within the page's first 1024 bytes). */
export function withCspMeta(page: string, policy: string): string {
  const head = /<meta\s+charset[^>]*>/i.exec(page) ?? /<head[^>]*>/i.exec(page)
  if (!head) throw new Error('index.html has no <head> for the CSP <meta>')
  const at = head.index + head[0].length
  const attr = policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')
  return `${page.slice(0, at)}\n    <meta http-equiv="Content-Security-Policy" content="${attr}" />${page.slice(at)}`
}
