// Admin sign-in through Supabase Auth. The form asks only for the password; the e-mail is
// configuration. The server decides who is an admin (public.admins via is_admin()).
import { adminClient } from '@/lib/supabase'
import { env } from '@/config/env'
import { ApiError, toApiError, type ApiErrorCode, type ApiErrorKind } from './errors'

type AuthFailure = { status?: number; code?: string; name?: string; message?: string }

/** What the organizer is told for a failed sign-in: only a wrong password says 'Invalid password'. */
export function signInFailure(error: unknown): ApiError {
  const e = (error ?? {}) as AuthFailure
  const status = typeof e.status === 'number' ? e.status : undefined
  const reached = status !== undefined && status !== 0 && e.name !== 'AuthRetryableFetchError'
  const [code, kind]: [ApiErrorCode, ApiErrorKind] =
    !reached || error instanceof TypeError
      ? ['sign-in-unreachable', 'network']
      : status === 429 || e.code === 'over_request_rate_limit'
        ? ['sign-in-throttled', 'invalid']
        : e.code === 'email_not_confirmed'
          ? ['sign-in-unconfirmed', 'forbidden']
          : status >= 500
            ? ['sign-in-server', 'server']
            : ['invalid-password', 'forbidden']
  return new ApiError(code, { kind, status, backendCode: e.code, cause: error })
}

export async function signInAdmin(password: string): Promise<void> {
  const client = await adminClient()
  const { error } = await client.auth.signInWithPassword({ email: env.adminEmail, password })
  if (error) throw signInFailure(error)
  const { data: isAdmin, error: checkError } = await client.rpc('is_admin')
  if (checkError) {
    const failure = toApiError(checkError, 'sign-in-unreachable')
    await client.auth.signOut()
    throw failure.kind === 'network' ? failure : signInFailure({ ...checkError, status: failure.status })
  }
  if (isAdmin !== true) {
    await client.auth.signOut()
    throw new ApiError('invalid-password', { kind: 'forbidden' })
  }
  verified.remember(true)
  // Photo URLs are built in SQL from the project's URL: the first admin sign-in tells a new
  // hosted project which one it is. Not fatal: the local backend sets it itself.
  const claim = await client.rpc('admin_claim_project_url', { p_url: env.supabaseUrl })
  if (claim.error) console.error('Could not record the project URL', claim.error)
}

export async function signOutAdmin(): Promise<void> {
  verified.remember(false)
  const client = await adminClient()
  await client.auth.signOut()
}

/**
 * True when a stored session exists and the server still says it is an admin's; false when the
 * server says no. Throws (kind 'network') when the server can't be asked: not knowing is not a
 * reason to sign the organizer out. The answer is remembered for the browser tab (see
 * `adminSessionVerified`); concurrent checks share one request.
 */
export function hasAdminSession(): Promise<boolean> {
  checking ??= checkAdminSession()
    .then((ok) => {
      verified.remember(ok)
      return ok
    })
    .finally(() => {
      checking = undefined
    })
  return checking
}

let checking: Promise<boolean> | undefined

async function checkAdminSession(): Promise<boolean> {
  const client = await adminClient()
  const { data, error: sessionError } = await client.auth.getSession()
  if (!data.session) {
    if (sessionError && signInFailure(sessionError).kind === 'network') throw signInFailure(sessionError)
    return false
  }
  const { data: isAdmin, error } = await client.rpc('is_admin')
  if (error) {
    const failure = toApiError(error, 'sign-in-unreachable')
    if (failure.kind === 'network' || failure.kind === 'server') throw failure
    return false
  }
  return isAdmin === true
}

/**
 * Whether this browser tab already saw the server confirm the admin's session (sign-in or a
 * check). Screens use it to show the admin pages at once and check again in the background,
 * instead of a spinner on every move between dashboard and team page. It only decides what to
 * show: the server checks the session on every call anyway.
 */
export function adminSessionVerified(): boolean {
  return verified.read()
}

const VERIFIED_KEY = 'photo-portal-admin-verified'
const verified = {
  read: () => globalThis.sessionStorage?.getItem(VERIFIED_KEY) === 'true',
  remember(ok: boolean) {
    if (ok) globalThis.sessionStorage?.setItem(VERIFIED_KEY, 'true')
    else globalThis.sessionStorage?.removeItem(VERIFIED_KEY)
  },
}
