// A team link resolves the code and starts the roster request at once (prefetch); the page's
// first getTeamRoster takes that request instead of asking again.
import { getTeamRoster, prefetchTeamRoster } from '@/lib/api/get-team-roster'
import { resolveTeam } from '@/lib/api/resolve-team'
import { settle } from '../settle'

type RpcAnswer = { data: unknown; error: unknown; status: number }
const rpc = vi.fn<(fn: string, args: Record<string, unknown>) => Promise<RpcAnswer>>()
vi.mock('@/lib/supabase', () => ({ publicRest: () => ({ rpc }) }))

const roster = (name: string) => ({
  data: [{ id: 1, player_name: name, upload_status: false, photo_url: null, photo_path: null, thumb_path: null, updated_at: '' }],
  error: null,
  status: 200,
})
const rosterCalls = () => rpc.mock.calls.filter(([fn]) => fn === 'team_roster')

beforeEach(() => {
  rpc.mockReset()
})

describe('prefetchTeamRoster', () => {
  it('the first getTeamRoster takes the prefetched request; the next asks the server anew', async () => {
    rpc.mockResolvedValueOnce(roster('early')).mockResolvedValueOnce(roster('fresh'))
    prefetchTeamRoster('MJWC 2025', 'CODE1')
    expect(rosterCalls()).toHaveLength(1)
    expect((await getTeamRoster('MJWC 2025', 'CODE1'))[0]!.player_name).toBe('early')
    expect(rosterCalls()).toHaveLength(1)
    expect((await getTeamRoster('MJWC 2025', 'CODE1'))[0]!.player_name).toBe('fresh')
    expect(rosterCalls()).toHaveLength(2)
  })

  it('is kept per event and code', async () => {
    rpc.mockResolvedValueOnce(roster('code A')).mockResolvedValueOnce(roster('code B'))
    prefetchTeamRoster('MJWC 2025', 'A')
    expect((await getTeamRoster('MJWC 2025', 'B'))[0]!.player_name).toBe('code B')
    expect((await getTeamRoster('MJWC 2025', 'A'))[0]!.player_name).toBe('code A')
  })

  it('a newer prefetch replaces an older one (a failed one is never handed out)', async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { message: 'boom' }, status: 503 }).mockResolvedValueOnce(roster('second'))
    prefetchTeamRoster('MJWC 2025', 'CODE2')
    prefetchTeamRoster('MJWC 2025', 'CODE2')
    expect((await getTeamRoster('MJWC 2025', 'CODE2'))[0]!.player_name).toBe('second')
  })

  it("a failed prefetch rejects only when the page takes it, with the spec's text", async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    rpc.mockResolvedValueOnce({ data: null, error: { message: 'boom' }, status: 503 })
    prefetchTeamRoster('MJWC 2025', 'CODE3')
    await settle(2) // the turn in which Node would report an unhandled rejection
    expect(unhandled).not.toHaveBeenCalled()
    process.off('unhandledRejection', unhandled)
    await expect(getTeamRoster('MJWC 2025', 'CODE3')).rejects.toMatchObject({
      code: 'load-roster',
      message: 'Failed to load players. Please try again.',
      kind: 'server',
    })
  })

  it('resolveTeam starts the prefetch alongside the code check', async () => {
    rpc.mockImplementation(async (fn) => (fn === 'resolve_team' ? { data: 'Spain', error: null, status: 200 } : roster('prefetched')))
    expect(await resolveTeam('MJWC 2025', 'CODE4')).toBe('Spain')
    expect(rpc.mock.calls.map(([fn, args]) => [fn, args])).toEqual([
      ['team_roster', { p_event: 'MJWC 2025', p_code: 'CODE4', p_limit: 1000 }],
      ['resolve_team', { p_event: 'MJWC 2025', p_code: 'CODE4' }],
    ])
    expect((await getTeamRoster('MJWC 2025', 'CODE4'))[0]!.player_name).toBe('prefetched')
    expect(rosterCalls()).toHaveLength(1)
  })
})

describe('getTeamRoster logging (spec §7)', () => {
  it("logs 'Error fetching players:' with the backend's error when the list fails", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = { message: 'boom', code: 'XX000' }
    rpc.mockResolvedValueOnce({ data: null, error, status: 500 })
    await expect(getTeamRoster('MJWC 2025', 'LOGFAIL')).rejects.toMatchObject({ code: 'load-roster' })
    expect(log).toHaveBeenCalledWith('Error fetching players:', error)
    log.mockRestore()
  })

  it('logs nothing when the list loads (an empty team included)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    rpc.mockResolvedValueOnce({ data: [], error: null, status: 200 })
    expect(await getTeamRoster('MJWC 2025', 'LOGOK')).toEqual([])
    expect(log).not.toHaveBeenCalled()
    log.mockRestore()
  })
})
