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

/**
 * A player's upload over the wire, as the app sends it: ticket, photo, thumbnail, finish (with
 * the consent ticked, and the photo checks' findings when given). Answers the finished roster row, or the first error.
 */
export async function uploadAsPlayer(
  client: SupabaseClient,
  opts: { event: string; code: string; playerId: number; photo: Blob; thumb: Blob; consent?: boolean; findings?: string[] },
): Promise<{
  data: { photo_path: string; review_state: string | null } | null
  error: { code?: string; hint?: string; message: string } | null
}> {
  const begun = await client.rpc('begin_upload', { p_event: opts.event, p_code: opts.code, p_player_id: opts.playerId })
  if (begun.error) return { data: null, error: begun.error }
  const t = (begun.data as { ticket: string; photo_key: string; thumb_key: string }[])[0]!
  for (const [key, blob] of [
    [t.photo_key, opts.photo],
    [t.thumb_key, opts.thumb],
  ] as const) {
    const stored = await client.storage.from('player-photos').upload(key, blob, { upsert: false })
    if (stored.error) return { data: null, error: { message: stored.error.message } }
  }
  const done = await client.rpc('finish_upload', {
    p_event: opts.event,
    p_code: opts.code,
    p_ticket: t.ticket,
    p_consent: opts.consent ?? true,
    ...(opts.findings ? { p_findings: opts.findings } : {}),
  })
  if (done.error) return { data: null, error: done.error }
  return { data: (done.data as { photo_path: string; review_state: string | null }[])[0]!, error: null }
}
