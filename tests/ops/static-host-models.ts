// How Netlify, Cloudflare Pages and Vercel answer a request for a folder of built files with our
// configuration in it, written down from their documentation and (Cloudflare) the open source of
// its Pages asset server (cloudflare/workers-sdk: pages-shared/asset-server/handler.ts,
// workers-shared/utils/configuration/parseRedirects.ts), so tests/ops/static-hosts.test.ts can
// check the configuration without an account on each. Only what our files use is modelled:
// splats, :placeholders, 200/404 rules, header rules, each host's default Cache-Control.
import { statSync } from 'node:fs'
import { join } from 'node:path'

export type HostAnswer = {
  status: number
  /** the file of the built folder whose bytes are the body (null: the host's own page) */
  file: string | null
  /** lower-case names */
  headers: Record<string, string>
}

/** Netlify, Cloudflare Pages and Vercel send this for a file no rule gives a Cache-Control. */
export const HOST_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

function isFile(dist: string, path: string): boolean {
  try {
    return statSync(join(dist, path)).isFile()
  } catch {
    return false
  }
}

/** The file a path names: itself, or the folder's index.html for `/`. */
function fileFor(dist: string, pathname: string): string | null {
  const path = decodeURIComponent(pathname)
  if (path.endsWith('/') && isFile(dist, `${path}index.html`)) return `${path}index.html`.slice(1)
  return isFile(dist, path) ? path.slice(1) : null
}

const escapeRe = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

// ---------------------------------------------------------------- _headers / _redirects files

export type HeaderRule = { path: string; headers: Array<[string, string]> }
export type RedirectRule = { from: string; to: string; status: number; line: string }

/** `_headers`: a path line, then indented `Name: value` lines; `#` comments. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue
    if (!/^\s/.test(raw)) {
      rules.push({ path: raw.trim(), headers: [] })
      continue
    }
    const at = raw.indexOf(':')
    const rule = rules.at(-1)
    if (at < 0 || !rule) throw new Error(`_headers: not a header line: ${raw}`)
    rule.headers.push([raw.slice(0, at).trim(), raw.slice(at + 1).trim()])
  }
  return rules
}

/** `_redirects`: `from to [status]` per line (status 302 when left out); `#` comments. */
export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '302'] = line.split(/\s+/)
      return { from, to, status: Number(status), line }
    })
}

// ---------------------------------------------------------------- Netlify

/** Netlify's reading of a header rule's path: `:name` is one segment, a `*` segment is anything
 * (also nothing) from there on, as its CLI implements the production matcher. */
function netlifyHeaderPattern(path: string): RegExp {
  const parts = path.split('/').filter(Boolean)
  if (!parts.length) return /^\/$/
  let re = ''
  for (const part of parts) {
    if (part.startsWith(':')) re += '/[^/]+/?'
    else if (part === '*') re = re ? `${re.replace(/\/\?$/, '')}(?:|/|/.*)` : '/?.*'
    else re += `/${escapeRe(part).replace(/\*/g, '.*')}/?`
  }
  return new RegExp(`^${re}$`)
}

/** A redirect's `from`: `*` at the end is the splat. */
function splatPattern(from: string): RegExp {
  return new RegExp(`^${from.split('*').map(escapeRe).join('.*')}$`)
}

export function netlify(dist: string, headersText: string, redirectsText: string, pathname: string): HostAnswer {
  let status = 200
  let file = fileFor(dist, pathname)
  // Rules without `!` never shadow a file that exists.
  if (!file) {
    const rule = parseRedirectsFile(redirectsText).find((r) => splatPattern(r.from).test(pathname))
    if (rule && (rule.status === 200 || rule.status === 404) && isFile(dist, rule.to)) {
      status = rule.status
      file = rule.to.slice(1)
    } else {
      status = 404
    }
  }
  const headers: Record<string, string> = { 'cache-control': HOST_DEFAULT_CACHE_CONTROL }
  const set = new Set<string>()
  for (const rule of parseHeadersFile(headersText)) {
    if (!netlifyHeaderPattern(rule.path).test(pathname)) continue
    for (const [k, v] of rule.headers) {
      const key = k.toLowerCase()
      headers[key] = set.has(key) ? `${headers[key]}, ${v}` : v // several matching rules: joined
      set.add(key)
    }
  }
  return { status, file, headers }
}

// ---------------------------------------------------------------- Cloudflare Pages

const CF_STATUSES = new Set([200, 301, 302, 303, 307, 308])

/** Why Cloudflare's parser drops a `_redirects` line (it says so in the deploy log), or null. */
export function cloudflareRejects(rule: RedirectRule): string | null {
  if (!CF_STATUSES.has(rule.status)) return `status ${rule.status} is not one of 200, 301, 302, 303, 307, 308`
  if (/\/\*$/.test(rule.from) && /\/index(\.html)?$/.test(rule.to) && !/^https?:/.test(rule.to))
    return 'a catch-all to /index.html (an infinite loop there)'
  return null
}

/** Cloudflare's rules engine: `*` is anything (the splat), `:name` one segment; whole path. */
function cloudflarePattern(path: string): RegExp {
  const re = path
    .split('*')
    .map((piece) => escapeRe(piece).replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*')
  return new RegExp(`^${re}$`)
}

export function cloudflarePages(dist: string, headersText: string, redirectsText: string, pathname: string): HostAnswer {
  // Redirects are applied before any file is looked up; our file has none it accepts.
  const accepted = parseRedirectsFile(redirectsText).filter((r) => !cloudflareRejects(r))
  let path = pathname
  const rule = accepted.find((r) => cloudflarePattern(r.from).test(pathname))
  if (rule) {
    if (rule.status !== 200) return { status: rule.status, file: null, headers: { location: rule.to } }
    path = rule.to
  }
  let status = 200
  let file = fileFor(dist, path) ?? (isFile(dist, `${decodeURIComponent(path)}.html`) ? `${decodeURIComponent(path)}.html`.slice(1) : null)
  if (!file) {
    // The nearest 404.html up the path, with status 404; with none at the top, the app (SPA).
    let dir = decodeURIComponent(path)
    while (dir && !file) {
      dir = dir.slice(0, dir.lastIndexOf('/'))
      if (isFile(dist, `${dir}/404.html`)) {
        file = `${dir}/404.html`.slice(1)
        status = 404
      }
    }
    if (!file && isFile(dist, '/index.html')) file = 'index.html'
    if (!file) status = 404
  }
  const headers: Record<string, string> = {
    'cache-control': HOST_DEFAULT_CACHE_CONTROL,
    'access-control-allow-origin': '*',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
  }
  const set = new Set<string>()
  for (const r of parseHeadersFile(headersText)) {
    if (!cloudflarePattern(r.path).test(pathname)) continue
    for (const [k, v] of r.headers) {
      const key = k.toLowerCase()
      headers[key] = set.has(key) ? `${headers[key]}, ${v}` : v
      set.add(key)
    }
  }
  return { status, file, headers }
}

// ---------------------------------------------------------------- Vercel

export type VercelConfig = {
  rewrites?: Array<{ source: string; destination: string }>
  headers?: Array<{ source: string; headers: Array<{ key: string; value: string }> }>
}

/** A vercel.json `source` as we write them: literal path text plus regex groups `( … )`. */
function vercelPattern(source: string): RegExp {
  if (/:[A-Za-z]/.test(source)) throw new Error(`named parameters are not modelled: ${source}`)
  return new RegExp(`^${source}$`)
}

/** Vercel: files first, then rewrites; every matching header rule applies. */
export function vercel(dist: string, config: VercelConfig, pathname: string): HostAnswer {
  let status = 200
  let file = fileFor(dist, pathname)
  if (!file) {
    const rewrite = config.rewrites?.find((r) => vercelPattern(r.source).test(pathname))
    file = rewrite && isFile(dist, rewrite.destination) ? rewrite.destination.slice(1) : null
    if (!file) status = 404
  }
  const headers: Record<string, string> = { 'cache-control': HOST_DEFAULT_CACHE_CONTROL }
  const setBy = new Map<string, string>()
  for (const rule of config.headers ?? []) {
    if (!vercelPattern(rule.source).test(pathname)) continue
    for (const { key, value } of rule.headers) {
      const k = key.toLowerCase()
      // whether a later rule replaces or joins is not something our file may depend on
      if (setBy.has(k)) throw new Error(`${pathname}: ${key} set by both ${setBy.get(k)} and ${rule.source}`)
      setBy.set(k, rule.source)
      headers[k] = value
    }
  }
  return { status, file, headers }
}
