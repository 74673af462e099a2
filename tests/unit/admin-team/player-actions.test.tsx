import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { downloadFile } from '@/lib/download-file'
import {
  ApiError,
  addPlayer,
  fetchPhoto,
  listTeamPlayers,
  resolveAdminTeam,
  reviewPhoto,
  setPlayerPhoto,
  type AdminPlayer,
} from '@/lib/api'
import { ImageError } from '@/lib/image'
import { prepareAdminPhoto } from '@/features/admin-team/actions/prepare-admin-photo'
import { deferred, player, renderTeamPage, ROSTER, serverRoster } from './admin-team-test-setup'
import { toastMock } from '../toast-mock'

vi.mock('@/components/toast', () => import('../toast-mock'))
vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  resolveAdminTeam: vi.fn(),
  listTeamPlayers: vi.fn(),
  addPlayer: vi.fn(),
  fetchPhoto: vi.fn(),
  setPlayerPhoto: vi.fn(),
  reviewPhoto: vi.fn(),
}))
vi.mock('@/features/admin-team/actions/prepare-admin-photo', () => ({ prepareAdminPhoto: vi.fn() }))
vi.mock('@/components/flag', () => ({ Flag: () => <span data-testid="flag" /> }))
vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }))

let roster: AdminPlayer[]
let server: ReturnType<typeof serverRoster>
const list = vi.mocked(listTeamPlayers)
const jpeg = (n = 10) => new Blob([new Uint8Array(n)], { type: 'image/jpeg' })

beforeEach(() => {
  vi.clearAllMocks()
  roster = ROSTER()
  server = serverRoster(roster)
  vi.mocked(resolveAdminTeam).mockResolvedValue('Spain')
  list.mockImplementation(server.list)
  vi.mocked(prepareAdminPhoto).mockResolvedValue({ photo: jpeg(1000), thumb: jpeg(100), findings: null, faceCropped: false })
  // the server answers the row with its new photo (an admin's photo is approved at once)
  vi.mocked(setPlayerPhoto).mockImplementation(async (seen, _photo, _thumb, findings = null) => {
    const { id, player_name } = seen as AdminPlayer
    const { photo_url, photo_path, thumb_path, thumb_url, photoSrc, thumbSrc } = player(player_name, true)
    return server.update(id, {
      upload_status: true,
      photo_url,
      photo_path,
      thumb_path,
      thumb_url,
      photoSrc,
      thumbSrc,
      review_state: 'approved',
      findings: findings && [...findings],
    })
  })
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('Add Player', () => {
  async function openDialog() {
    const view = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await view.user.click(screen.getByRole('button', { name: 'Add Player' }))
    const dialog = screen.getByRole('dialog', { name: 'Add New Player' })
    return { ...view, dialog, input: within(dialog).getByRole('textbox', { name: 'Player name' }) }
  }

  it("opens 'Add New Player' with a focused 'Player name' field, Cancel and Add Player", async () => {
    const { dialog, input } = await openDialog()
    expect(input).toHaveFocus()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Add Player' })).toBeInTheDocument()
  })

  it("refuses a blank name with 'Please enter a player name'", async () => {
    const { user, dialog, input } = await openDialog()
    await user.type(input, '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Add Player' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a player name')
    expect(addPlayer).not.toHaveBeenCalled()
  })

  it("adds the trimmed name, toasts 'Added {name}' and shows the player", async () => {
    vi.mocked(addPlayer).mockImplementation(async (_e, _t, name) => server.add(player(name, false)))
    const { user, input } = await openDialog()
    await user.type(input, '  Lucía Gómez {Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(addPlayer).toHaveBeenCalledWith('MJWC 2025', 'Spain', 'Lucía Gómez', { allowDuplicate: false })
    expect(toastMock.success).toHaveBeenCalledWith('Added Lucía Gómez')
    expect(screen.getByRole('heading', { level: 3, name: 'Lucía Gómez' })).toBeInTheDocument()
    expect(screen.getByText('2 of 5 photos uploaded')).toBeInTheDocument()
  })

  it('adds once on a double click', async () => {
    const d = deferred<AdminPlayer>()
    vi.mocked(addPlayer).mockReturnValueOnce(d.promise)
    const { user, dialog, input } = await openDialog()
    await user.type(input, 'Lucía')
    await user.dblClick(within(dialog).getByRole('button', { name: 'Add Player' }))
    expect(within(dialog).getByRole('button', { name: 'Adding…' })).toBeDisabled()
    await act(async () => d.resolve(player('Lucía', false)))
    expect(addPlayer).toHaveBeenCalledTimes(1)
  })

  it("keeps the dialog and the name on failure, with 'Failed to add player'", async () => {
    vi.mocked(addPlayer).mockRejectedValueOnce(new ApiError('add-player', { kind: 'server' }))
    const { user, dialog, input } = await openDialog()
    await user.type(input, 'Lucía{Enter}')
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to add player'))
    expect(dialog).toBeVisible()
    expect(input).toHaveValue('Lucía')
  })

  it('Cancel closes without a call and starts empty next time', async () => {
    const { user, dialog, input } = await openDialog()
    await user.type(input, 'Half typed')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add Player' }))
    expect(screen.getByRole('textbox', { name: 'Player name' })).toHaveValue('')
    expect(addPlayer).not.toHaveBeenCalled()
  })
})

describe('view', () => {
  it('shows the full photo with the name as caption; Escape closes and focus returns', async () => {
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    const viewButton = screen.getByRole('button', { name: 'View photo of Ana Ruiz' })
    await user.click(viewButton)
    const viewer = screen.getByRole('dialog', { name: 'Photo of Ana Ruiz' })
    const img = within(viewer).getByRole('img', { hidden: true })
    expect(img).toHaveAttribute('src', roster[0]!.photoSrc)
    expect(within(viewer).getByText('Ana Ruiz', { selector: 'figcaption' })).toBeInTheDocument()
    expect(within(viewer).getByRole('button', { name: 'Close' })).toHaveFocus()
    // jsdom has no showModal: the Escape a browser turns into 'cancel' is dispatched directly.
    viewer.dispatchEvent(new Event('cancel', { cancelable: true }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(viewButton).toHaveFocus()
  })

  it('a click anywhere closes it', async () => {
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'View photo of Ana Ruiz' }))
    await user.click(screen.getByText('Ana Ruiz', { selector: 'figcaption' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('download one photo', () => {
  it("fetches the photo as a blob and saves '{player_name}.jpg'", async () => {
    const blob = jpeg(20)
    vi.mocked(fetchPhoto).mockResolvedValue(blob)
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Download photo of María José de los Ángeles Fernández-Villanueva' }))
    await waitFor(() => expect(downloadFile).toHaveBeenCalledWith('María José de los Ángeles Fernández-Villanueva.jpg', blob))
    expect(fetchPhoto).toHaveBeenCalledWith(roster[2]!.photoSrc)
    expect(toastMock.success).toHaveBeenCalledWith("Downloaded María José de los Ángeles Fernández-Villanueva's photo")
  })

  it("toasts 'Failed to download photo' on failure", async () => {
    vi.mocked(fetchPhoto).mockRejectedValue(new ApiError('download-photo', { kind: 'not-found' }))
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Download photo of Ana Ruiz' }))
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to download photo'))
    expect(downloadFile).not.toHaveBeenCalled()
  })
})

describe('upload and replace', () => {
  const input = () => screen.getByTestId('admin-photo-input') as HTMLInputElement

  it('the picker accepts any image', async () => {
    renderTeamPage()
    await screen.findByText('Ana Ruiz')
    expect(input()).toHaveAttribute('accept', 'image/*')
    expect(input()).toHaveAttribute('type', 'file')
  })

  it("uploads a photo for a player without one and toasts 'Photo updated for {player}'", async () => {
    const { user } = renderTeamPage()
    await screen.findByText('Björn Nakamura')
    const click = vi.spyOn(input(), 'click')
    await user.click(screen.getByRole('button', { name: 'Upload photo for Björn Nakamura' }))
    expect(click).toHaveBeenCalled()
    const file = new File(['x'], 'björn.png', { type: 'image/png' })
    await user.upload(input(), file)
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Photo updated for Björn Nakamura', { id: 'toast-id' }))
    expect(prepareAdminPhoto).toHaveBeenCalledWith(file)
    const prepared = await vi.mocked(prepareAdminPhoto).mock.results[0]!.value
    // the player as the page showed it: the server refuses if its photo changed meanwhile
    expect(setPlayerPhoto).toHaveBeenCalledWith(roster[1], prepared.photo, prepared.thumb, null, null)
    expect(await screen.findByRole('button', { name: 'Replace photo of Björn Nakamura' })).toBeInTheDocument()
    expect(screen.getByText('3 of 4 photos uploaded')).toBeInTheDocument()
  })

  it('a photo cut to the face, with what the checks found, says so and shows the findings on the card', async () => {
    vi.mocked(prepareAdminPhoto).mockResolvedValue({ photo: jpeg(1000), thumb: jpeg(100), findings: ['dark', 'blurry'], faceCropped: true })
    const { user } = renderTeamPage()
    await screen.findByText('Björn Nakamura')
    await user.click(screen.getByRole('button', { name: 'Upload photo for Björn Nakamura' }))
    await user.upload(input(), new File(['x'], 'björn.jpg', { type: 'image/jpeg' }))
    await waitFor(() =>
      expect(toastMock.success).toHaveBeenCalledWith('Photo updated for Björn Nakamura, cropped to the face. Check it: too dark, blurry', {
        id: 'toast-id',
      }),
    )
    expect(setPlayerPhoto).toHaveBeenCalledWith(roster[1], expect.any(Blob), expect.any(Blob), ['dark', 'blurry'], null)
    const card = screen.getByRole('heading', { level: 3, name: 'Björn Nakamura' }).closest('li')!
    expect(within(card).getByTestId('photo-findings')).toHaveTextContent('Photo checks: Too dark · Blurry')
  })

  it("a non-image is refused with 'The file given is not an image' and nothing is sent", async () => {
    vi.mocked(prepareAdminPhoto).mockRejectedValue(new ImageError('not-image'))
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Replace photo of Ana Ruiz' }))
    // user.upload would honour accept="image/*"; a file picker set to 'All files' does not.
    fireEvent.change(input(), { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } })
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('The file given is not an image', { id: 'toast-id' }))
    expect(setPlayerPhoto).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Replace photo of Ana Ruiz' })).toBeInTheDocument()
  })

  it("a failed replace toasts 'Failed to replace photo' and keeps the old photo", async () => {
    vi.mocked(setPlayerPhoto).mockRejectedValue(new ApiError('replace-photo', { kind: 'server' }))
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Replace photo of Ana Ruiz' }))
    await user.upload(input(), new File(['x'], 'new.jpg', { type: 'image/jpeg' }))
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to replace photo', { id: 'toast-id' }))
    const card = screen.getByRole('heading', { level: 3, name: 'Ana Ruiz' }).closest('li')!
    expect(within(card).getByRole('img')).toHaveAttribute('src', roster[0]!.thumbSrc)
    expect(list).toHaveBeenCalledTimes(1)
  })

  it("the player's buttons are disabled while the upload runs", async () => {
    const d = deferred<AdminPlayer>()
    vi.mocked(setPlayerPhoto).mockReturnValueOnce(d.promise)
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Replace photo of Ana Ruiz' }))
    await user.upload(input(), new File(['x'], 'new.jpg', { type: 'image/jpeg' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Ana Ruiz' })).toBeDisabled())
    expect(screen.getByRole('button', { name: 'Delete photo of Ana Ruiz' })).toBeDisabled()
    expect(toastMock.loading).toHaveBeenCalledWith('Uploading photo for Ana Ruiz…')
    await act(async () => d.resolve({ ...roster[0]! }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Ana Ruiz' })).toBeEnabled())
  })
})

describe('automatic approval', () => {
  it("shows 'Approved automatically' with an Undo that sends the photo the admin saw back to review", async () => {
    roster[0] = { ...roster[0]!, review_state: 'approved', auto_approved: true, findings: [] }
    server = serverRoster(roster)
    list.mockImplementation(server.list)
    vi.mocked(reviewPhoto).mockImplementation(async (seen) => server.update(seen.id, { review_state: 'submitted', auto_approved: false }))
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    const card = screen.getByRole('heading', { level: 3, name: 'Ana Ruiz' }).closest('li')!
    expect(within(card).getByText('Approved automatically')).toBeInTheDocument()
    // a person's approval has no Undo here
    const maria = screen.getByRole('heading', { level: 3, name: /^María José/ }).closest('li')!
    expect(within(maria).queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument()

    await user.click(within(card).getByRole('button', { name: "Undo the automatic approval of Ana Ruiz's photo" }))
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith("Ana Ruiz's photo is back in review"))
    expect(reviewPhoto).toHaveBeenCalledWith(roster[0], { decision: 'undo-approval' })
    expect(within(card).getByText('Needs review')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument()
    // the button is gone: focus is on the player's name, not back at the top of the page
    await waitFor(() => expect(within(card).getByRole('heading', { level: 3, name: 'Ana Ruiz' })).toHaveFocus())
  })
})
