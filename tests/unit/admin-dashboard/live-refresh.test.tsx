// The live dashboard: useLiveRefresh's timing (fake timers), and the dashboard reloading by itself
// with an injected short interval: no loading flash, search kept, failures said quietly.
import { act, renderHook, screen, waitFor, within } from '@testing-library/react'
import toast from 'react-hot-toast'
import { ApiError, getEventSummary, liveRefreshIntervalMs, useLiveRefresh } from '@/lib/api'
import { clockTime, formatUpdated } from '@/features/admin-dashboard/format-updated'
import { renderDashboard } from './dashboard-test-setup'
import { team, TEAMS } from './team-summary-fixtures'

vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  getEventSummary: vi.fn(),
  getEventStorageUsage: vi.fn(async () => ({ objects: 0, bytes: 0 })),
}))
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }))
vi.mock('@/components/flag', () => ({ Flag: () => <span data-testid="flag" /> }))

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('useLiveRefresh', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    setVisibility('visible')
  })

  it('reloads every interval while the tab is visible', async () => {
    const refetch = vi.fn(async () => {})
    renderHook(() => useLiveRefresh(refetch, 1000))
    expect(refetch).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(refetch).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(refetch).toHaveBeenCalledTimes(2)
  })

  it('pauses while hidden and reloads at once when the tab comes back, then keeps the rhythm', async () => {
    const refetch = vi.fn(async () => {})
    renderHook(() => useLiveRefresh(refetch, 1000))
    act(() => setVisibility('hidden'))
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(refetch).not.toHaveBeenCalled()
    await act(async () => setVisibility('visible'))
    expect(refetch).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(refetch).toHaveBeenCalledTimes(2)
  })

  it('reloads on focus, once when focus and visibility come together', async () => {
    const refetch = vi.fn(async () => {})
    renderHook(() => useLiveRefresh(refetch, 60_000))
    await act(async () => {
      setVisibility('visible')
      window.dispatchEvent(new Event('focus'))
    })
    expect(refetch).toHaveBeenCalledTimes(1)
  })

  it('never runs two reloads at once: the next tick waits for a slow one', async () => {
    let finish!: () => void
    const refetch = vi.fn(() => new Promise<void>((r) => (finish = r)))
    renderHook(() => useLiveRefresh(refetch, 1000))
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await act(() => vi.advanceTimersByTimeAsync(5000))
    window.dispatchEvent(new Event('focus'))
    expect(refetch).toHaveBeenCalledTimes(1)
    await act(async () => finish())
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(refetch).toHaveBeenCalledTimes(2)
  })

  it('goes on after a failed reload and stops when unmounted', async () => {
    const refetch = vi.fn(async () => Promise.reject(new Error('offline')))
    const { unmount } = renderHook(() => useLiveRefresh(refetch, 1000))
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(refetch).toHaveBeenCalledTimes(2)
    unmount()
    await act(() => vi.advanceTimersByTimeAsync(5000))
    window.dispatchEvent(new Event('focus'))
    expect(refetch).toHaveBeenCalledTimes(2)
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
