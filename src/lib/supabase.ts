// The only file that knows Supabase's client libraries. Players get the small PostgREST client
// (a few KB); the full supabase-js with auth is loaded only for the admin area.
import { PostgrestClient } from '@supabase/postgrest-js'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from './database.types'
import { env } from '@/config/env'

export type AdminClient = SupabaseClient<Database>

let rest: PostgrestClient<Database> | undefined
/** Anonymous PostgREST client for the player functions. */
export function publicRest(): PostgrestClient<Database> {
  rest ??= new PostgrestClient<Database>(`${env.supabaseUrl}/rest/v1`, {
    headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}` },
  })
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
