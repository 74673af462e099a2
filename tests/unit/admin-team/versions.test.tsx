// Review state in the roster, and a player's photo versions: listed, viewed large, restored in one
// click with the player as the admin saw it.
import { screen, waitFor, within } from '@testing-library/react'
import {
  ApiError,
  listPhotoVersions,
  listTeamPlayers,
  resolveAdminTeam,
  restorePhotoVersion,
  type AdminPlayer,
  type PhotoVersion,
} from '@/lib/api'
import { player, renderTeamPage, serverRoster } from './admin-team-test-setup'
import { toastMock } from '../toast-mock'

vi.mock('@/components/toast', () => import('../toast-mock'))
vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  resolveAdminTeam: vi.fn(),
  listTeamPlayers: vi.fn(),
  listPhotoVersions: vi.fn(),
  restorePhotoVersion: vi.fn(),
}))
vi.mock('@/components/flag', () => ({ Flag: () => <span data-testid="flag" /> }))
vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }))

const BASE = 'http://backend.test/storage/v1/object/public/player-photos/mjwc2025/Spain'
function version(id: number, over: Partial<PhotoVersion> = {}): PhotoVersion {
  return {
    id,
    photoSrc: `${BASE}/v${id}.jpg`,
    thumbSrc: `${BASE}/v${id}.thumb.jpg`,
    bytes: 312_400,
    source: 'team-link',
    abandoned: false,
    consentedAt: null,
    createdAt: `2025-12-0${id}T10:00:00Z`,
    isCurrent: false,
    review_state: 'submitted',
    retake_reason: null,
    retake_note: null,
    ...over,
  }
}

let server: ReturnType<typeof serverRoster>
let lucia: AdminPlayer

beforeEach(() => {
  vi.clearAllMocks()
  lucia = player('Lucía Gómez', true, { version_count: 3, review_state: 'approved' })
  server = serverRoster([
    lucia,
    player('Ana Ruiz', true, { review_state: 'retake', retake_reason: 'blurry', retake_note: 'The light is behind you' }),
    player('Björn Nakamura', false, { version_count: 1 }),
    player('Zoë Müller', false),
  ])
  vi.mocked(resolveAdminTeam).mockResolvedValue('Spain')
  vi.mocked(listTeamPlayers).mockImplementation(server.list)
  vi.mocked(listPhotoVersions).mockResolvedValue([
    version(3, { isCurrent: true, source: 'admin', review_state: 'approved', bytes: 1_450_000 }),
    version(2, { review_state: 'retake', retake_reason: 'too-dark', retake_note: null }),
    version(1, { abandoned: true, bytes: null, source: 'unknown' }),
  ])
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('review state in the roster', () => {
  it('cards show Approved / Retake requested with the reason; a card without a photo says No photo once', async () => {
    renderTeamPage()
    const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!
    await screen.findByText('Ana Ruiz')
    expect(within(card('Lucía Gómez')).getByText('Approved')).toBeInTheDocument()
    expect(within(card('Ana Ruiz')).getByText('Retake requested')).toHaveAttribute('title', 'Blurry — The light is behind you')
    expect(within(card('Ana Ruiz')).getByText('Blurry — The light is behind you')).toBeInTheDocument()
    expect(within(card('Zoë Müller')).getAllByText('No photo')).toHaveLength(1)
  })

  it('the list shows the same states in its Status column', async () => {
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'List' }))
    const status = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[1]!
    expect(status('Ana Ruiz')).toHaveTextContent('Retake requestedBlurry — The light is behind you')
    expect(status('Lucía Gómez')).toHaveTextContent(/^ApprovedVersions \(3\)$/)
    expect(status('Zoë Müller')).toHaveTextContent(/^No photo$/)
  })
})

describe('photo versions', () => {
  it("'Versions (n)' shows for more than one version, or versions without a current photo", async () => {
    renderTeamPage()
    await screen.findByText('Ana Ruiz')
    expect(screen.getByRole('button', { name: 'Versions (3) of Lucía Gómez' })).toHaveTextContent('Versions (3)')
    expect(screen.getByRole('button', { name: 'Versions (1) of Björn Nakamura' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Versions \(\d\) of Ana Ruiz/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Versions \(\d\) of Zoë Müller/ })).not.toBeInTheDocument()
  })

  it('lists every version: who, size, review state, current marked, not finished', async () => {
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Versions (3) of Lucía Gómez' }))
    const dialog = screen.getByRole('dialog', { name: 'Photo versions of Lucía Gómez' })
    const items = await within(dialog).findAllByRole('listitem')
    expect(listPhotoVersions).toHaveBeenCalledWith(lucia.id, expect.any(AbortSignal))
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent('Current')
    expect(items[0]).toHaveTextContent('By: Admin · 1.5 MB')
    expect(items[0]).toHaveTextContent('Approved')
    expect(within(items[0]!).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument()
    expect(items[1]).toHaveTextContent('By: Team link · 312 kB')
    expect(items[1]).toHaveTextContent('Retake requestedToo dark')
    expect(items[2]).toHaveTextContent('Not finished')
    expect(items[2]).toHaveTextContent('By: Unknown')
    expect(items[2]!.querySelector('img')).toHaveAttribute('src', `${BASE}/v1.thumb.jpg`)
  })

  it('a thumbnail opens the version large', async () => {
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Versions (3) of Lucía Gómez' }))
    const items = await within(screen.getByRole('dialog', { name: 'Photo versions of Lucía Gómez' })).findAllByRole('listitem')
    await user.click(within(items[1]!).getByRole('button', { name: /^View the version from/ }))
    const viewer = screen.getByRole('dialog', { name: 'Photo of Lucía Gómez' })
    expect(within(viewer).getByRole('img', { hidden: true })).toHaveAttribute('src', `${BASE}/v2.jpg`)
  })

  it('Restore puts a version back in one click, naming the player as seen', async () => {
    vi.mocked(restorePhotoVersion).mockImplementation(async (_v, seen) =>
      server.update(seen.id, { photo_path: 'mjwc2025/Spain/v2.jpg', thumbSrc: `${BASE}/v2.thumb.jpg` }),
    )
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Versions (3) of Lucía Gómez' }))
    const items = await within(screen.getByRole('dialog', { name: 'Photo versions of Lucía Gómez' })).findAllByRole('listitem')
    await user.click(within(items[1]!).getByRole('button', { name: /^Restore the version from/ }))
    await waitFor(() => expect(toastMock.success).toHaveBeenCalledWith('Restored an earlier photo for Lucía Gómez'))
    expect(restorePhotoVersion).toHaveBeenCalledWith(2, lucia)
    // the card shows the restored photo and the list is read again
    const card = screen.getByRole('heading', { level: 3, name: 'Lucía Gómez' }).closest('li')!
    expect(within(card).getByRole('img', { hidden: true })).toHaveAttribute('src', `${BASE}/v2.thumb.jpg`)
    await waitFor(() => expect(listPhotoVersions).toHaveBeenCalledTimes(2))
  })

  it("a photo that changed meanwhile: 'This photo changed since you opened the page', and the page reloads", async () => {
    vi.mocked(restorePhotoVersion).mockRejectedValue(new ApiError('photo-changed', { kind: 'conflict' }))
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Versions (3) of Lucía Gómez' }))
    const items = await within(screen.getByRole('dialog', { name: 'Photo versions of Lucía Gómez' })).findAllByRole('listitem')
    await user.click(within(items[2]!).getByRole('button', { name: /^Restore/ }))
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('This photo changed since you opened the page'))
    await waitFor(() => expect(listTeamPlayers).toHaveBeenCalledTimes(2))
  })

  it("says so when the versions can't be loaded, with Try Again", async () => {
    vi.mocked(listPhotoVersions).mockRejectedValueOnce(new ApiError('load-versions', { kind: 'network' }))
    const { user } = renderTeamPage()
    await screen.findByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Versions (3) of Lucía Gómez' }))
    const dialog = screen.getByRole('dialog', { name: 'Photo versions of Lucía Gómez' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load photo versions')
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }))
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(3)
  })
})
