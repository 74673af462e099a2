// Admin sign-in through Supabase Auth. The form asks only for the password; the e-mail is
// configuration. The server decides who is an admin (public.admins via is_admin()).
import { adminClient } from '@/lib/supabase'
import { env } from '@/config/env'
import { ApiError, toApiError } from './errors'

export const INVALID_PASSWORD_MESSAGE = 'Invalid password'

export async function signInAdmin(password: string): Promise<void> {
  const client = await adminClient()
  const { error } = await client.auth.signInWithPassword({ email: env.adminEmail, password })
  if (error) {
    // Wrong password and unknown user look the same on purpose.
    if (error.status === 400 || error.status === 401 || error.status === 422) {
      throw new ApiError(INVALID_PASSWORD_MESSAGE, { kind: 'forbidden', status: error.status, code: error.code, cause: error })
    }
    throw toApiError(error, 'An unexpected error occurred.', error.status)
  }
  const { data: isAdmin, error: checkError } = await client.rpc('is_admin')
  if (checkError || isAdmin !== true) {
    await client.auth.signOut()
    throw new ApiError(INVALID_PASSWORD_MESSAGE, { kind: 'forbidden', cause: checkError })
  }
}

export async function signOutAdmin(): Promise<void> {
  const client = await adminClient()
  await client.auth.signOut()
}

/** True when a stored session exists and the server still says it is an admin's. */
export async function hasAdminSession(): Promise<boolean> {
  const client = await adminClient()
  const { data } = await client.auth.getSession()
  if (!data.session) return false
  const { data: isAdmin, error } = await client.rpc('is_admin')
  return !error && isAdmin === true
}

export async function adminAccessToken(): Promise<string> {
  const client = await adminClient()
  const { data } = await client.auth.getSession()
  if (!data.session) throw new ApiError('Your admin session has ended. Please log in again.', { kind: 'forbidden', status: 401 })
  return data.session.access_token
}
