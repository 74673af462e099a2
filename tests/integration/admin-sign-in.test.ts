// @vitest-environment node
// What the organizer is told when signing in fails, from the errors real supabase-js gives
// against the local backend: only a wrong password says 'Invalid password'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../server/app.ts'
import { signInFailure } from '@/lib/api/admin-session'
import { clientFor } from './helpers'

let srv: RunningServer

beforeAll(async () => {
  srv = await startServer({ seed: true, signInLimits: { perIp: { max: 3, windowMs: 60_000 } } })
})
afterAll(async () => {
  await srv?.close()
})

const attempt = async (url: string, email: string, password: string) => {
  const { error } = await clientFor(url, srv.anonKey).auth.signInWithPassword({ email, password })
  expect(error).not.toBeNull()
  return signInFailure(error)
}

describe('sign-in failures', () => {
  it('a wrong password', async () => {
    expect((await attempt(srv.url, srv.adminEmail, 'wrong')).code).toBe('invalid-password')
  })

  it('an admin user nobody confirmed (created in the dashboard without "Auto Confirm User")', async () => {
    await srv.db.serial((tx) =>
      tx.query(`insert into auth.users (email, encrypted_password, email_confirmed_at)
                values ('new-admin@example.org', extensions.crypt('a long password', extensions.gen_salt('bf')), null)`),
    )
    expect((await attempt(srv.url, 'new-admin@example.org', 'a long password')).code).toBe('sign-in-unconfirmed')
  })

  it('too many attempts', async () => {
    for (let i = 0; i < 3; i++) await attempt(srv.url, srv.adminEmail, `guess-${i}`).catch(() => undefined)
    const failure = await attempt(srv.url, srv.adminEmail, srv.adminPassword!)
    expect(failure.message).toBe('Too many sign-in attempts. Wait 5 minutes, then try again.')
    expect(failure.status).toBe(429)
  })

  it('a server that cannot be reached', async () => {
    const gone = await startServer({ seed: false })
    const url = gone.url
    await gone.close()
    const failure = await attempt(url, srv.adminEmail, 'whatever')
    expect(failure.message).toBe("Can't reach the server. Check your connection, then try again.")
    expect(failure.kind).toBe('network')
  })
})
