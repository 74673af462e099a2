// Build-time configuration. Every VITE_* value ends up in the public bundle: never put a
// password, service key or access code here.
import { LOCAL_ANON_KEY } from './local-backend'

export type Env = {
  supabaseUrl: string
  supabaseAnonKey: string
  adminEmail: string
  supportEmail: string
}

export { LOCAL_ANON_KEY }

export function readEnv(vars: Record<string, string | undefined>, origin: string): Env {
  const url = vars.VITE_SUPABASE_URL?.trim()
  const key = vars.VITE_SUPABASE_ANON_KEY?.trim()
  if (url && !key) {
    throw new Error('VITE_SUPABASE_URL is set but VITE_SUPABASE_ANON_KEY is not: set both (see .env.example).')
  }
  if (url && !/^https?:\/\/[^/]+/.test(url)) {
    throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, got "${url}".`)
  }
  return {
    // Without a hosted project the app talks to the local backend that serves it.
    supabaseUrl: (url || origin).replace(/\/+$/, ''),
    supabaseAnonKey: key || LOCAL_ANON_KEY,
    adminEmail: vars.VITE_ADMIN_EMAIL?.trim() || 'admin@photo-portal.local',
    supportEmail: vars.VITE_SUPPORT_EMAIL?.trim() || 'photos-support@hockey-juniors.example',
  }
}

export const env: Env = readEnv(import.meta.env as Record<string, string | undefined>, globalThis.location?.origin ?? 'http://localhost:3000')
