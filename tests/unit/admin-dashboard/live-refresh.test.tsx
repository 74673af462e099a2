// The live dashboard: useQuery's liveMs timing (fake timers), and the dashboard reloading by itself
// with an injected short interval: no loading flash, search kept, failures said quietly.
import { act, renderHook, screen, waitFor, within } from '@testing-library/react'
import toast from '@/components/toast'
import { ApiError, getEventSummary, liveRefreshIntervalMs, useQuery } from '@/lib/api'
import { clockTime } from '@/lib/dates'
import { formatUpdated } from '@/features/admin-dashboard/format-updated'
import { renderDashboard } from './dashboard-test-setup'
import { team, TEAMS } from './team-summary-fixtures'

vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  getEventSummary: vi.fn(),
  getEventStorageUsage: vi.fn(async () => ({ objects: 0, bytes: 0 })),
}))
vi.mock('@/components/toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }))
vi.mock('@/components/flag', () => ({ Flag: () => <span data-testid="flag" /> }))

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe("useQuery's liveMs (TanStack Query's refetchInterval and refetchOnWindowFocus)", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    setVisibility('visible')
  })

  /** A live query whose first load has answered; `fetcher` counts every load after it. */
  async function live(fetcher: () => Promise<number>, liveMs: number) {
    let first = true
    const load = vi.fn(() => (first ? ((first = false), Promise.resolve(0)) : fetcher()))
    const view = renderHook(() => useQuery(['live'], load, { liveMs }))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(view.result.current.status).toBe('success')
    return { ...view, reloads: () => load.mock.calls.length - 1 }
  }

  it('reloads every interval while the tab is visible, without a loading state', async () => {
    const { result, reloads } = await live(async () => 1, 1000)
    expect(reloads()).toBe(0)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(reloads()).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(reloads()).toBe(2)
    expect(result.current).toMatchObject({ status: 'success', data: 1 })
  })

  it('pauses while hidden and reloads at once when the tab comes back, then keeps the rhythm', async () => {
    const { reloads } = await live(async () => 1, 1000)
    act(() => setVisibility('hidden'))
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(reloads()).toBe(0)
    await act(async () => setVisibility('visible'))
    expect(reloads()).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(reloads()).toBe(2)
  })

  it('never runs two reloads at once: ticks during a slow one join it', async () => {
    let finish!: (n: number) => void
    const { reloads } = await live(() => new Promise<number>((r) => (finish = r)), 1000)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(reloads()).toBe(1)
    await act(async () => finish(1))
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(reloads()).toBe(2)
  })

  it('goes on after a failed reload, keeping what is shown, and stops when unmounted', async () => {
    const { result, unmount, reloads } = await live(() => Promise.reject(new Error('offline')), 1000)
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(reloads()).toBe(2)
    expect(result.current).toMatchObject({ status: 'success', data: 0 })
    unmount()
    await act(() => vi.advanceTimersByTimeAsync(5000))
    await act(async () => setVisibility('visible'))
    expect(reloads()).toBe(2)
  })

  it('a failed first load waits for its Try Again: no timer', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')))
    const { result } = renderHook(() => useQuery(['live'], load, { liveMs: 1000 }))
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(result.current.status).toBe('error')
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('freshness line', () => {
  const at = new Date(2025, 10, 20, 14, 32, 5)
  it("says 'Updated just now' right after a reload, then the time of it", () => {
    expect(formatUpdated(at, new Date(at.getTime() + 2000))).toBe('Updated just now')
    expect(formatUpdated(at, new Date(at.getTime() + 20_000), { locale: 'en-GB' })).toBe('Updated 14:32:05')
    expect(clockTime(at, { locale: 'en-GB' })).toBe('14:32:05')
  })
  it('reloads every 15 s unless a test injects another interval', () => {
    expect(liveRefreshIntervalMs()).toBe(15_000)
    window.__PHOTO_PORTAL_REFRESH_MS__ = 50
    expect(liveRefreshIntervalMs()).toBe(50)
    window.__PHOTO_PORTAL_REFRESH_MS__ = -1
    expect(liveRefreshIntervalMs()).toBe(15_000)
    delete window.__PHOTO_PORTAL_REFRESH_MS__
  })
})

describe('AdminDashboardPage: live', () => {
  const summary = vi.mocked(getEventSummary)
  const cardNames = () => screen.queryAllByTestId('team-card').map((c) => within(c).getByRole('link').textContent)

  beforeEach(() => {
    vi.clearAllMocks()
    summary.mockResolvedValue(TEAMS)
    window.__PHOTO_PORTAL_REFRESH_MS__ = 20
  })
  afterEach(() => {
    delete window.__PHOTO_PORTAL_REFRESH_MS__
  })

  it('picks up new numbers by itself, keeping the search and never showing the loading state', async () => {
    const { user } = renderDashboard()
    await screen.findByText('Overall Progress')
    expect(screen.getByTestId('last-refresh')).toHaveTextContent(/^Updated /)
    let flashed = false
    const watch = new MutationObserver(() => {
      if (screen.queryByText('Loading teams…')) flashed = true
    })
    watch.observe(document.body, { subtree: true, childList: true, characterData: true })

    const search = screen.getByRole('searchbox', { name: 'Search teams' })
    await user.type(search, 'ger')
    expect(cardNames()).toEqual(['Germany'])
    summary.mockResolvedValue(TEAMS.map((t) => (t.name === 'Germany' ? team('Germany', 13, 20) : t)))
    const germany = screen.getByRole('link', { name: 'Germany' }).closest('article') as HTMLElement
    await waitFor(() => expect(within(germany).getByText('13/20 players')).toBeInTheDocument())
    watch.disconnect()

    expect(search).toHaveValue('ger')
    expect(cardNames()).toEqual(['Germany'])
    expect(flashed).toBe(false)
    expect(screen.getByTestId('last-refresh')).toHaveTextContent('Updated just now')
  })

  it('says quietly that a reload failed, keeps the last numbers, and recovers', async () => {
    renderDashboard()
    await screen.findByText('Overall Progress')
    summary.mockRejectedValue(new ApiError('load-teams', { kind: 'network' }))
    expect(await screen.findByText(/^Couldn't refresh at .*Showing the last numbers loaded/)).toBeInTheDocument()
    expect(toast.error).not.toHaveBeenCalled()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getAllByTestId('team-card')).toHaveLength(TEAMS.length)

    summary.mockResolvedValue(TEAMS)
    await waitFor(() => expect(screen.queryByText(/Couldn't refresh/)).not.toBeInTheDocument())
  })
})
