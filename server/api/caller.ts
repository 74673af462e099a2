// Who is calling, and running SQL as them. Like PostgREST and Storage, the role comes from the
// JWT's `role` claim (anon without a session) and every request runs in one transaction with
// `role`, `request.jwt.claims` etc. set locally, so the migrations' grants and RLS policies decide
// exactly as on a hosted project.
import type { Tx } from '../db/db.ts'
import { verifyJwt, type JwtClaims } from './jwt.ts'
import { bearer, header, type Req } from '../http/request.ts'
import { LOCAL_ANON_KEY } from '#common/local-backend'

/**
 * A fixed public placeholder the app may use as its anon key when it has none configured. The
 * apikey is public on Supabase too; this local server is not a security boundary for it — RLS,
 * grants and the JWT in Authorization are what decide.
 */
export const PLACEHOLDER_ANON_KEY = LOCAL_ANON_KEY

const API_ROLES = new Set(['anon', 'authenticated', 'service_role'])

export type Keys = { secret: string; anonKey: string }
export type Caller = { role: string; claims: JwtClaims }
export type CallerResult = { ok: true; caller: Caller } | { ok: false; reason: 'expired' | 'invalid' }

/** The apikey header (or ?apikey=) must be the placeholder or a valid JWT signed by us. */
export function apiKeyProblem(req: Req, url: URL, keys: Keys): { message: string; hint: string } | null {
  const key = header(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined
  if (!key) return { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }
  if (key === PLACEHOLDER_ANON_KEY || key === keys.anonKey || verifyJwt(key, keys.secret).ok) return null
  return { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }
}

/**
 * The caller from `Authorization: Bearer` (falling back to the apikey, as Supabase's gateway
 * does). No token or the placeholder key means anon.
 */
export function resolveCaller(req: Req, keys: Keys): CallerResult {
  const token = bearer(req) ?? header(req, 'apikey')
  if (!token || token === PLACEHOLDER_ANON_KEY) return { ok: true, caller: { role: 'anon', claims: { role: 'anon' } } }
  const check = verifyJwt(token, keys.secret)
  if (!check.ok) return { ok: false, reason: check.reason === 'expired' ? 'expired' : 'invalid' }
  const role = typeof check.claims.role === 'string' ? check.claims.role : 'anon'
  if (!API_ROLES.has(role)) return { ok: false, reason: 'invalid' }
  return { ok: true, caller: { role, claims: check.claims } }
}

/**
 * First statements of a request's transaction: become the caller (sent, not awaited: an error
 * comes out of the next statement). `extra` adds settings such as
 * `storage.operation`. Role is set last so the other set_config calls run as the superuser.
 */
export async function becomeCaller(tx: Tx, caller: Caller, req: Req, path: string, extra: Record<string, string> = {}): Promise<void> {
  const headers: Record<string, string> = {}
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v
  }
  const settings: [string, string][] = [
    ['request.jwt.claims', JSON.stringify(caller.claims)],
    ['request.jwt.claim.sub', typeof caller.claims.sub === 'string' ? caller.claims.sub : ''],
    ['request.jwt.claim.role', caller.role],
    ['request.headers', JSON.stringify(headers)],
    ['request.method', req.method ?? 'GET'],
    ['request.path', path],
    ...Object.entries(extra),
    ['role', caller.role],
  ]
  const sql = 'select ' + settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')
  // nothing to read back: the request's own statement follows without waiting for this one
  tx.queue(sql, settings.flat())
}
