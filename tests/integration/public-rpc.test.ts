// The players' rpc client (src/lib/public-rpc.ts, @supabase/postgrest-js) against the real local
// backend: the { data, error, status } shapes the data module's error mapping (ApiError kinds, SQL
// hints) reads, an aborted call rejecting as an abort, and the team link's early request.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startServer, type RunningServer } from '../../server/app.ts'
import { publicRpcClient } from '../../src/lib/public-rpc.ts'
import { runInNewContext } from 'node:vm'
import { EARLY_TEAM_LINK, EARLY_TEAM_LINK_CLOSED } from '../../src/lib/early-team-link.ts'
import { DEFAULT_LANG, LANG_STORAGE_KEY, LOCALES } from '../../src/i18n/languages.ts'
import { DEADLINE_PARTS } from '../../src/lib/dates.ts'
import { earlyConfigBlock, earlyScriptSource, type EarlyScriptConfig } from '../../build/early-script.ts'
import { toApiError } from '../../src/lib/api/errors.ts'

let srv: RunningServer
let code: string

beforeAll(async () => {
  srv = await startServer({ port: 0, host: '127.0.0.1', logErrors: false })
  code = (await srv.db.pg.query<{ code: string }>("select code from team_access where event_name = 'MJWC 2025' order by team limit 1"))
    .rows[0]!.code
})
afterAll(() => srv.close())

const client = () => publicRpcClient(`${srv.url}/rest/v1`, srv.anonKey)

describe('publicRpcClient', () => {
  it('answers a set-returning function with its rows', async () => {
    const res = await client().rpc('event_consent', { p_event: 'MJWC 2025' })
    expect(res.error).toBeNull()
    expect(res.status).toBe(200)
    expect(Array.isArray(res.data)).toBe(true)
  })

  it('a wrong access code is data, not an error (the function returns nothing)', async () => {
    const res = await client().rpc('resolve_team', { p_event: 'MJWC 2025', p_code: 'NOPE' })
    expect(res.error).toBeNull()
    expect(res.data).toBeNull()
    expect((await client().rpc('resolve_team', { p_event: 'MJWC 2025', p_code: code })).data).toEqual(expect.any(String))
  })

  it("a refusal carries PostgREST's error body and status", async () => {
    const res = await client().rpc('begin_upload', { p_event: 'MJWC 2025', p_code: 'NOPE', p_player_id: 1 })
    expect(res.data).toBeNull()
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.error).toMatchObject({ code: expect.any(String), message: expect.any(String) })
    expect(toApiError(res.error, 'upload-failed', res.status).kind).not.toBe('network')
  })

  it('an aborted call rejects with an AbortError, not a network failure', async () => {
    const controller = new AbortController()
    const pending = client().rpc('resolve_team', { p_event: 'MJWC 2025', p_code: code }, { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('an unreachable backend is a network failure, as postgrest-js reports it', async () => {
    const res = await publicRpcClient('http://127.0.0.1:9/rest/v1', 'anon').rpc('resolve_team', { p_event: 'x', p_code: 'y' })
    expect(res).toMatchObject({ data: null, status: 0 })
    expect(toApiError(res.error, 'load-roster', res.status).kind).toBe('network')
  })
})

// index.html's early script (build/early-script.ts) asks for a team link's data before the entry
// script has arrived; the players' client takes that response for its first call when it is the
// same call. The script runs as the text the build writes, in a context of its own, reading its
// configuration from the JSON block the build writes before it.
describe("the team link asked for by index.html's early script", () => {
  const teamLinkCalls = () => vi.mocked(fetch).mock.calls.filter(([input]) => String(input).endsWith('/rpc/team_link'))
  const config = (): EarlyScriptConfig => ({
    landing: ['/assets/landing.js'],
    team: ['/assets/team.js', '/assets/icons.js'],
    apiUrl: '',
    anonKey: srv.anonKey,
    globalName: EARLY_TEAM_LINK,
    langStorageKey: LANG_STORAGE_KEY,
    locales: { ...LOCALES },
    defaultLang: DEFAULT_LANG,
    dateParts: { ...DEADLINE_PARTS },
  })
  /**
   * Runs the script as a page at `path` would. The page's globals are this test's (the client
   * reads the global the script leaves, and fetch is the spied one).
   */
  function openPage(path: string): string[] {
    const preloads: string[] = []
    const head = { appendChild: (link: { rel: string; href: string }) => preloads.push(`${link.rel} ${link.href}`) }
    const block = /^<script type="application\/json" id="([^"]+)">(.*)<\/script>$/.exec(earlyConfigBlock(config()))!
    const getElementById = (id: string) => (id === block[1] ? { textContent: block[2] } : null)
    Object.assign(globalThis, { location: new URL(path, srv.url), document: { head, createElement: () => ({}), getElementById } })
    runInNewContext(earlyScriptSource(), { window: globalThis })
    return preloads
  }

  beforeEach(() => {
    // the calls above have closed it, as a page's first call does
    Reflect.deleteProperty(globalThis, EARLY_TEAM_LINK)
    vi.spyOn(globalThis, 'fetch')
  })
  afterEach(() => {
    vi.restoreAllMocks()
    for (const key of [EARLY_TEAM_LINK, 'location', 'document']) Reflect.deleteProperty(globalThis, key)
  })

  it("the client's first call takes the early answer; a later one asks again", async () => {
    expect(openPage(`/mjwc2025/${code.toLowerCase()}%20`)).toEqual(['modulepreload /assets/team.js', 'modulepreload /assets/icons.js'])
    expect(teamLinkCalls()).toHaveLength(1)
    const first = await client().rpc('team_link', { p_event_code: 'mjwc2025', p_code: code })
    expect(first.error).toBeNull()
    expect(first.data).toMatchObject({ team: expect.any(String), players: expect.any(Array) })
    expect(teamLinkCalls()).toHaveLength(1)
    const again = await client().rpc('team_link', { p_event_code: 'mjwc2025', p_code: code })
    expect(again.data).toEqual(first.data)
    expect(teamLinkCalls()).toHaveLength(2)
  })

  it('another call is not answered with it, and closes it', async () => {
    openPage('/mjwc2025/NOPE')
    const other = await client().rpc('team_link', { p_event_code: 'mjwc2025', p_code: code })
    expect(other.data).toMatchObject({ team: expect.any(String) })
    expect(teamLinkCalls()).toHaveLength(2)
    expect(globalThis[EARLY_TEAM_LINK as keyof typeof globalThis]).toBe(EARLY_TEAM_LINK_CLOSED)
  })

  it("an early script that runs after the client's first call sends nothing", async () => {
    await client().rpc('event_consent', { p_event: 'MJWC 2025' })
    openPage(`/mjwc2025/${code}`)
    expect(teamLinkCalls()).toHaveLength(0)
  })

  it('an early request that failed is sent again by the call that takes it', async () => {
    Object.assign(globalThis, {
      [EARLY_TEAM_LINK]: {
        url: `${srv.url}/rest/v1/rpc/team_link`,
        body: JSON.stringify({ p_event_code: 'mjwc2025', p_code: code }),
        response: Promise.reject(new TypeError('Failed to fetch')),
      },
    })
    const res = await client().rpc('team_link', { p_event_code: 'mjwc2025', p_code: code })
    expect(res.error).toBeNull()
    expect(res.data).toMatchObject({ team: expect.any(String) })
    expect(teamLinkCalls()).toHaveLength(1)
  })

  it('a call aborted while the early answer is on its way rejects as an abort', async () => {
    let taken!: () => void
    const takenByClient = new Promise<void>((resolve) => (taken = resolve))
    const onItsWay = new Promise<Response>(() => taken())
    Object.assign(globalThis, {
      [EARLY_TEAM_LINK]: {
        url: `${srv.url}/rest/v1/rpc/team_link`,
        body: JSON.stringify({ p_event_code: 'mjwc2025', p_code: code }),
        response: onItsWay,
      },
    })
    const controller = new AbortController()
    const pending = client().rpc('team_link', { p_event_code: 'mjwc2025', p_code: code }, { signal: controller.signal })
    await vi.waitFor(() => expect(globalThis[EARLY_TEAM_LINK as keyof typeof globalThis]).toBe(EARLY_TEAM_LINK_CLOSED))
    await takenByClient
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(teamLinkCalls()).toHaveLength(0)
  })

  it('asks for nothing on the landing page, the admin area or a malformed address', () => {
    expect(openPage('/')).toEqual(['modulepreload /assets/landing.js'])
    expect(openPage('/admin/mjwc2025')).toEqual([])
    expect(openPage('/admin/mjwc2025/Spain')).toEqual([])
    expect(openPage('/mjwc2025/%E0%A4%A')).toEqual(['modulepreload /assets/team.js', 'modulepreload /assets/icons.js'])
    expect(teamLinkCalls()).toHaveLength(0)
  })
})
