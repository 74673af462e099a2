// The players' rpc client (src/lib/public-rpc.ts, @supabase/postgrest-js) against the real local
// backend: the { data, error, status } shapes the data module's error mapping (ApiError kinds, SQL
// hints) reads, and an aborted call rejecting as an abort.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../../server/app.ts'
import { publicRpcClient } from '../../src/lib/public-rpc.ts'
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
