import { screen, waitFor, within } from '@testing-library/react'
import { ApiError, listTeamPlayers, resolveAdminTeam, type AdminPlayer } from '@/lib/api'
import { deferred, player, renderTeamPage, ROSTER } from './admin-team-test-setup'

vi.mock('@/components/toast', () => import('../toast-mock'))
vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  resolveAdminTeam: vi.fn(),
  listTeamPlayers: vi.fn(),
}))
vi.mock('@/components/flag', () => ({ Flag: ({ team }: { team: string }) => <span data-testid="flag">{team}</span> }))
vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }))

const resolve = vi.mocked(resolveAdminTeam)
const list = vi.mocked(listTeamPlayers)

beforeEach(() => {
  vi.clearAllMocks()
  resolve.mockResolvedValue('Spain')
  list.mockResolvedValue(ROSTER())
})

describe('AdminTeamPage: finding the team', () => {
  it('resolves the URL candidates in the event, then lists that team', async () => {
    renderTeamPage(['new zealand', 'new-zealand'])
    expect(screen.getByRole('status')).toHaveTextContent('Loading team…')
    expect(await screen.findByRole('heading', { level: 1, name: 'Spain' })).toBeInTheDocument()
    expect(resolve).toHaveBeenCalledWith('MJWC 2025', ['new zealand', 'new-zealand'], expect.any(AbortSignal))
    // the roster is asked for in an effect, which may run after the heading is on screen
    await waitFor(() => expect(list).toHaveBeenCalledWith('MJWC 2025', 'Spain', expect.any(AbortSignal)))
  })

  it("shows the spec's Team Not Found screen with a way back to the dashboard", async () => {
    resolve.mockResolvedValue(null)
    const { user } = renderTeamPage(['Atlantis'])
    expect(await screen.findByRole('heading', { name: 'Team Not Found' })).toBeInTheDocument()
    expect(
      screen.getByText(
        "The team you're looking for doesn't exist or has been removed. Please verify the link with your team administrator.",
      ),
    ).toBeInTheDocument()
    expect(list).not.toHaveBeenCalled()
    await user.click(screen.getByRole('link', { name: 'Back to dashboard' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/mjwc2025')
  })

  it('offers Try Again when the team cannot be looked up', async () => {
    resolve.mockRejectedValueOnce(new ApiError('load-players', { kind: 'network' }))
    const { user } = renderTeamPage()
    expect(await screen.findByRole('heading', { name: 'Failed to load players' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Spain' })).toBeInTheDocument()
  })
})

describe('AdminTeamPage: roster states', () => {
  it('shows loading, then the header with the count of photos', async () => {
    const d = deferred<AdminPlayer[]>()
    list.mockReturnValueOnce(d.promise)
    renderTeamPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Spain' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading players…')
    expect(screen.getByRole('button', { name: 'Download All' })).toBeDisabled()
    d.resolve(ROSTER())
    expect(await screen.findByText('2 of 4 photos uploaded')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/admin/mjwc2025')
    expect(screen.getByTestId('flag')).toHaveTextContent('Spain')
  })

  it("shows 'Failed to load players' with Try Again, which reloads", async () => {
    list.mockRejectedValueOnce(new ApiError('load-players', { kind: 'server' }))
    const { user } = renderTeamPage()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load players')
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('Ana Ruiz')).toBeInTheDocument()
    expect(list).toHaveBeenCalledTimes(2)
  })

  it("shows 'No players found' for a team without players, with Download All disabled", async () => {
    list.mockResolvedValue([])
    renderTeamPage()
    expect(await screen.findByText('No players found')).toBeInTheDocument()
    expect(screen.getByText('0 of 0 photos uploaded')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download All' })).toBeDisabled()
  })

  it('disables Download All when no player has a photo', async () => {
    list.mockResolvedValue([player('Ana Ruiz', false)])
    renderTeamPage()
    expect(await screen.findByText('Ana Ruiz')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download All' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Add Player' })).toBeEnabled()
  })
})

describe('AdminTeamPage: grid and list', () => {
  it('grid cards show the lazy 256 px thumbnail, never the full photo, or No photo', async () => {
    const roster = ROSTER()
    list.mockResolvedValue(roster)
    renderTeamPage()
    const grid = await screen.findByRole('list', { name: 'Players' })
    const cards = within(grid).getAllByRole('listitem')
    expect(cards).toHaveLength(4)
    const img = within(cards[0]!).getByRole('img', { name: 'Photo of Ana Ruiz' })
    expect(img).toHaveAttribute('src', roster[0]!.thumbSrc)
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('width', '256')
    expect(img).toHaveAttribute('height', '256')
    expect(within(cards[1]!).getByText('No photo')).toBeInTheDocument()
    expect(within(cards[1]!).queryByRole('img')).not.toBeInTheDocument()
    for (const p of roster) expect(document.querySelector(`img[src="${p.photoSrc}"]`)).toBeNull()
  })

  it('photo actions appear only for players with a photo', async () => {
    renderTeamPage()
    await screen.findByText('Ana Ruiz')
    for (const name of [
      'Edit name of Ana Ruiz',
      'View photo of Ana Ruiz',
      'Download photo of Ana Ruiz',
      'Replace photo of Ana Ruiz',
      'Delete photo of Ana Ruiz',
      'Remove Ana Ruiz',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    }
    expect(screen.getByRole('button', { name: 'Upload photo for Björn Nakamura' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'View photo of Björn Nakamura' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete photo of Björn Nakamura' })).not.toBeInTheDocument()
  })

  it('the list view has Player, Status and Actions columns with the review state or No photo', async () => {
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    const gridButton = screen.getByRole('button', { name: 'Grid' })
    expect(gridButton).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'List' }))
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByRole('list', { name: 'Players' })).not.toBeInTheDocument()
    const table = screen.getByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Player', 'Status', 'Actions'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Needs review',
      'No photo',
      'Needs review',
      'No photo',
    ])
    expect(within(rows[0]!).getByRole('button', { name: 'Remove Ana Ruiz' })).toBeInTheDocument()
  })

  it('search is a case-insensitive substring match on the player name', async () => {
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    const search = screen.getByRole('searchbox', { name: 'Search players' })
    expect(search).toHaveAttribute('placeholder', 'Search players...')
    await user.type(search, 'ÁNGELES')
    const cards = within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem')
    expect(cards).toHaveLength(1)
    expect(cards[0]).toHaveTextContent('María José de los Ángeles Fernández-Villanueva')
    expect(screen.getByText('Showing 1 of 4 players')).toBeInTheDocument()
    await user.clear(search)
    await user.type(search, 'nobody')
    expect(screen.getByText('No players found')).toBeInTheDocument()
    // the header still counts the whole team
    expect(screen.getByText('2 of 4 photos uploaded')).toBeInTheDocument()
  })

  it('lists players in name order', async () => {
    list.mockResolvedValue([player('zara', false), player('Álvaro', false), player('bea', true)])
    renderTeamPage()
    await screen.findByText('zara')
    const names = within(screen.getByRole('list', { name: 'Players' }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(names).toEqual(['Álvaro', 'bea', 'zara'])
  })

  it('keeps a long name whole (wrapping, with its full text as a tooltip)', async () => {
    renderTeamPage()
    const name = await screen.findByRole('heading', { level: 3, name: 'María José de los Ángeles Fernández-Villanueva' })
    expect(name).toHaveAttribute('title', 'María José de los Ángeles Fernández-Villanueva')
    expect(name.className).toMatch(/break-words/)
  })
})
