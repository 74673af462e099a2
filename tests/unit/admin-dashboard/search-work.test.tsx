// Typing in the dashboard's search at 200 teams does no per-card work for cards that stay: no
// date formatter is built (seven per card per render took 349 ms a keystroke at 137 teams), and
// a card whose team is unchanged is not rendered again. Counts work, never time (the time is a
// figure of `npm run bench`: scripts/bench/dashboard-search.ts).
import { screen, waitFor } from '@testing-library/react'
import { getEventSummary } from '@/lib/api'
import { formatLastUpdated } from '@/features/admin-dashboard/format-last-updated'
import { clockTime } from '@/lib/dates'
import { renderDashboard } from './dashboard-test-setup'
import { team } from './team-summary-fixtures'

vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  getEventSummary: vi.fn(),
  getEventStorageUsage: vi.fn(async () => ({ objects: 0, bytes: 0 })),
}))
// Every render of a card formats its 'Last updated': counting the calls counts the card renders.
vi.mock('@/features/admin-dashboard/format-last-updated', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/admin-dashboard/format-last-updated')>()
  return { ...actual, formatLastUpdated: vi.fn(actual.formatLastUpdated) }
})
vi.mock('@/components/toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }))
vi.mock('@/components/flag', () => ({ Flag: () => <span data-testid="flag" /> }))

const TEAMS = Array.from({ length: 200 }, (_, i) =>
  team(`${['Real', 'Union', 'Racing', 'Royal'][i % 4]} Club ${String(i).padStart(3, '0')}`, i % 12, 12, {
    lastUpdated: new Date(Date.UTC(2025, 10, 1 + (i % 28), 9, i % 60)).toISOString(),
  }),
)

beforeEach(() => {
  vi.mocked(getEventSummary).mockResolvedValue(TEAMS)
})
afterEach(() => vi.restoreAllMocks())

it('a keystroke at 200 teams builds no date formatter and renders no card again', async () => {
  const { user } = renderDashboard()
  await waitFor(() => expect(screen.getAllByTestId('team-card')).toHaveLength(200))
  // The freshness line's clock ('Updated 14:32:05') builds its formatter on first use, which on a
  // busy machine may fall in the middle of typing: built now.
  clockTime(new Date())
  // Counts constructions, handing back real formatters (a spy's would end up in the app's cache).
  const Real = Intl.DateTimeFormat
  let built = 0
  const count = (make: () => Intl.DateTimeFormat) => {
    built++
    return make()
  }
  Intl.DateTimeFormat = new Proxy(Real, {
    construct: (target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) => count(() => new target(...args)),
    apply: (target, _this, args: Parameters<typeof Intl.DateTimeFormat>) => count(() => target(...args)),
  })
  onTestFinished(() => {
    Intl.DateTimeFormat = Real
  })
  const cards = screen.getAllByTestId('team-card')
  const search = screen.getByPlaceholderText('Search teams...')

  await user.type(search, 'r')
  // 'Real …', 'Racing …' and 'Royal …' stay ('Union Club' has no r): 150 cards
  await waitFor(() => expect(screen.getAllByTestId('team-card')).toHaveLength(150))
  // the same elements: the cards that stayed were neither re-created nor re-rendered into new nodes
  const after = screen.getAllByTestId('team-card')
  expect(after.every((c) => cards.includes(c))).toBe(true)
  expect(built).toBe(0)

  await user.type(search, 'o')
  await waitFor(() => expect(screen.getAllByTestId('team-card')).toHaveLength(50))
  expect(built).toBe(0)
})

it('the cards are memoised: a keystroke renders no card whose team is unchanged', async () => {
  const { user } = renderDashboard()
  await waitFor(() => expect(screen.getAllByTestId('team-card')).toHaveLength(200))
  const formatted = vi.mocked(formatLastUpdated)
  formatted.mockClear()
  await user.type(screen.getByPlaceholderText('Search teams...'), 'Real')
  await waitFor(() => expect(screen.getAllByTestId('team-card')).toHaveLength(50))
  expect(formatted).not.toHaveBeenCalled()
  // Clearing the search brings the other 150 back: those are rendered, once each.
  await user.clear(screen.getByPlaceholderText('Search teams...'))
  await waitFor(() => expect(screen.getAllByTestId('team-card')).toHaveLength(200))
  expect(formatted).toHaveBeenCalledTimes(150)
})
