// Build-time configuration. Every VITE_* value ends up in the public bundle: never put a
// password, service key or access code here.
import { LOCAL_ANON_KEY } from '#common/local-backend'

export type Env = {
  supabaseUrl: string
  supabaseAnonKey: string
  adminEmail: string
}

export { LOCAL_ANON_KEY }

type LocalDefaults = Pick<Env, 'supabaseAnonKey' | 'adminEmail'>

/**
 * What a build for the local backend (`--mode demo`: npm start, the tests; npm run dev) uses for
 * a value it was not given; the API is then the page's own origin. A production build has none:
 * it must name a hosted project (build/hosted-env.ts stops `vite build` otherwise), and the
 * bundler drops these values from it (MODE is a constant there).
 */
export const LOCAL_DEFAULTS: LocalDefaults | null =
  import.meta.env.MODE === 'production' ? null : { supabaseAnonKey: LOCAL_ANON_KEY, adminEmail: 'admin@photo-portal.local' }

export function readEnv(vars: Record<string, string | undefined>, origin: string, defaults: LocalDefaults | null = LOCAL_DEFAULTS): Env {
  const url = vars.VITE_SUPABASE_URL?.trim()
  const key = vars.VITE_SUPABASE_ANON_KEY?.trim()
  if (url && !key) {
    throw new Error('VITE_SUPABASE_URL is set but VITE_SUPABASE_ANON_KEY is not: set both (see .env.example).')
  }
  if (url && !/^https?:\/\/[^/]+/.test(url)) {
    throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, got "${url}".`)
  }
  const adminEmail = vars.VITE_ADMIN_EMAIL?.trim()
  if (!defaults) {
    const missing = Object.entries({ VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: key, VITE_ADMIN_EMAIL: adminEmail })
      .filter(([, v]) => !v)
      .map(([k]) => k)
    if (missing.length) throw new Error(`This production build lacks ${missing.join(', ')} (see .env.example).`)
  }
  return {
    // Without a hosted project the app talks to the local backend that serves it.
    supabaseUrl: (url || origin).replace(/\/+$/, ''),
    supabaseAnonKey: key || defaults?.supabaseAnonKey || '',
    adminEmail: adminEmail || defaults?.adminEmail || '',
  }
}

export const env: Env = readEnv(
  import.meta.env as Record<string, string | undefined>,
  globalThis.location?.origin ?? 'http://localhost:3000',
)
