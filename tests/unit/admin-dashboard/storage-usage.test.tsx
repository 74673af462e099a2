// The dashboard's storage line: loaded beside the teams, refreshed with them, and never in the
// way when it fails.
import { screen, waitFor } from '@testing-library/react'
import { ApiError, getEventStorageUsage, getEventSummary } from '@/lib/api'
import { renderDashboard } from './dashboard-test-setup'
import { TEAMS } from './team-summary-fixtures'

vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  getEventSummary: vi.fn(),
  getEventStorageUsage: vi.fn(),
}))
vi.mock('@/components/toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }))
vi.mock('@/components/flag', () => ({ Flag: () => <span data-testid="flag" /> }))

const summary = vi.mocked(getEventSummary)
const usage = vi.mocked(getEventStorageUsage)

beforeEach(() => {
  vi.clearAllMocks()
  summary.mockResolvedValue(TEAMS)
})

describe('AdminDashboardPage: storage in use', () => {
  it("shows the event's bytes and files under the tiles", async () => {
    usage.mockResolvedValue({ objects: 1204, bytes: 312_400_000 })
    renderDashboard()
    expect(await screen.findByTestId('storage-usage')).toHaveTextContent('312 MB of photos stored (1,204 files)')
    expect(usage).toHaveBeenCalledWith('MJWC 2025', expect.any(AbortSignal))
  })

  it('links to the overwritten and leftover files, where that space can be freed', async () => {
    usage.mockResolvedValue({ objects: 2, bytes: 48_000 })
    renderDashboard()
    await screen.findByTestId('storage-usage')
    expect(screen.getByRole('link', { name: 'Overwritten and leftover files' })).toHaveAttribute('href', '/admin/mjwc2025/files/leftovers')
  })

  it('Refresh loads it again with the teams', async () => {
    usage.mockResolvedValueOnce({ objects: 2, bytes: 48_000 }).mockResolvedValueOnce({ objects: 4, bytes: 1_500_000 })
    const { user } = renderDashboard()
    expect(await screen.findByTestId('storage-usage')).toHaveTextContent('48 kB of photos stored (2 files)')
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(screen.getByTestId('storage-usage')).toHaveTextContent('1.5 MB of photos stored (4 files)'))
    expect(summary).toHaveBeenCalledTimes(2)
    expect(usage).toHaveBeenCalledTimes(2)
  })

  it('a failure to load it shows nothing and leaves the dashboard working', async () => {
    usage.mockRejectedValue(new ApiError('load-storage', { kind: 'forbidden', status: 403, backendCode: '42501' }))
    renderDashboard()
    expect(await screen.findByText('Overall Progress')).toBeInTheDocument()
    await waitFor(() => expect(usage).toHaveBeenCalled())
    expect(screen.queryByTestId('storage-usage')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getAllByTestId('team-card')).toHaveLength(TEAMS.length)
  })
})
