// The app's screens share one query cache: a change made on the team page refreshes what the
// dashboard shows of that team (prefix invalidation through the key factory), with no callback
// between the two screens and no timer — the live refresh is turned off here.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import {
  deletePhoto,
  getEventSummary,
  listTeamPlayers,
  queryClient,
  queryKeys,
  resolveAdminTeam,
  type AdminPlayer,
  type TeamSummary,
} from '@/lib/api'
import { AdminDashboardPage } from '@/features/admin-dashboard'
import { AdminTeamPage } from '@/features/admin-team'
import { deferred, MJWC, NO_PHOTO, renderTeamPage, ROSTER, serverRoster } from './admin-team-test-setup'
import { toastMock } from '../toast-mock'

vi.mock('@/components/toast', () => import('../toast-mock'))
vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  resolveAdminTeam: vi.fn(),
  listTeamPlayers: vi.fn(),
  deletePhoto: vi.fn(),
  getEventSummary: vi.fn(),
  getEventStorageUsage: vi.fn(async () => ({ objects: 0, bytes: 0 })),
}))
vi.mock('@/components/flag', () => ({ Flag: () => <span data-testid="flag" /> }))

let server: ReturnType<typeof serverRoster>
let roster: AdminPlayer[]

/** The dashboard's numbers for Spain, counted from the server's rows as the SQL counts them. */
function spainSummary(): TeamSummary[] {
  const total = server.rows.length
  const uploaded = server.rows.filter((p) => p.upload_status).length
  return [
    {
      name: 'Spain',
      urlSafeName: 'Spain',
      total,
      uploaded,
      approved: 0,
      needsReview: uploaded,
      retake: 0,
      percentage: Math.round((uploaded / total) * 100),
      lastUpdated: null,
      accessCode: 'SPAINCODE123',
    },
  ]
}

beforeEach(() => {
  vi.clearAllMocks()
  // no live refresh: only the invalidation can bring the new numbers
  window.__PHOTO_PORTAL_REFRESH_MS__ = 0
  roster = ROSTER()
  server = serverRoster(roster)
  vi.mocked(resolveAdminTeam).mockResolvedValue('Spain')
  vi.mocked(listTeamPlayers).mockImplementation(server.list)
  vi.mocked(getEventSummary).mockImplementation(async () => spainSummary())
})
afterEach(() => {
  delete window.__PHOTO_PORTAL_REFRESH_MS__
  vi.restoreAllMocks()
})

const spainCard = () => screen.getByTestId('team-card')

describe('one cache for every screen', () => {
  it("deleting a photo on the team page (double-clicked: one request) updates the dashboard's cached summary", async () => {
    const user = userEvent.setup()
    render(
      <MemoryRouter initialEntries={['/admin/mjwc2025/Spain']}>
        <AdminDashboardPage event={MJWC} onLogout={async () => {}} />
        <AdminTeamPage event={MJWC} teamCandidates={['Spain']} />
      </MemoryRouter>,
    )
    expect(await within(await screen.findByTestId('team-card')).findByText('2/4 players')).toBeInTheDocument()
    await screen.findByText('Ana Ruiz')
    expect(getEventSummary).toHaveBeenCalledTimes(1)

    const answer = deferred<AdminPlayer>()
    vi.mocked(deletePhoto).mockReturnValueOnce(answer.promise)
    await user.click(screen.getByRole('button', { name: 'Delete photo of Ana Ruiz' }))
    await user.dblClick(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete photo' }))
    answer.resolve(server.update(roster[0]!.id, NO_PHOTO))

    await waitFor(() => expect(within(spainCard()).getByText('1/4 players')).toBeInTheDocument())
    expect(deletePhoto).toHaveBeenCalledTimes(1)
    expect(getEventSummary).toHaveBeenCalledTimes(2)
    expect(toastMock.success).toHaveBeenCalledWith('Photo deleted successfully')
    expect(screen.getByText('1 of 4 photos uploaded')).toBeInTheDocument()
  })

  it('a summary cached by a dashboard no longer on screen is marked stale, so opening it reads afresh', async () => {
    const summaryKey = queryKeys.eventSummary(MJWC.name)
    queryClient.setQueryData(summaryKey, spainSummary())
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    vi.mocked(deletePhoto).mockImplementationOnce(async (seen) => server.update(seen.id, NO_PHOTO))
    await user.click(screen.getByRole('button', { name: 'Delete photo of Ana Ruiz' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete photo' }))
    await waitFor(() => expect(queryClient.getQueryState(summaryKey)?.isInvalidated).toBe(true))
    // nothing showed it, so nothing read it yet
    expect(getEventSummary).not.toHaveBeenCalled()
  })
})
