// A fresh seeded local backend (in memory, free port) per test file, and supabase-js clients for
// it: the same client library the app uses, talking HTTP to the same server `npm start` runs.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { startServer, type RunningServer, type StartOptions } from '../../server/app.ts'
import type { Db } from '../../server/db/db.ts'

export type TestBackend = {
  url: string
  anonKey: string
  db: Db
  adminEmail: string
  adminPassword: string
  server: RunningServer
  /** A new client without a session (a player). */
  anon(): SupabaseClient
  /** A new client signed in as the seeded demo admin. */
  admin(): Promise<SupabaseClient>
  /** A team's access code; `event` is the event name ('MJWC 2025') or code ('mjwc2025'). */
  codeFor(event: string, team: string): Promise<string>
  close(): Promise<void>
}

export function clientFor(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    // supabase-js 2.109's realtime client wants a WebSocket class at construction on Node 20
    // (no native one); no channel is ever opened by these tests.
    realtime: { transport: WebSocket as unknown as NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport'] },
  })
}

export async function startTestBackend(opts: Omit<StartOptions, 'seed'> = {}): Promise<TestBackend> {
  const server = await startServer({ logErrors: true, ...opts, seed: true })
  const { url, anonKey, db, adminEmail, adminPassword } = server
  if (!adminPassword) {
    await server.close()
    throw new Error('The seeded admin password was not found in supabase/seed.sql')
  }
  return {
    url,
    anonKey,
    db,
    adminEmail,
    adminPassword,
    server,
    anon: () => clientFor(url, anonKey),
    async admin() {
      const client = clientFor(url, anonKey)
      const { error } = await client.auth.signInWithPassword({ email: adminEmail, password: adminPassword })
      if (error) throw new Error(`Admin sign-in failed: ${error.message}`)
      return client
    },
    async codeFor(event, team) {
      const r = await db.pg.query<{ code: string }>(
        `select t.code from public.team_access t join public.events e on e.name = t.event_name
          where (e.name = $1 or e.code = $1) and lower(t.team) = lower($2)`,
        [event, team],
      )
      const code = r.rows[0]?.code
      if (!code) throw new Error(`No access code for ${team} in ${event}`)
      return code
    },
    close: () => server.close(),
  }
}
