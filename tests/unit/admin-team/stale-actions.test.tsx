// Compare-and-set from the page's side: every change names the player as the page showed it; when
// the server refuses because the row changed, the admin reads why and sees the row as it is now.
import { screen, waitFor, within } from '@testing-library/react'
import { ApiError, deletePhoto, listTeamPlayers, renamePlayer, resolveAdminTeam, setPlayerPhoto, type AdminPlayer } from '@/lib/api'
import { prepareAdminPhoto } from '@/features/admin-team/actions/prepare-admin-photo'
import { player, renderTeamPage, ROSTER, serverRoster } from './admin-team-test-setup'
import { toastMock } from '../toast-mock'

vi.mock('@/components/toast', () => import('../toast-mock'))
vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  resolveAdminTeam: vi.fn(),
  listTeamPlayers: vi.fn(),
  deletePhoto: vi.fn(),
  renamePlayer: vi.fn(),
  setPlayerPhoto: vi.fn(),
}))
vi.mock('@/features/admin-team/actions/prepare-admin-photo', () => ({ prepareAdminPhoto: vi.fn() }))
vi.mock('@/components/flag', () => ({ Flag: () => <span data-testid="flag" /> }))
vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }))

const list = vi.mocked(listTeamPlayers)
const jpeg = () => new Blob([new Uint8Array(10)], { type: 'image/jpeg' })
let roster: AdminPlayer[]
let server: ReturnType<typeof serverRoster>

/** The player uploads with the team link while the admin's page still shows the old row. */
function playerUploads(index: number) {
  const p = server.rows[index]!
  const { photo_url, photo_path, thumb_path, thumb_url, photoSrc, thumbSrc } = player(p.player_name, true)
  server.update(p.id, { upload_status: true, photo_url, photo_path, thumb_path, thumb_url, photoSrc, thumbSrc, review_state: 'submitted' })
}
const refuse = (code: 'photo-changed' | 'player-changed' | 'player-removed') => new ApiError(code, { kind: 'conflict', status: 409 })

beforeEach(() => {
  vi.clearAllMocks()
  roster = ROSTER()
  server = serverRoster(roster)
  vi.mocked(resolveAdminTeam).mockResolvedValue('Spain')
  list.mockImplementation(server.list)
  vi.mocked(prepareAdminPhoto).mockResolvedValue({ photo: jpeg(), thumb: jpeg(), findings: null, faceCropped: false })
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('a change on a row that changed meanwhile', () => {
  it("Upload on a stale 'No photo' row: refused, 'This photo changed since you opened the page', the player's photo appears", async () => {
    vi.mocked(setPlayerPhoto).mockRejectedValue(refuse('photo-changed'))
    const { user } = renderTeamPage()
    await screen.findByText('Björn Nakamura')
    playerUploads(1)
    await user.click(screen.getByRole('button', { name: 'Upload photo for Björn Nakamura' }))
    await user.upload(screen.getByTestId('admin-photo-input'), new File(['x'], 'b.jpg', { type: 'image/jpeg' }))
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('This photo changed since you opened the page', { id: 'toast-id' }))
    // the page named what it showed: no photo
    expect(vi.mocked(setPlayerPhoto).mock.calls[0]![0]).toMatchObject({ id: roster[1]!.id, photo_path: null })
    // and reloads quietly to show the player's photo
    expect(await screen.findByRole('button', { name: 'Replace photo of Björn Nakamura' })).toBeInTheDocument()
    expect(screen.getByText('3 of 4 photos uploaded')).toBeInTheDocument()
  })

  it('Delete on a photo replaced meanwhile: refused, said, and the new photo is shown', async () => {
    vi.mocked(deletePhoto).mockRejectedValue(refuse('photo-changed'))
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Delete photo of Ana Ruiz' }))
    playerUploads(0)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete photo' }))
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('This photo changed since you opened the page'))
    expect(deletePhoto).toHaveBeenCalledWith(roster[0])
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const card = screen.getByRole('heading', { level: 3, name: 'Ana Ruiz' }).closest('li')!
    await waitFor(() => expect(within(card).getByRole('img')).toHaveAttribute('src', server.rows[0]!.thumbSrc))
  })

  it('a rename of a player renamed meanwhile: refused, said, the edit closes on the new name', async () => {
    vi.mocked(renamePlayer).mockRejectedValue(refuse('player-changed'))
    const { user } = renderTeamPage()
    await screen.findByText('Zoë Müller')
    await user.click(screen.getByRole('button', { name: 'Edit name of Zoë Müller' }))
    server.update(roster[3]!.id, { player_name: 'Zoe Muller' })
    await user.type(screen.getByRole('textbox', { name: 'New name for Zoë Müller' }), ' Lang{Enter}')
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('This player changed since you opened the page'))
    expect(renamePlayer).toHaveBeenCalledWith(roster[3], 'Zoë Müller Lang', { allowDuplicate: false })
    expect(await screen.findByRole('heading', { level: 3, name: 'Zoe Muller' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('the rename names the player as the edit opened, even after a refresh brought another name', async () => {
    vi.mocked(renamePlayer).mockRejectedValue(refuse('player-changed'))
    const { user } = renderTeamPage()
    await screen.findByText('Zoë Müller')
    await user.click(screen.getByRole('button', { name: 'Edit name of Zoë Müller' }))
    server.update(roster[3]!.id, { player_name: 'Zoe Muller' })
    window.dispatchEvent(new Event('focus'))
    await screen.findByRole('textbox', { name: 'New name for Zoe Muller' })
    await user.type(screen.getByRole('textbox'), '{Enter}')
    await waitFor(() => expect(renamePlayer).toHaveBeenCalled())
    expect(vi.mocked(renamePlayer).mock.calls[0]![0]).toMatchObject({ player_name: 'Zoë Müller' })
  })

  it('a player removed meanwhile disappears from the page', async () => {
    vi.mocked(deletePhoto).mockRejectedValue(refuse('player-removed'))
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Delete photo of Ana Ruiz' }))
    server.remove(roster[0]!.id)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete photo' }))
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('This player was removed since you opened the page'))
    await waitFor(() => expect(screen.queryByText('Ana Ruiz')).not.toBeInTheDocument())
  })

  it('an ordinary failure does not reload', async () => {
    vi.mocked(deletePhoto).mockRejectedValue(new ApiError('delete-photo', { kind: 'server' }))
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Delete photo of Ana Ruiz' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete photo' }))
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to delete photo'))
    expect(list).toHaveBeenCalledTimes(1)
  })
})
