// auth/v1: the part of Supabase Auth (GoTrue) that supabase-js uses for an e-mail + password
// admin: sign-in, refresh (rotating tokens), user, logout. Nothing else (no sign-up, password
// change, OTP, admin API, JWKS): the app never calls it. Users and refresh tokens live in the
// auth schema from server/db/bootstrap.sql; passwords are bcrypt hashes checked with pgcrypto's
// crypt(), like GoTrue's.
import { randomBytes, randomUUID } from 'node:crypto'
import type { Tx } from '../db/db.ts'
import type { ApiContext } from './context.ts'
import { bearer, readJson, type Req } from '../http/request.ts'
import { HttpError, sendEmpty, sendJson, type Res } from '../http/reply.ts'
import { signJwt, verifyJwt, type JwtClaims } from './jwt.ts'

// Errors carry this header so supabase-js reads `code` (see auth-js handleError).
const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' }

/** GoTrue lets a just-rotated refresh token be used again this long (concurrent tabs). */
const REFRESH_REUSE_INTERVAL_MS = 10_000

type UserRow = {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  email_confirmed_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  last_sign_in_at: Date | null
  created_at: Date | null
  updated_at: Date | null
}

const USER_COLUMNS =
  'id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, last_sign_in_at, created_at, updated_at'

function authError(status: number, code: string, message: string, headers: Record<string, string> = {}): HttpError {
  return new HttpError(status, { code, message }, { ...API_VERSION, ...headers })
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

function userJson(u: UserRow) {
  return {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: '',
    confirmed_at: iso(u.email_confirmed_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: [],
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: false,
  }
}

const newRefreshToken = () => randomBytes(24).toString('base64url')

/** A new access token for the user and session, and the session JSON supabase-js stores. */
async function issueSession(ctx: ApiContext, tx: Tx, user: UserRow, sessionId: string, refreshToken: string) {
  const first = await tx.query<{ t: Date | null }>('select min(created_at) as t from auth.refresh_tokens where session_id = $1', [
    sessionId,
  ])
  const iat = Math.floor(Date.now() / 1000)
  const authTime = Math.floor((first.rows[0]?.t?.getTime() ?? Date.now()) / 1000)
  const exp = iat + ctx.jwtExpirySeconds
  const claims: JwtClaims = {
    iss: `${ctx.baseUrl()}/auth/v1`,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: authTime }],
    session_id: sessionId,
    is_anonymous: false,
  }
  return {
    access_token: signJwt(claims, ctx.keys.secret),
    token_type: 'bearer',
    expires_in: ctx.jwtExpirySeconds,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  }
}

async function passwordGrant(ctx: ApiContext, body: Record<string, unknown>, ip: string) {
  const email = typeof body.email === 'string' ? body.email.trim() : ''
  const password = typeof body.password === 'string' ? body.password : ''
  if (!email || !password) throw authError(400, 'validation_failed', 'missing email or phone')
  const wait = ctx.signIns.retryAfterSeconds(ip, email)
  if (wait > 0) throw authError(429, 'over_request_rate_limit', 'Request rate limit reached', { 'Retry-After': String(wait) })
  return ctx.db.serial(async (tx) => {
    const found = await tx.query<UserRow & { ok: boolean | null }>(
      `select ${USER_COLUMNS},
              (encrypted_password is not null and encrypted_password <> ''
               and encrypted_password = extensions.crypt($2, encrypted_password)) as ok
         from auth.users where lower(email) = lower($1)`,
      [email, password],
    )
    const user = found.rows[0]
    if (!user || !user.ok) {
      ctx.signIns.failed(ip, email)
      throw authError(400, 'invalid_credentials', 'Invalid login credentials')
    }
    if (!user.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed')
    const signedIn = await tx.query<{ last_sign_in_at: Date }>(
      'update auth.users set last_sign_in_at = now() where id = $1 returning last_sign_in_at',
      [user.id],
    )
    user.last_sign_in_at = signedIn.rows[0]?.last_sign_in_at ?? null
    const sessionId = randomUUID()
    const token = newRefreshToken()
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [token, user.id, sessionId])
    return issueSession(ctx, tx, user, sessionId, token)
  })
}

async function refreshGrant(ctx: ApiContext, body: Record<string, unknown>) {
  const presented = typeof body.refresh_token === 'string' ? body.refresh_token : ''
  if (!presented) throw authError(400, 'validation_failed', 'refresh_token required')
  // The reuse case must commit its revocation, so errors are returned, not thrown, here.
  const outcome = await ctx.db.serial(async (tx) => {
    const found = await tx.query<{ user_id: string; session_id: string; revoked: boolean }>(
      'select user_id, session_id, revoked from auth.refresh_tokens where token = $1 for update',
      [presented],
    )
    const row = found.rows[0]
    if (!row) return { error: authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') }
    const users = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [row.user_id])
    const user = users.rows[0]
    if (!user) return { error: authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') }
    if (row.revoked) {
      // Two tabs refreshing at once: hand out the session's current token, like GoTrue's reuse
      // interval. Later reuse looks like a stolen token: end the whole session.
      const current = await tx.query<{ token: string; created_at: Date }>(
        `select token, created_at from auth.refresh_tokens
          where session_id = $1 and not revoked order by created_at desc limit 1`,
        [row.session_id],
      )
      const active = current.rows[0]
      if (active && Date.now() - active.created_at.getTime() < REFRESH_REUSE_INTERVAL_MS) {
        return { session: await issueSession(ctx, tx, user, row.session_id, active.token) }
      }
      await tx.query('update auth.refresh_tokens set revoked = true where session_id = $1', [row.session_id])
      return { error: authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') }
    }
    await tx.query('update auth.refresh_tokens set revoked = true where token = $1', [presented])
    const token = newRefreshToken()
    await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [token, user.id, row.session_id])
    return { session: await issueSession(ctx, tx, user, row.session_id, token) }
  })
  if ('error' in outcome) throw outcome.error
  return outcome.session
}

/** The verified claims of the request's user token, or GoTrue's error for it. */
function userClaims(ctx: ApiContext, req: Req): JwtClaims & { sub: string } {
  const token = bearer(req)
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  const check = verifyJwt(token, ctx.keys.secret)
  if (!check.ok) {
    const why = check.reason === 'expired' ? 'token has invalid claims: token is expired' : 'signature is invalid'
    throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`)
  }
  if (typeof check.claims.sub !== 'string' || !check.claims.sub) throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim')
  return check.claims as JwtClaims & { sub: string }
}

async function getUser(ctx: ApiContext, req: Req) {
  const claims = userClaims(ctx, req)
  return ctx.db.serial(async (tx) => {
    if (typeof claims.session_id === 'string') {
      const live = await tx.query('select 1 from auth.refresh_tokens where session_id = $1 and not revoked limit 1', [claims.session_id])
      if (live.rows.length === 0) throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
    }
    const users = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [claims.sub])
    const user = users.rows[0]
    if (!user) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    return userJson(user)
  })
}

async function logout(ctx: ApiContext, req: Req, scope: string) {
  const claims = userClaims(ctx, req)
  const session = typeof claims.session_id === 'string' ? claims.session_id : null
  await ctx.db.serial(async (tx) => {
    if (scope === 'local' && session) {
      await tx.query('update auth.refresh_tokens set revoked = true where session_id = $1', [session])
    } else if (scope === 'others' && session) {
      await tx.query('update auth.refresh_tokens set revoked = true where user_id = $1 and session_id <> $2', [claims.sub, session])
    } else {
      await tx.query('update auth.refresh_tokens set revoked = true where user_id = $1', [claims.sub])
    }
  })
}

/** Routes /auth/v1/{path}. */
export async function handleAuth(ctx: ApiContext, req: Req, res: Res, url: URL, path: string): Promise<void> {
  const method = req.method ?? 'GET'
  if (path === 'token' && method === 'POST') {
    const body = await readJson(req)
    const fields = body && typeof body.value === 'object' && body.value !== null ? (body.value as Record<string, unknown>) : {}
    const grant = url.searchParams.get('grant_type')
    if (grant === 'password') return sendJson(res, 200, await passwordGrant(ctx, fields, req.socket.remoteAddress ?? ''), API_VERSION)
    if (grant === 'refresh_token') return sendJson(res, 200, await refreshGrant(ctx, fields), API_VERSION)
    throw authError(
      400,
      'validation_failed',
      `Unsupported grant type: ${grant ?? ''} (the local backend supports password and refresh_token)`,
    )
  }
  if (path === 'user' && method === 'GET') return sendJson(res, 200, await getUser(ctx, req), API_VERSION)
  if (path === 'logout' && method === 'POST') {
    await logout(ctx, req, url.searchParams.get('scope') ?? 'global')
    return sendEmpty(res, 204, API_VERSION)
  }
  throw authError(404, 'not_found', `The local backend does not implement ${method} /auth/v1/${path}`)
}
