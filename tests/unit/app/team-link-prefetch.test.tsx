// The entry script asks for a team link's data before React renders (main.tsx); the page's query
// takes that request, in flight or answered, instead of asking again. The backend is a stub of
// the players' rpc client; TanStack Query, the query keys and the page's hook are the app's own.
import { render, screen } from '@testing-library/react'
import { prefetchTeamLink, teamLinkOf } from '@/app/team-link-prefetch'
import { queryClient, useTeamLink } from '@/lib/api'

type RpcAnswer = { data: unknown; error: unknown; status: number }
const rpc = vi.hoisted(() => vi.fn<(fn: string, args: Record<string, unknown>) => Promise<RpcAnswer>>())
vi.mock('@/lib/supabase', () => ({ publicRest: () => ({ rpc }) }))

const EVENT_ROW = {
  code: 'mjwc2025',
  name: 'MJWC 2025',
  display_name: "Men's Junior World Cup 2025",
  short_name: 'MJWC',
  venue: null,
  start_date: null,
  end_date: null,
  upload_deadline: null,
  time_zone: null,
  state: 'open',
  contact_email: null,
  uploads_open: true,
}
const answer = (team: string): RpcAnswer => ({ data: { event: EVENT_ROW, team, players: [] }, error: null, status: 200 })
const linkCalls = () => rpc.mock.calls.filter(([fn]) => fn === 'team_link')

function TeamName({ eventCode, code }: { eventCode: string; code: string }) {
  const link = useTeamLink(eventCode, code)
  return <p>{link.status === 'success' ? `team ${link.data.team}` : link.status}</p>
}

beforeEach(() => {
  rpc.mockReset()
  queryClient.clear()
})

describe('teamLinkOf', () => {
  it('reads a team link as its route does: the code upper-cased', () => {
    expect(teamLinkOf('/mjwc2025/abcd1234')).toEqual({ eventCode: 'mjwc2025', code: 'ABCD1234' })
  })

  it('decodes the address as the route reads it; a malformed one is left as it is', () => {
    expect(teamLinkOf('/MJWC%202025/abc%20')).toEqual({ eventCode: 'MJWC 2025', code: 'ABC' })
    expect(teamLinkOf('/%C3%B1and%C3%BA/%C3%B1x')).toEqual({ eventCode: 'ñandú', code: 'ÑX' })
    expect(teamLinkOf('/a%2Fb/code')).toEqual({ eventCode: 'a/b', code: 'CODE' })
    expect(teamLinkOf('/mjwc2025/%E0%A4%A')).toEqual({ eventCode: 'mjwc2025', code: '%E0%A4%A' })
  })

  it('is null for every other address', () => {
    for (const path of ['/', '/admin/mjwc2025', '/admin/mjwc2025/Germany', '/mjwc2025', '/a/b/c']) expect(teamLinkOf(path), path).toBeNull()
  })
})

describe('prefetchTeamLink', () => {
  it('the page joins the request still in flight: one team_link call', async () => {
    let reply!: (a: RpcAnswer) => void
    rpc.mockImplementationOnce(() => new Promise((resolve) => (reply = resolve)))
    prefetchTeamLink('/mjwc2025/abcd')
    expect(linkCalls()).toEqual([['team_link', { p_event_code: 'mjwc2025', p_code: 'ABCD' }, expect.anything()]])
    render(<TeamName eventCode="mjwc2025" code="ABCD" />)
    reply(answer('Germany'))
    expect(await screen.findByText('team Germany')).toBeInTheDocument()
    expect(linkCalls()).toHaveLength(1)
  })

  it('the page takes the answer that came before it mounted, without asking again', async () => {
    rpc.mockResolvedValueOnce(answer('Spain'))
    prefetchTeamLink('/mjwc2025/efgh')
    await vi.waitFor(() => expect(queryClient.getQueryState(['team-link', 'mjwc2025', 'EFGH'])?.status).toBe('success'))
    render(<TeamName eventCode="mjwc2025" code="EFGH" />)
    expect(screen.getByText('team Spain')).toBeInTheDocument()
    expect(linkCalls()).toHaveLength(1)
  })

  it('a failed early request leaves the page to ask and show its own answer', async () => {
    rpc
      .mockResolvedValueOnce({ data: null, error: { code: '', message: 'Failed to fetch', details: null, hint: null }, status: 0 })
      .mockResolvedValueOnce(answer('Chile'))
    prefetchTeamLink('/mjwc2025/ijkl')
    await vi.waitFor(() => expect(queryClient.getQueryState(['team-link', 'mjwc2025', 'IJKL'])?.status).toBe('error'))
    render(<TeamName eventCode="mjwc2025" code="IJKL" />)
    expect(await screen.findByText('team Chile')).toBeInTheDocument()
    expect(linkCalls()).toHaveLength(2)
  })

  it('asks nothing on another address', () => {
    prefetchTeamLink('/')
    prefetchTeamLink('/admin/mjwc2025')
    expect(rpc).not.toHaveBeenCalled()
  })
})
