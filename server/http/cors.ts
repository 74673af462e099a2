// CORS for the API paths (auth/v1, rest/v1, storage/v1).
import { header, type Req } from './request.ts'
import type { Res } from './reply.ts'

// The headers supabase-js sends (see docs/supabase-behaviour.md), so a browser on another origin can
// talk to this server too (the app built for another origin, `vite preview`).
const CORS_ALLOW_HEADERS =
  'apikey, authorization, x-client-info, x-supabase-api-version, content-type, content-profile, accept-profile, prefer, x-upsert, cache-control, x-metadata, range, accept'
const CORS_EXPOSE_HEADERS =
  'Content-Range, Content-Length, Content-Type, ETag, Last-Modified, X-Supabase-Api-Version, Location, Retry-After'

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
  return {
    origins: v
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  }
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
