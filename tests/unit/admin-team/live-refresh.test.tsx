// The team page keeps itself current while visible: a quiet reload on a timer, on focus and when
// the tab comes back; none while hidden; never a loading state, and the admin's search, edit and
// dialogs stay. Time is faked (shouldAdvanceTime keeps Testing Library's waits working).
import { act, screen, waitFor, within } from '@testing-library/react'
import { ApiError, listTeamPlayers, resolveAdminTeam } from '@/lib/api'
import { player, renderTeamPage, ROSTER, serverRoster } from './admin-team-test-setup'

vi.mock('@/components/toast', () => import('../toast-mock'))
vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  resolveAdminTeam: vi.fn(),
  listTeamPlayers: vi.fn(),
}))
vi.mock('@/components/flag', () => ({ Flag: () => <span data-testid="flag" /> }))
vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }))

const list = vi.mocked(listTeamPlayers)
const REFRESH_MS = 15_000
let server: ReturnType<typeof serverRoster>

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

/** Björn (no photo on screen) gets a photo on the server, as if he uploaded with the team link. */
function bjornUploads() {
  const bjorn = server.rows[1]!
  const { photo_url, photo_path, thumb_path, thumb_url, photoSrc, thumbSrc } = player('Björn Nakamura', true)
  server.update(bjorn.id, {
    upload_status: true,
    photo_url,
    photo_path,
    thumb_path,
    thumb_url,
    photoSrc,
    thumbSrc,
    review_state: 'submitted',
    version_count: 1,
  })
}

async function openPage() {
  const view = renderTeamPage()
  await screen.findByText('Björn Nakamura')
  expect(list).toHaveBeenCalledTimes(1)
  return { ...view, grid: screen.getByRole('list', { name: 'Players' }) }
}

const tick = (ms: number) => act(async () => vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.clearAllMocks()
  vi.useFakeTimers({ shouldAdvanceTime: true })
  server = serverRoster(ROSTER())
  vi.mocked(resolveAdminTeam).mockResolvedValue('Spain')
  list.mockImplementation(server.list)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  setVisibility('visible')
  delete window.__PHOTO_PORTAL_REFRESH_MS__
})

describe('live refresh of the team page', () => {
  it('shows a new upload after 15 s without a loading state, keeping the search and the cards', async () => {
    const { user, grid } = await openPage()
    await user.type(screen.getByRole('searchbox', { name: 'Search players' }), 'n')
    bjornUploads()
    await tick(REFRESH_MS)
    expect(await screen.findByRole('button', { name: 'Replace photo of Björn Nakamura' })).toBeInTheDocument()
    expect(screen.getByText('3 of 4 photos uploaded')).toBeInTheDocument()
    // the same list element throughout: a loading state would have replaced it
    expect(screen.getByRole('list', { name: 'Players' })).toBe(grid)
    expect(screen.queryByText('Loading players…')).not.toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search players' })).toHaveValue('n')
  })

  it('the interval can be injected (window.__PHOTO_PORTAL_REFRESH_MS__)', async () => {
    window.__PHOTO_PORTAL_REFRESH_MS__ = 5000
    await openPage()
    bjornUploads()
    await tick(5000)
    expect(await screen.findByRole('button', { name: 'Replace photo of Björn Nakamura' })).toBeInTheDocument()
  })

  it('keeps an open inline edit and what was typed in it', async () => {
    const { user } = await openPage()
    await user.click(screen.getByRole('button', { name: 'Edit name of Zoë Müller' }))
    const input = screen.getByRole('textbox', { name: 'New name for Zoë Müller' })
    await user.type(input, ' Lang')
    bjornUploads()
    await tick(REFRESH_MS)
    await screen.findByRole('button', { name: 'Replace photo of Björn Nakamura' })
    expect(screen.getByRole('textbox', { name: 'New name for Zoë Müller' })).toHaveValue('Zoë Müller Lang')
    expect(screen.getByRole('textbox', { name: 'New name for Zoë Müller' })).toHaveFocus()
  })

  it('pauses while the tab is hidden and reloads at once when it comes back', async () => {
    await openPage()
    setVisibility('hidden')
    await tick(REFRESH_MS * 4)
    expect(list).toHaveBeenCalledTimes(1)
    bjornUploads()
    await act(async () => setVisibility('visible'))
    expect(await screen.findByRole('button', { name: 'Replace photo of Björn Nakamura' })).toBeInTheDocument()
    expect(list).toHaveBeenCalledTimes(2)
  })

  it('reloads when the window gets focus', async () => {
    await openPage()
    bjornUploads()
    await act(async () => window.dispatchEvent(new Event('focus')))
    expect(await screen.findByRole('button', { name: 'Replace photo of Björn Nakamura' })).toBeInTheDocument()
  })

  it('a refresh that fails keeps the roster on screen', async () => {
    const { grid } = await openPage()
    list.mockRejectedValueOnce(new ApiError('load-players', { kind: 'network' }))
    await tick(REFRESH_MS)
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2))
    expect(screen.getByRole('list', { name: 'Players' })).toBe(grid)
    expect(screen.queryByText('Failed to load players')).not.toBeInTheDocument()
  })

  it('a delete question on a photo that changed meanwhile says so and offers nothing to confirm', async () => {
    const { user } = await openPage()
    await user.click(screen.getByRole('button', { name: 'Delete photo of Ana Ruiz' }))
    const ana = server.rows[0]!
    server.update(ana.id, {
      photo_path: 'mjwc2025/Spain/Ana_Ruiz_new.jpg',
      photoSrc: 'http://backend.test/new.jpg',
      thumbSrc: 'http://backend.test/new.thumb.jpg',
    })
    await tick(REFRESH_MS)
    const dialog = screen.getByRole('dialog', { name: 'Delete photo' })
    await waitFor(() => expect(dialog).toHaveTextContent('This photo changed since you opened the page'))
    expect(within(dialog).queryByRole('button', { name: 'Delete photo' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('a remove question on a player removed meanwhile says so', async () => {
    const { user } = await openPage()
    await user.click(screen.getByRole('button', { name: 'Remove Zoë Müller' }))
    server.remove(server.rows[3]!.id)
    await tick(REFRESH_MS)
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Remove player' })).toHaveTextContent('This player was removed since you opened the page'),
    )
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument()
  })

  it('the photo viewer follows the player: it shows the new photo after a refresh', async () => {
    const { user } = await openPage()
    await user.click(screen.getByRole('button', { name: 'View photo of Ana Ruiz' }))
    server.update(server.rows[0]!.id, { photo_path: 'x/new.jpg', photoSrc: 'http://backend.test/new.jpg' })
    await tick(REFRESH_MS)
    const viewer = screen.getByRole('dialog', { name: 'Photo of Ana Ruiz' })
    await waitFor(() => expect(within(viewer).getByRole('img', { hidden: true })).toHaveAttribute('src', 'http://backend.test/new.jpg'))
  })
})
