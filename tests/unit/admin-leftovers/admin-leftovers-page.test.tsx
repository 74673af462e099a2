// The 'Overwritten and leftover files' page: its states, kinds, restore (compare-and-set on the
// current photo shown beside) and purge (one, a selection, the older versions) with a
// confirmation stating files and MB.
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import toast from '@/components/toast'
import { ApiError, listLeftoverFiles, purgeLeftovers, restorePhotoVersion, type AdminPlayer, type LeftoverFile } from '@/lib/api'
import { MJWC } from '../event-fixtures'
import { AdminLeftoversPage } from '@/features/admin-leftovers'
import { formatMegabytes } from '@/features/admin-leftovers/leftover-kinds'
import { FILES, leftover } from './leftover-fixtures'

vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  listLeftoverFiles: vi.fn(),
  restorePhotoVersion: vi.fn(),
  purgeLeftovers: vi.fn(),
}))
vi.mock('@/components/toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }))

const list = vi.mocked(listLeftoverFiles)

function renderPage() {
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <AdminLeftoversPage event={MJWC} />
    </MemoryRouter>,
  )
  return { user }
}

const items = () => screen.queryAllByTestId('leftover-file')
const item = (text: string | RegExp) => items().find((el) => within(el).queryByText(text)) as HTMLElement
const itemOfVersion = (n: number) => items().find((el) => el.querySelector(`img[src*="ana-${n}_t.jpg"]`)) as HTMLElement
const loaded = () => screen.findByRole('list', { name: 'Leftover files' })

beforeEach(() => {
  vi.clearAllMocks()
  list.mockResolvedValue(FILES)
})

describe('AdminLeftoversPage: states', () => {
  it('loads, then shows every file with its kind, team, player, date and size, and the total', async () => {
    let resolve!: (f: LeftoverFile[]) => void
    list.mockReturnValueOnce(new Promise((r) => (resolve = r)))
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Overwritten and leftover files' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading leftover files…')
    resolve(FILES)
    await loaded()
    expect(list).toHaveBeenCalledWith('MJWC 2025', expect.any(AbortSignal))
    expect(items()).toHaveLength(6)
    expect(screen.getByTestId('leftover-summary')).toHaveTextContent('6 files · 2.50 MB')
    const rui = item('Rui Costa')
    expect(within(rui).getByText('Removed player')).toBeInTheDocument()
    expect(within(rui).getByText('Spain')).toBeInTheDocument()
    expect(within(rui).getByText(/0\.25 MB/)).toBeInTheDocument()
    expect(within(rui).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute('dateTime', '2025-11-20T10:15:00Z')
    expect(within(item('mjwc2025/spain/stray.jpg')).getByText('Unrecorded')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/admin/mjwc2025')
  })

  it("says 'Nothing left over' when every stored photo is a current one", async () => {
    list.mockResolvedValueOnce([])
    renderPage()
    expect(await screen.findByText("Nothing left over: every stored photo is a player's current photo.")).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Purge selected' })).not.toBeInTheDocument()
  })

  it("says 'Failed to load leftover files' with a retry", async () => {
    list.mockRejectedValueOnce(new ApiError('load-leftovers', { kind: 'network' }))
    const { user } = renderPage()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load leftover files')
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }))
    await loaded()
    expect(items()).toHaveLength(6)
  })
})

describe('AdminLeftoversPage: kinds and preview', () => {
  it('filters by kind, each tab with its count', async () => {
    const { user } = renderPage()
    await loaded()
    const tabs = screen.getByRole('group', { name: 'Show files of kind' })
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All6', 'Replaced3', 'Deleted0', 'Removed player1', 'Not finished1', 'Unrecorded1'])
    await user.click(within(tabs).getByRole('button', { name: /^Not finished/ }))
    expect(within(tabs).getByRole('button', { name: /^Not finished/ })).toHaveAttribute('aria-pressed', 'true')
    expect(items()).toHaveLength(1)
    expect(item('Bruno Dias')).toBeTruthy()
    await user.click(within(tabs).getByRole('button', { name: /^Replaced/ }))
    expect(items()).toHaveLength(3)
  })

  it('a file found without a database row gets its own tab, shown only while there is one', async () => {
    list.mockResolvedValue([...FILES, leftover(0, { ...FILES[5]!, kind: 'no-row', path: 'mjwc2025/spain/cut-off.jpg' })])
    const { user } = renderPage()
    await loaded()
    const tabs = screen.getByRole('group', { name: 'Show files of kind' })
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All7', 'Replaced3', 'Deleted0', 'Removed player1', 'Not finished1', 'Unrecorded1', 'No database row1'])
    await user.click(within(tabs).getByRole('button', { name: /^No database row/ }))
    expect(items()).toHaveLength(1)
    expect(screen.getByText(/without a database row: uploads a crash cut off/)).toBeInTheDocument()
    expect(within(items()[0]!).getByText('mjwc2025/spain/cut-off.jpg')).toBeInTheDocument()
  })

  it('shows the current photo beside a restorable file, and both large when the thumbnail is clicked', async () => {
    const { user } = renderPage()
    await loaded()
    const first = itemOfVersion(1)
    expect(within(first).getByRole('img', { name: 'Current photo of Ana Silva' })).toBeInTheDocument()
    expect(within(item('Rui Costa')).queryByRole('button', { name: 'Restore as current' })).not.toBeInTheDocument()
    expect(within(item('Bruno Dias')).getByText('No current photo')).toBeInTheDocument()

    await user.click(within(first).getByRole('button', { name: 'View larger: Ana Silva (Spain)' }))
    const dialog = screen.getByRole('dialog', { name: 'Replaced: Ana Silva (Spain)' })
    expect(within(dialog).getByRole('img', { name: 'Leftover photo of Ana Silva (Spain)' })).toHaveAttribute('src', FILES[0]!.photoSrc)
    expect(within(dialog).getByRole('img', { name: 'Current photo of Ana Silva' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('AdminLeftoversPage: restore', () => {
  it('restores naming the current photo the admin saw, then reloads the list', async () => {
    vi.mocked(restorePhotoVersion).mockResolvedValueOnce({ id: 7, player_name: 'Ana Silva' } as AdminPlayer)
    const { user } = renderPage()
    await loaded()
    list.mockResolvedValue(FILES.slice(1))
    await user.click(within(itemOfVersion(1)).getByRole('button', { name: 'Restore as current' }))
    expect(restorePhotoVersion).toHaveBeenCalledWith(1, { id: 7, player_name: 'Ana Silva', photo_path: 'mjwc2025/spain/ana-now.jpg' })
    await waitFor(() => expect(items()).toHaveLength(5))
    expect(toast.success).toHaveBeenCalledWith('Restored as the current photo of Ana Silva')
  })

  it("says 'This photo changed since you opened the page' and reloads when the photo changed meanwhile", async () => {
    vi.mocked(restorePhotoVersion).mockRejectedValueOnce(new ApiError('photo-changed', { kind: 'conflict', status: 409 }))
    const { user } = renderPage()
    await loaded()
    await user.click(within(itemOfVersion(1)).getByRole('button', { name: 'Restore as current' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This photo changed since you opened the page'))
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2))
  })
})

describe('AdminLeftoversPage: purge', () => {
  it('purges one file after a confirmation stating files and MB, then reloads', async () => {
    vi.mocked(purgeLeftovers).mockResolvedValueOnce(2)
    const { user } = renderPage()
    await loaded()
    await user.click(within(item('Rui Costa')).getByRole('button', { name: 'Purge' }))
    const dialog = screen.getByRole('dialog', { name: 'Purge files' })
    expect(dialog).toHaveTextContent('Purge 1 file and free 0.25 MB?')
    expect(purgeLeftovers).not.toHaveBeenCalled()
    list.mockResolvedValue(FILES.filter((f) => f.playerName !== 'Rui Costa'))
    await user.click(within(dialog).getByRole('button', { name: 'Purge 1 file' }))
    expect(purgeLeftovers).toHaveBeenCalledWith('MJWC 2025', [FILES[3]])
    await waitFor(() => expect(items()).toHaveLength(5))
    expect(toast.success).toHaveBeenCalledWith('Purged 1 file: 0.25 MB freed')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("'Select older versions' picks the versions beyond retention; Cancel purges nothing", async () => {
    vi.mocked(purgeLeftovers).mockResolvedValueOnce(4)
    const { user } = renderPage()
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Select older versions' }))
    expect(screen.getByText('2 files selected · 1.50 MB')).toBeInTheDocument()
    expect(within(itemOfVersion(2)).getByRole('checkbox')).toBeChecked()
    expect(within(itemOfVersion(1)).getByRole('checkbox')).not.toBeChecked()

    await user.click(screen.getByRole('button', { name: 'Purge selected' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Purge files' })).getByRole('button', { name: 'Cancel' }))
    expect(purgeLeftovers).not.toHaveBeenCalled()

    // one more by hand
    await user.click(within(item('mjwc2025/spain/stray.jpg')).getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Purge selected' }))
    const dialog = screen.getByRole('dialog', { name: 'Purge files' })
    expect(dialog).toHaveTextContent('Purge 3 files and free 1.75 MB?')
    list.mockResolvedValue([FILES[0]!, FILES[3]!, FILES[4]!])
    await user.click(within(dialog).getByRole('button', { name: 'Purge 3 files' }))
    expect(purgeLeftovers).toHaveBeenCalledWith('MJWC 2025', [FILES[1], FILES[2], FILES[5]])
    await waitFor(() => expect(items()).toHaveLength(3))
    expect(screen.getByText('No file selected')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Select older versions' })).toBeDisabled()
  })
})

describe('formatMegabytes', () => {
  it.each([
    [0, '0 MB'],
    [4_000, '< 0.01 MB'],
    [250_000, '0.25 MB'],
    [1_500_000, '1.50 MB'],
    [12_345_678, '12.3 MB'],
    [1_204_000_000, '1,204 MB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatMegabytes(bytes)).toBe(text)
  })
  it('a leftover without a size counts as 0', () => {
    expect(formatMegabytes(leftover(1, { bytes: 0 }).bytes)).toBe('0 MB')
  })
})
