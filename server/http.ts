// Small HTTP helpers shared by the auth, rest and storage handlers: JSON replies, bounded body
// reading, CORS for the API paths.
import type { IncomingMessage, ServerResponse } from 'node:http'

export type Req = IncomingMessage
export type Res = ServerResponse

/** A reply that a handler throws to stop early; app.ts turns it into the response. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String((body as { message: unknown }).message) : `HTTP ${status}`)
  }
}

export function sendJson(res: Res, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendRawJson(res, status, JSON.stringify(body), headers)
}

/** Sends text that already is JSON (built by Postgres, so bigint and timestamps stay exact). */
export function sendRawJson(res: Res, status: number, json: string, headers: Record<string, string> = {}): void {
  const buf = Buffer.from(json, 'utf8')
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(buf.length), ...headers })
  res.end(res.req?.method === 'HEAD' ? undefined : buf)
}

export function sendEmpty(res: Res, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, headers)
  res.end()
}

export type Body = { buf: Buffer; tooLarge: false } | { buf: null; tooLarge: true }

/**
 * Reads the request body, keeping at most `maxBytes`. A larger body is still read to its end
 * (up to `drainBytes`) and thrown away, so the client gets our answer instead of a reset
 * connection; beyond that the connection is closed.
 */
export function readBody(req: Req, maxBytes: number, drainBytes = 64 * 1024 * 1024): Promise<Body> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let over = false
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > drainBytes) {
        req.destroy()
        reject(new HttpError(413, { message: 'Request body too large' }))
        return
      }
      if (size > maxBytes) over = true
      if (!over) chunks.push(chunk)
    })
    req.on('end', () => resolve(over ? { buf: null, tooLarge: true } : { buf: Buffer.concat(chunks), tooLarge: false }))
    req.on('error', reject)
  })
}

/** Deeper JSON is refused before parsing: the app never sends more than a few levels, and deep
 * nesting only serves to exhaust a parser's stack (JSON.parse or Postgres' jsonb). */
export const MAX_JSON_DEPTH = 64

/** Nesting depth of a JSON text, counted without parsing it (brackets inside strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0
  let max = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92) i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 91 || c === 123) max = Math.max(max, ++depth)
    else if (c === 93 || c === 125) depth--
  }
  return max
}

/** JSON body of an API request (auth and rest): null when empty. */
export async function readJson(req: Req, maxBytes = 16 * 1024 * 1024): Promise<{ value: unknown; raw: string } | null> {
  const body = await readBody(req, maxBytes)
  if (body.tooLarge) throw new HttpError(413, { code: 'PGRST413', message: 'Payload Too Large', details: null, hint: null })
  const raw = body.buf.toString('utf8')
  if (raw.trim() === '') return null
  if (jsonDepth(raw) > MAX_JSON_DEPTH) {
    throw new HttpError(400, { code: 'PGRST102', message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels`, details: null, hint: null })
  }
  try {
    return { value: JSON.parse(raw) as unknown, raw }
  } catch {
    throw new HttpError(400, { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null })
  }
}

// The headers supabase-js sends (see notes/supabase-facts.md), so a browser on another origin can
// talk to this server too (the app built for another origin, `vite preview`).
const CORS_ALLOW_HEADERS = 'apikey, authorization, x-client-info, x-supabase-api-version, content-type, content-profile, accept-profile, prefer, x-upsert, cache-control, x-metadata, range, accept'
const CORS_EXPOSE_HEADERS = 'Content-Range, Content-Length, Content-Type, ETag, Last-Modified, X-Supabase-Api-Version, Location, Retry-After'

/**
 * Which other origins may read API answers. Hosted Supabase answers `*` (it sends no cookies);
 * this server also holds an admin's data on a laptop, so by default only pages served from this
 * machine (loopback origins) may call it from another origin — not a website the organizer
 * happens to visit. `CORS_ORIGINS` (comma-separated, or `*`) widens it.
 */
export type CorsPolicy = { origins: '*' | string[] }

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d{1,5})?$/i

export function corsPolicyFrom(value: string | undefined): CorsPolicy {
  const v = value?.trim()
  if (!v) return { origins: [] }
  if (v === '*') return { origins: '*' }
  return { origins: v.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean) }
}

export function corsHeaders(req: Req, policy: CorsPolicy): Record<string, string> {
  const origin = header(req, 'origin')
  const base = { Vary: 'Origin', 'Access-Control-Expose-Headers': CORS_EXPOSE_HEADERS }
  if (policy.origins === '*') return { ...base, 'Access-Control-Allow-Origin': '*' }
  if (origin && (LOOPBACK_ORIGIN.test(origin) || policy.origins.includes(origin))) {
    return { ...base, 'Access-Control-Allow-Origin': origin }
  }
  return base
}

export function sendPreflight(req: Req, res: Res, policy: CorsPolicy): void {
  res.writeHead(204, {
    ...corsHeaders(req, policy),
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS,
    'Access-Control-Max-Age': '86400',
  })
  res.end()
}

/** decodeURIComponent that answers a 400 instead of throwing URIError (a 500) on bad input. */
export function decodePathPart(encoded: string, onBad: () => HttpError): string {
  try {
    return decodeURIComponent(encoded)
  } catch {
    throw onBad()
  }
}

export function header(req: Req, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()]
  return Array.isArray(v) ? v.join(', ') : v
}

/** Bearer token of the Authorization header, if any. */
export function bearer(req: Req): string | undefined {
  const m = /^Bearer\s+(.+)$/i.exec(header(req, 'authorization') ?? '')
  return m?.[1]?.trim()
}
