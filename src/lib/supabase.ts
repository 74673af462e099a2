// Where the app gets its Supabase clients. Players get postgrest-js alone for the player
// functions (public-rpc.ts); the full supabase-js with auth is loaded only for the admin area.
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types'
import { publicRpcClient, type PublicRpc } from './public-rpc'
import { env } from '@/config/env'

export type AdminClient = SupabaseClient<Database>

let rest: PublicRpc | undefined
/** Anonymous client for the player functions (rpc only). */
export function publicRest(): PublicRpc {
  rest ??= publicRpcClient(`${env.supabaseUrl}/rest/v1`, env.supabaseAnonKey)
  return rest
}

let admin: Promise<AdminClient> | undefined
/** Full client with the admin's Supabase Auth session (persisted in localStorage by supabase-js). */
export function adminClient(): Promise<AdminClient> {
  admin ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, storageKey: 'photo-portal-admin' },
    }),
  )
  return admin
}

export const storageConfig = {
  url: env.supabaseUrl,
  anonKey: env.supabaseAnonKey,
} as const
