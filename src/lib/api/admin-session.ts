// Admin sign-in through Supabase Auth. The form asks only for the password; the e-mail is
// configuration. The server decides who is an admin (public.admins via is_admin()).
import { adminClient } from '@/lib/supabase'
import { env } from '@/config/env'
import { ApiError, toApiError } from './errors'

export const INVALID_PASSWORD_MESSAGE = 'Invalid password'
export const SIGN_IN_THROTTLED_MESSAGE = 'Too many sign-in attempts. Wait 5 minutes, then try again.'
export const SIGN_IN_UNREACHABLE_MESSAGE = "Can't reach the server. Check your connection, then try again."
export const SIGN_IN_UNCONFIRMED_MESSAGE =
  'This admin account is not confirmed yet. Confirm the user in Supabase (Authentication → Users), then try again.'
export const SIGN_IN_SERVER_MESSAGE = 'The server could not sign you in right now. Please try again in a moment.'

type AuthFailure = { status?: number; code?: string; name?: string; message?: string }

/** What the organizer is told for a failed sign-in: only a wrong password says 'Invalid password'. */
export function signInFailure(error: unknown): ApiError {
  const e = (error ?? {}) as AuthFailure
  const status = typeof e.status === 'number' ? e.status : undefined
  const reached = status !== undefined && status !== 0 && e.name !== 'AuthRetryableFetchError'
  const [message, kind] =
    !reached || error instanceof TypeError ? [SIGN_IN_UNREACHABLE_MESSAGE, 'network' as const]
    : status === 429 || e.code === 'over_request_rate_limit' ? [SIGN_IN_THROTTLED_MESSAGE, 'invalid' as const]
    : e.code === 'email_not_confirmed' ? [SIGN_IN_UNCONFIRMED_MESSAGE, 'forbidden' as const]
    : status >= 500 ? [SIGN_IN_SERVER_MESSAGE, 'server' as const]
    : [INVALID_PASSWORD_MESSAGE, 'forbidden' as const]
  return new ApiError(message, { kind, status, code: e.code, cause: error })
}

export async function signInAdmin(password: string): Promise<void> {
  const client = await adminClient()
  const { error } = await client.auth.signInWithPassword({ email: env.adminEmail, password })
  if (error) throw signInFailure(error)
  const { data: isAdmin, error: checkError } = await client.rpc('is_admin')
  if (checkError) {
    const failure = toApiError(checkError, SIGN_IN_UNREACHABLE_MESSAGE)
    await client.auth.signOut()
    throw failure.kind === 'network' ? failure : signInFailure({ ...checkError, status: failure.status })
  }
  if (isAdmin !== true) {
    await client.auth.signOut()
    throw new ApiError(INVALID_PASSWORD_MESSAGE, { kind: 'forbidden' })
  }
  // Photo URLs are built in SQL from the project's URL: the first admin sign-in tells a new
  // hosted project which one it is. Not fatal: the local backend sets it itself.
  const claim = await client.rpc('admin_claim_project_url', { p_url: env.supabaseUrl })
  if (claim.error) console.error('Could not record the project URL', claim.error)
}

export async function signOutAdmin(): Promise<void> {
  const client = await adminClient()
  await client.auth.signOut()
}

/**
 * True when a stored session exists and the server still says it is an admin's; false when the
 * server says no. Throws (kind 'network') when the server can't be asked: not knowing is not a
 * reason to sign the organizer out.
 */
export async function hasAdminSession(): Promise<boolean> {
  const client = await adminClient()
  const { data, error: sessionError } = await client.auth.getSession()
  if (!data.session) {
    if (sessionError && signInFailure(sessionError).kind === 'network') throw signInFailure(sessionError)
    return false
  }
  const { data: isAdmin, error } = await client.rpc('is_admin')
  if (error) {
    const failure = toApiError(error, SIGN_IN_UNREACHABLE_MESSAGE)
    if (failure.kind === 'network' || failure.kind === 'server') throw failure
    return false
  }
  return isAdmin === true
}

export async function adminAccessToken(): Promise<string> {
  const client = await adminClient()
  const { data } = await client.auth.getSession()
  if (!data.session) throw new ApiError('Your admin session has ended. Please log in again.', { kind: 'forbidden', status: 401 })
  return data.session.access_token
}
