import { useCallback, useEffect, useState } from 'react'
import { hasAdminSession, signInAdmin, signOutAdmin } from '@/lib/api'
import { adminFlag } from './admin-session-flag'

export type AdminSessionState = 'checking' | 'signed-out' | 'signed-in'

/**
 * Logged in = the spec's session flag AND a server session the server still calls an admin's.
 * A stale flag (expired or revoked session) falls back to the login form.
 */
export function useAdminSession() {
  const [state, setState] = useState<AdminSessionState>(() => (adminFlag.isSet() ? 'checking' : 'signed-out'))

  useEffect(() => {
    if (state !== 'checking') return
    let live = true
    hasAdminSession()
      .then((ok) => {
        if (!live) return
        if (!ok) adminFlag.clear()
        setState(ok ? 'signed-in' : 'signed-out')
      })
      // The server could not be asked (offline, restarting): keep the session; every load on the
      // page says for itself that it failed and offers Try Again.
      .catch(() => live && setState('signed-in'))
    return () => {
      live = false
    }
  }, [state])

  const login = useCallback(async (password: string) => {
    await signInAdmin(password)
    adminFlag.set()
    setState('signed-in')
  }, [])

  const logout = useCallback(async () => {
    adminFlag.clear()
    setState('signed-out')
    await signOutAdmin().catch((e) => console.error('Sign-out failed', e))
  }, [])

  return { state, login, logout }
}
