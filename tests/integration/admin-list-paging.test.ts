// Admin lists past PostgREST's 1000-row cap (the local backend cuts answers at 1000 rows as hosted
// projects do): the app's data module reads them page after page, so the 1,001st row is shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from './helpers.ts'
import { importAppDataModule, type AppDataModule } from './app-data-module.ts'

const EVENT = 'MJWC 2025'
const TEAM = 'Spain'
const ROWS = 1001

let be: TestBackend
let api: AppDataModule
let code = ''

beforeAll(async () => {
  be = await startTestBackend()
  api = await importAppDataModule(be)
  await api.signInAdmin(be.adminPassword)
  code = (await be.db.pg.query<{ code: string }>('select code from public.events where name = $1', [EVENT])).rows[0]!.code
})
afterAll(async () => {
  await be?.close()
})

describe('the leftover-files list', () => {
  it('shows all of 1,001 unrecorded files, even when they share one timestamp', async () => {
    // the same created_at for all: pages must still neither skip nor repeat a file
    await be.db.pg.query(
      `insert into storage.objects (bucket_id, name, metadata, version, created_at)
       select 'player-photos', $1 || '/paging/' || lpad(i::text, 4, '0') || '.jpg',
              jsonb_build_object('size', 1000 + i, 'mimetype', 'image/jpeg'), gen_random_uuid()::text, '2025-12-01T10:00:00Z'
         from generate_series(1, $2::int) i`,
      [code, ROWS],
    )
    const admin = await be.admin()
    const capped = await admin.rpc('admin_leftover_files', { p_event: EVENT })
    expect(capped.error).toBeNull()
    expect((capped.data as unknown[]).length, 'one answer stops at the row cap').toBe(1000)

    const files = await api.listLeftoverFiles(EVENT)
    const paging = files.filter((f) => f.path.startsWith(`${code}/paging/`))
    expect(paging).toHaveLength(ROWS)
    expect(new Set(files.map((f) => f.path)).size, 'no file twice').toBe(files.length)
    expect(paging.every((f) => f.kind === 'unrecorded' && f.bytes > 1000)).toBe(true)
    const times = files.map((f) => Date.parse(f.createdAt))
    expect(times, 'newest first across pages').toEqual([...times].sort((a, b) => b - a))
  })

  it('refuses a page start with a time but no path', async () => {
    const admin = await be.admin()
    const res = await admin.rpc('admin_leftover_files', { p_event: EVENT, p_before_at: '2025-12-01T10:00:00Z' })
    expect(res.error?.message).toMatch(/both a time and a path, or neither/)
  })
})

describe('the audit trail', () => {
  it('reaches the oldest of 1,001 entries page by page', async () => {
    await be.db.pg.query(
      `insert into public.audit_log (event_name, team, player_name, action, actor, at)
       select $1, $2, 'Paging ' || i, 'rename', 'admin', now() - make_interval(secs => i)
         from generate_series(1, $3::int) i`,
      [EVENT, TEAM, ROWS],
    )
    const all: Awaited<ReturnType<AppDataModule['getTeamAudit']>> = []
    for (let before: number | undefined; ;) {
      const page = await api.getTeamAudit(EVENT, TEAM, before)
      all.push(...page)
      if (page.length === 0 || page.length < 200) break
      before = page.at(-1)!.id
    }
    const paging = all.filter((e) => e.playerName?.startsWith('Paging '))
    expect(paging).toHaveLength(ROWS)
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length)
  })
})

describe('a team of 1,001 players', () => {
  const BIG = 'Paging Giants'
  beforeAll(async () => {
    await api.addTeam(EVENT, BIG)
    // names repeat (500 of them twice): pages must break ties by id
    await be.db.pg.query(
      `insert into public.event_uploads (event_name, team, player_name)
       select $1, $2, 'Player ' || lpad((i % 500)::text, 3, '0') from generate_series(1, $3::int) i`,
      [EVENT, BIG, ROWS],
    )
  })

  it('is listed whole for the admin, in name order', async () => {
    const players = await api.listTeamPlayers(EVENT, BIG)
    expect(players).toHaveLength(ROWS)
    expect(new Set(players.map((p) => p.id)).size).toBe(ROWS)
    const names = players.map((p) => p.player_name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it('is listed whole on the team link', async () => {
    const players = await api.getTeamRoster(EVENT, await be.codeFor(EVENT, BIG))
    expect(players).toHaveLength(ROWS)
    expect(new Set(players.map((p) => p.id)).size).toBe(ROWS)
  })
})

describe("a player's 1,001 versions", () => {
  it('are listed whole, newest first', async () => {
    const player = (
      await be.db.pg.query<{ id: number; team: string; player_name: string }>(
        `select id, team, player_name from public.event_uploads where event_name = $1 and team = $2 order by id limit 1`,
        [EVENT, TEAM],
      )
    ).rows[0]!
    // ten versions share each timestamp: pages must break ties by id
    await be.db.pg.query(
      `insert into public.photo_versions (upload_id, event_name, team, player_name, photo_path, source, created_at)
       select $1, $2, $3, $4, 'paging/version-' || i || '.jpg', 'admin', timestamptz '2025-12-01T10:00:00Z' - make_interval(mins => i / 10)
         from generate_series(1, $5::int) i`,
      [player.id, EVENT, player.team, player.player_name, ROWS],
    )
    const versions = await api.listPhotoVersions(player.id)
    const paging = versions.filter((v) => v.photoSrc.includes('paging/version-'))
    expect(paging).toHaveLength(ROWS)
    expect(new Set(versions.map((v) => v.id)).size).toBe(versions.length)
    const times = versions.map((v) => Date.parse(v.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })
})
