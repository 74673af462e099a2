// Review beside the spec's progress: 'Needs review' and 'Approved' tiles, per-card counts, the
// 'Teams with photos to review' filter. Complete stays 'every player has a photo'.
import { screen, within } from '@testing-library/react'
import { getEventSummary } from '@/lib/api'
import { renderDashboard } from './dashboard-test-setup'
import { team } from './team-summary-fixtures'

vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  getEventSummary: vi.fn(),
  getEventStorageUsage: vi.fn(async () => ({ objects: 0, bytes: 0 })),
}))
vi.mock('@/components/toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }))
vi.mock('@/components/flag', () => ({ Flag: () => <span data-testid="flag" /> }))

const TEAMS = [
  team('England', 20, 20, { approved: 18, needsReview: 2, retake: 0 }),
  team('Germany', 12, 20, { approved: 10, needsReview: 0, retake: 2 }),
  team('India', 22, 22, { approved: 22, needsReview: 0, retake: 0 }),
  team('Spain', 3, 10, { approved: 0, needsReview: 3, retake: 0 }),
]

const tile = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition')
const card = (name: string) => screen.getByRole('link', { name }).closest('article') as HTMLElement
const cardNames = () => screen.queryAllByTestId('team-card').map((c) => within(c).getByRole('link').textContent)

beforeEach(() => {
  vi.clearAllMocks()
  vi.mocked(getEventSummary).mockResolvedValue(TEAMS)
})

describe('AdminDashboardPage: review counts', () => {
  it("shows 'Needs review' and 'Approved' tiles beside the spec's four", async () => {
    renderDashboard()
    await screen.findByText('Overall Progress')
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Total Teams',
      'Complete',
      'Photos',
      'Players',
      'Needs review',
      'Approved',
    ])
    expect(tile('Needs review')).toHaveTextContent('5')
    expect(tile('Needs review')).toHaveTextContent('2 retake requested')
    expect(tile('Approved')).toHaveTextContent('50')
    expect(tile('Approved')).toHaveTextContent('of 57 photos')
    expect(tile('Complete')).toHaveTextContent('2') // England counts though two photos wait for review
  })

  it('shows approved, to review and (when any) retakes on each card, beside Complete', async () => {
    renderDashboard()
    await screen.findByText('Overall Progress')
    const england = within(card('England'))
    expect(england.getByText('Complete')).toBeInTheDocument()
    expect(england.getByTestId('review-counts')).toHaveTextContent('18/20 approved2 to review')
    expect(england.queryByText(/retake/)).not.toBeInTheDocument()
    expect(within(card('Germany')).getByTestId('review-counts')).toHaveTextContent('10/20 approved0 to review2 retake requested')
  })

  it('says none approved in grey, not in green beside a red bar', async () => {
    renderDashboard()
    await screen.findByText('Overall Progress')
    expect(within(card('Spain')).getByText('0/10 approved')).toHaveAttribute('data-tone', 'neutral')
    expect(within(card('Spain')).getByText('0/10 approved')).not.toHaveClass('text-emerald-800')
    expect(within(card('England')).getByText('18/20 approved')).toHaveClass('text-emerald-800')
  })

  it("filters 'Teams with photos to review'", async () => {
    const { user } = renderDashboard()
    await screen.findByText('Overall Progress')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter teams' }), 'Teams with photos to review')
    expect(cardNames()).toEqual(['England', 'Spain'])
    expect(screen.getByText('Showing 2 of 4 teams')).toBeInTheDocument()
  })
})
