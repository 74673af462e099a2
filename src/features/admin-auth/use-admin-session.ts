import { useCallback, useEffect, useState } from 'react'
import { adminSessionVerified, hasAdminSession, signInAdmin, signOutAdmin } from '@/lib/api'
import { adminFlag } from './admin-session-flag'

export type AdminSessionState = 'checking' | 'signed-out' | 'signed-in'

/**
 * Logged in = the spec's session flag AND a server session the server still calls an admin's.
 * A stale flag (expired or revoked session) falls back to the login form. Once this tab has seen
 * the server confirm the session, moving between admin screens shows them at once and checks
 * again in the background (the server decides on every call anyway).
 */
export function useAdminSession() {
  const [state, setState] = useState<AdminSessionState>(() =>
    !adminFlag.isSet() ? 'signed-out' : adminSessionVerified() ? 'signed-in' : 'checking',
  )

  useEffect(() => {
    if (!adminFlag.isSet()) return
    let live = true
    hasAdminSession()
      .then((ok) => {
        if (!live || !adminFlag.isSet()) return // signed out meanwhile
        if (!ok) adminFlag.clear()
        setState(ok ? 'signed-in' : 'signed-out')
      })
      // The server could not be asked (offline, restarting): keep the session; every load on the
      // page says for itself that it failed and offers Try Again.
      .catch(() => live && setState('signed-in'))
    return () => {
      live = false
    }
  }, [])

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
