import { Blob as NodeBlob } from 'node:buffer'
import { act, screen, waitFor } from '@testing-library/react'
import { downloadFile } from '@/lib/download-file'
import { fetchPhoto, listTeamPlayers, resolveAdminTeam } from '@/lib/api'
import { deferred, player, renderTeamPage } from './admin-team-test-setup'
import { toastMock } from '../toast-mock'

vi.mock('@/components/toast', () => import('../toast-mock'))
vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  resolveAdminTeam: vi.fn(),
  listTeamPlayers: vi.fn(),
  fetchPhoto: vi.fn(),
}))
vi.mock('@/components/flag', () => ({ Flag: () => <span data-testid="flag" /> }))
vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }))

// The real zip writer needs a Blob that streams, as browsers' do; jsdom's can't, so this file
// uses Node's (the page itself never touches Blob internals).
vi.stubGlobal('Blob', NodeBlob)
const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' })
const roster = () => [player('Ana Ruiz', true), player('Ana Ruiz', true), player('Bea Soto', false), player('Cleo Park', true)]

beforeEach(() => {
  vi.clearAllMocks()
  vi.mocked(resolveAdminTeam).mockResolvedValue('Spain')
  vi.mocked(listTeamPlayers).mockResolvedValue(roster())
  vi.mocked(fetchPhoto).mockImplementation(async () => jpeg())
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] })
  vi.setSystemTime(new Date(2025, 11, 3, 15, 30))
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('Download All', () => {
  it("zips every photo, saves '{teamName}_photos_{YYYY-MM-DD}.zip' and toasts 'Downloaded {n} photos!'", async () => {
    const { user } = renderTeamPage()
    await screen.findAllByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Download All' }))
    await waitFor(() => expect(downloadFile).toHaveBeenCalled())
    const [name, blob] = vi.mocked(downloadFile).mock.calls[0]! as [string, Blob]
    expect(name).toBe('Spain_photos_2025-12-03.zip')
    expect(blob.type).toBe('application/zip')
    expect(fetchPhoto).toHaveBeenCalledTimes(3)
    expect(toastMock.success).toHaveBeenCalledWith('Downloaded 3 photos!')
  })

  it("shows 'Downloading...' and is disabled while running; a second click does nothing", async () => {
    const gates = [deferred<Blob>(), deferred<Blob>(), deferred<Blob>()]
    let n = 0
    vi.mocked(fetchPhoto).mockImplementation(() => gates[n++]!.promise)
    const { user } = renderTeamPage()
    await screen.findAllByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Download All' }))
    const running = await screen.findByRole('button', { name: 'Downloading...' })
    expect(running).toBeDisabled()
    await user.click(running)
    await act(async () => gates.forEach((g) => g.resolve(jpeg())))
    expect(await screen.findByRole('button', { name: 'Download All' })).toBeEnabled()
    expect(downloadFile).toHaveBeenCalledTimes(1)
    expect(fetchPhoto).toHaveBeenCalledTimes(3)
  })

  it('skips a photo that fails to fetch, logs it, and says how many were skipped', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(fetchPhoto).mockImplementation(async (url) => {
      if (url?.includes('Cleo')) throw new Error('404')
      return jpeg()
    })
    const { user } = renderTeamPage()
    await screen.findAllByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Download All' }))
    await waitFor(() => expect(downloadFile).toHaveBeenCalled())
    expect(toastMock).toHaveBeenCalledWith(
      'Downloaded 2 photos! 1 photo could not be downloaded and was skipped.',
      expect.objectContaining({ icon: '⚠️' }),
    )
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Cleo Park'), expect.any(Error))
  })

  it("says 'Failed to create zip file' when no photo could be fetched, and saves nothing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.mocked(fetchPhoto).mockRejectedValue(new Error('offline'))
    const { user } = renderTeamPage()
    await screen.findAllByText('Ana Ruiz')
    await user.click(screen.getByRole('button', { name: 'Download All' }))
    await waitFor(() => expect(toastMock.error).toHaveBeenCalledWith('Failed to create zip file'))
    expect(downloadFile).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Download All' })).toBeEnabled()
  })
})
