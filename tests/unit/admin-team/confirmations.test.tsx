import { act, screen, waitFor, within } from '@testing-library/react'
import { ApiError, deletePhoto, listTeamPlayers, removePlayer, resolveAdminTeam, type AdminPlayer } from '@/lib/api'
import { deferred, NO_PHOTO, renderTeamPage, ROSTER, serverRoster } from './admin-team-test-setup'
import { toastMock } from '../toast-mock'

vi.mock('@/components/toast', () => import('../toast-mock'))
vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  resolveAdminTeam: vi.fn(),
  listTeamPlayers: vi.fn(),
  deletePhoto: vi.fn(),
  removePlayer: vi.fn(),
}))
vi.mock('@/components/flag', () => ({ Flag: () => <span data-testid="flag" /> }))
vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }))

let roster: AdminPlayer[]
let server: ReturnType<typeof serverRoster>
const nativeConfirm = vi.fn(() => true)

beforeEach(() => {
  vi.clearAllMocks()
  roster = ROSTER()
  server = serverRoster(roster)
  vi.mocked(resolveAdminTeam).mockResolvedValue('Spain')
  vi.mocked(listTeamPlayers).mockImplementation(server.list)
  vi.mocked(deletePhoto).mockImplementation(async (seen) => server.update(seen.id, NO_PHOTO))
  vi.mocked(removePlayer).mockImplementation(async (seen) => server.remove(seen.id))
  vi.stubGlobal('confirm', nativeConfirm)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const dialog = () => screen.getByRole('dialog')

describe('delete photo', () => {
  it('asks "Are you sure you want to delete {player}\'s photo?" in an in-app dialog, then deletes', async () => {
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Delete photo of Ana Ruiz' }))
    expect(within(dialog()).getByRole('heading', { name: 'Delete photo' })).toBeInTheDocument()
    expect(dialog()).toHaveTextContent("Are you sure you want to delete Ana Ruiz's photo?")
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog()).getByRole('button', { name: 'Delete photo' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(deletePhoto).toHaveBeenCalledWith(roster[0])
    expect(toastMock.success).toHaveBeenCalledWith('Photo deleted successfully')
    expect(nativeConfirm).not.toHaveBeenCalled()
    // the card now shows No photo and the counts follow
    expect(screen.getByText('1 of 4 photos uploaded')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete photo of Ana Ruiz' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Upload photo for Ana Ruiz' })).toBeInTheDocument()
  })

  it('Cancel keeps the photo', async () => {
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Delete photo of Ana Ruiz' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(deletePhoto).not.toHaveBeenCalled()
  })

  it("a failure toasts 'Failed to delete photo' and keeps the photo", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(deletePhoto).mockRejectedValueOnce(new ApiError('delete-photo', { kind: 'server' }))
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Delete photo of Ana Ruiz' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Delete photo' }))
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to delete photo'))
    expect(screen.getByRole('button', { name: 'Delete photo of Ana Ruiz' })).toBeInTheDocument()
  })

  it('a double click deletes once; the dialog stays, busy, until done', async () => {
    const d = deferred<AdminPlayer>()
    vi.mocked(deletePhoto).mockReturnValueOnce(d.promise)
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Delete photo of Ana Ruiz' }))
    await user.dblClick(within(dialog()).getByRole('button', { name: 'Delete photo' }))
    expect(within(dialog()).getByRole('button', { name: 'Working…' })).toBeDisabled()
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await act(async () => d.resolve(server.update(roster[0]!.id, NO_PHOTO)))
    expect(deletePhoto).toHaveBeenCalledTimes(1)
  })
})

describe('remove player', () => {
  const first = (name: string) => `Are you sure you want to permanently remove ${name} from the team? This action cannot be undone.`

  it('asks twice with the spec texts, then removes and toasts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Remove Ana Ruiz' }))
    expect(within(dialog()).getByRole('heading', { name: 'Remove player' })).toBeInTheDocument()
    expect(dialog()).toHaveTextContent(first('Ana Ruiz'))
    await user.click(within(dialog()).getByRole('button', { name: 'Continue' }))
    expect(dialog()).toHaveTextContent('Please confirm once more: Remove Ana Ruiz?')
    expect(removePlayer).not.toHaveBeenCalled()
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await act(async () => vi.advanceTimersByTime(600))
    await user.click(within(dialog()).getByRole('button', { name: 'Remove player' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(removePlayer).toHaveBeenCalledWith(roster[0])
    expect(toastMock.success).toHaveBeenCalledWith('Ana Ruiz has been removed from the team')
    expect(screen.queryByText('Ana Ruiz')).not.toBeInTheDocument()
    expect(screen.getByText('1 of 3 photos uploaded')).toBeInTheDocument()
    expect(nativeConfirm).not.toHaveBeenCalled()
  })

  it('a double click on the first question does not answer the second', async () => {
    const { user } = renderTeamPage()
    await screen.findByText('Zoë Müller')
    await user.click(screen.getByRole('button', { name: 'Remove Zoë Müller' }))
    await user.dblClick(within(dialog()).getByRole('button', { name: 'Continue' }))
    expect(dialog()).toHaveTextContent('Please confirm once more: Remove Zoë Müller?')
    expect(within(dialog()).getByRole('button', { name: 'Remove player' })).toBeDisabled()
    expect(removePlayer).not.toHaveBeenCalled()
  })

  it('Cancel at the second question keeps the player', async () => {
    const { user } = renderTeamPage()
    await screen.findByText('Zoë Müller')
    await user.click(screen.getByRole('button', { name: 'Remove Zoë Müller' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Continue' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(removePlayer).not.toHaveBeenCalled()
    expect(screen.getByText('Zoë Müller')).toBeInTheDocument()
  })

  it("a failure toasts 'Failed to remove player' and keeps the player", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.mocked(removePlayer).mockRejectedValueOnce(new ApiError('remove-player', { kind: 'server' }))
    const { user } = renderTeamPage()
    await screen.findByText('Zoë Müller')
    await user.click(screen.getByRole('button', { name: 'Remove Zoë Müller' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Continue' }))
    await act(async () => vi.advanceTimersByTime(600))
    await user.click(within(dialog()).getByRole('button', { name: 'Remove player' }))
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to remove player'))
    expect(screen.getByText('Zoë Müller')).toBeInTheDocument()
  })
})

describe('focus after a destructive action (it must not fall to the top of the page)', () => {
  it("after deleting a photo, focus is on that player's Upload", async () => {
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Delete photo of Ana Ruiz' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Delete photo' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Upload photo for Ana Ruiz' })).toHaveFocus()
  })

  it("after removing a player, focus is on the next player's name; after the last one shown, on the list's heading", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    const removeConfirmed = async (name: string) => {
      await user.click(screen.getByRole('button', { name: `Remove ${name}` }))
      await user.click(within(dialog()).getByRole('button', { name: 'Continue' }))
      // the second question arms its button after a moment
      await act(() => vi.advanceTimersByTimeAsync(600))
      await user.click(within(dialog()).getByRole('button', { name: 'Remove player' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    }
    await removeConfirmed('Björn Nakamura')
    expect(screen.getByRole('heading', { level: 3, name: 'María José de los Ángeles Fernández-Villanueva' })).toHaveFocus()
    // the last one in the list: the one before it
    await removeConfirmed('Zoë Müller')
    expect(screen.getByRole('heading', { level: 3, name: 'María José de los Ángeles Fernández-Villanueva' })).toHaveFocus()
    await user.type(screen.getByRole('searchbox', { name: 'Search players' }), 'Ana')
    await removeConfirmed('Ana Ruiz')
    expect(screen.getByRole('heading', { level: 2, name: 'Players' })).toHaveFocus()
  })

  it('a delete that fails leaves focus on the button that asked', async () => {
    vi.mocked(deletePhoto).mockRejectedValueOnce(new ApiError('delete-photo', { kind: 'server' }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Delete photo of Ana Ruiz' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Delete photo' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Delete photo of Ana Ruiz' })).toHaveFocus()
  })
})
