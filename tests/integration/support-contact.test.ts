// @vitest-environment node
// The technical-support address in the players' footer is organizers' data: anyone may read it,
// only an admin may change it, and only from the value the admin saw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { startTestBackend, type TestBackend } from './helpers.ts'

let be: TestBackend
let admin: SupabaseClient
const DEMO = 'photos-support@hockey-juniors.example'

beforeAll(async () => {
  be = await startTestBackend()
  admin = await be.admin()
})
afterAll(async () => {
  await be?.close()
})

const stored = async () =>
  (await be.db.pg.query<{ support_email: string | null }>('select support_email from portal_settings')).rows[0]?.support_email

describe('the support address', () => {
  it('is read by a player without a link', async () => {
    const { data, error } = await be.anon().rpc('support_contact')
    expect(error).toBeNull()
    expect(data).toBe(DEMO)
  })

  it('is not changed by a player, nor read from the table', async () => {
    const anon = be.anon()
    const r = await anon.rpc('admin_set_support_contact', { p_email: 'evil@example.org', p_seen: DEMO })
    expect(r.error).not.toBeNull()
    expect((await anon.from('portal_settings').select('*')).error).not.toBeNull()
    expect(await stored()).toBe(DEMO)
  })

  it('is changed by an admin from what the admin saw, and refused when it changed meanwhile', async () => {
    const set = await admin.rpc('admin_set_support_contact', { p_email: '  help@cup.example.org ', p_seen: DEMO })
    expect(set.error).toBeNull()
    expect(set.data).toBe('help@cup.example.org')
    // a second organizer's page still shows the old address
    const stale = await admin.rpc('admin_set_support_contact', { p_email: 'other@cup.example.org', p_seen: DEMO })
    expect(stale.error?.hint).toBe('support-email-changed')
    expect(await stored()).toBe('help@cup.example.org')
    expect((await be.anon().rpc('support_contact')).data).toBe('help@cup.example.org')
  })

  it('refuses what is not an e-mail address and keeps the stored one', async () => {
    for (const bad of ['help', 'a@b', 'two words@example.org', `${'x'.repeat(250)}@example.org`, 'line@example.org\nBcc: x@y.z']) {
      const r = await admin.rpc('admin_set_support_contact', { p_email: bad, p_seen: 'help@cup.example.org' })
      expect(r.error?.hint, bad).toBe('support-email-invalid')
    }
    expect(await stored()).toBe('help@cup.example.org')
  })

  it('can be cleared, and then reads as none', async () => {
    expect((await admin.rpc('admin_set_support_contact', { p_email: ' ', p_seen: 'help@cup.example.org' })).error).toBeNull()
    expect((await be.anon().rpc('support_contact')).data).toBeNull()
  })
})
