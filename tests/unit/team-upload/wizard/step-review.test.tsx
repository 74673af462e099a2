import { act, fireEvent, screen, within } from '@testing-library/react'
import { ApiError, uploadPlayerPhoto, type RosterPlayer, type UploadPlayerPhotoInput } from '@/lib/api'
import { loadImage, processImage } from '@/lib/image'
import {
  fileInput,
  heading,
  jpegFile,
  loadedImage,
  player,
  processedPhoto,
  renderWizard,
  stubObjectUrls,
  uploadedPlayer,
} from './wizard-test-setup'
import { toastMock } from '../../toast-mock'
import { UPLOAD_SLOW_NOTICE_MS } from '@/config/constants'

vi.mock('@/components/toast', () => import('../../toast-mock'))
vi.mock('@/lib/image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/image')>()),
  loadImage: vi.fn(),
  processImage: vi.fn(),
}))
vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  uploadPlayerPhoto: vi.fn(),
}))

const upload = vi.mocked(uploadPlayerPhoto)

/** An upload the test finishes by hand, with the callbacks the wizard passed. */
function controlledUpload() {
  let input: UploadPlayerPhotoInput | undefined
  let settle: { resolve(p: RosterPlayer): void; reject(e: unknown): void } | undefined
  upload.mockImplementation((i) => {
    input = i
    return new Promise<RosterPlayer>((resolve, reject) => (settle = { resolve, reject }))
  })
  return {
    get input() {
      if (!input) throw new Error('upload not started')
      return input
    },
    progress: (fraction: number) => act(() => input?.onProgress?.(fraction)),
    retry: (attempt: number) => act(() => input?.onRetry?.(attempt, new ApiError('upload-failed', { kind: 'network' }))),
    succeed: (p: RosterPlayer) => act(async () => settle?.resolve(p)),
    fail: (e: unknown) => act(async () => settle?.reject(e)),
  }
}

let urls: ReturnType<typeof stubObjectUrls>
beforeEach(() => {
  urls = stubObjectUrls()
  vi.clearAllMocks()
  vi.mocked(loadImage).mockResolvedValue(loadedImage())
  vi.mocked(processImage).mockResolvedValue(processedPhoto())
})
afterEach(() => vi.useRealTimers())

async function openReview(options: { fakeTimers?: boolean } = {}) {
  const view = renderWizard({}, options)
  await view.user.upload(fileInput(), jpegFile())
  await heading('Crop your photo')
  await view.user.click(screen.getByRole('button', { name: 'Use photo' }))
  await heading('Check your photo')
  return view
}

const statusLine = () => screen.getByTestId('upload-status')
const uploadButton = () => screen.getByRole('button', { name: 'Upload' })
const reviewPhoto = () => screen.getByRole('img', { name: `Cropped photo of ${player.player_name}` })

describe('Review step', () => {
  it("shows the processed photo and the player's name, with Upload, Retake and Re-crop", async () => {
    await openReview()
    expect(screen.getByRole('heading', { name: 'Check your photo' })).toHaveFocus()
    expect(reviewPhoto().getAttribute('src')).toMatch(/^blob:test-/)
    expect(urls.create).toHaveBeenCalledWith(processedPhoto().photo)
    expect(screen.getByText('Ana Pérez')).toBeInTheDocument()
    for (const name of ['Upload', 'Retake', 'Re-crop']) expect(screen.getByRole('button', { name })).toBeEnabled()
    const steps = within(screen.getByRole('list', { name: 'Photo steps' })).getAllByRole('listitem')
    expect(steps[3]).toHaveAttribute('aria-current', 'step')
  })

  it("says whose photo this is, large, before Upload, with a one-tap 'Not you?'", async () => {
    const onNotYou = vi.fn()
    const view = renderWizard({ onNotYou })
    await view.user.upload(fileInput(), jpegFile())
    await heading('Crop your photo')
    await view.user.click(screen.getByRole('button', { name: 'Use photo' }))
    await heading('Check your photo')
    const whose = screen.getByTestId('review-whose')
    expect(whose).toHaveTextContent('This photo will be uploaded as' + player.player_name)
    const name = within(whose).getByText(player.player_name)
    expect(name).toHaveClass('text-2xl')
    // before Upload in reading order, so it is read first
    expect(name.compareDocumentPosition(uploadButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await view.user.click(within(whose).getByRole('button', { name: 'Not you?' }))
    expect(onNotYou).toHaveBeenCalledTimes(1)
  })

  it('Re-crop returns to Crop with the same picture (not decoded again)', async () => {
    const { user } = await openReview()
    await user.click(screen.getByRole('button', { name: 'Re-crop' }))
    expect(await heading('Crop your photo')).toHaveFocus()
    expect(loadImage).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('img', { name: 'Photo to crop' })).toHaveAttribute('src', 'blob:preview')
  })

  it('Retake of a chosen file returns to Select and frees the photo', async () => {
    const { user } = await openReview()
    const src = reviewPhoto().getAttribute('src')
    await user.click(screen.getByRole('button', { name: 'Retake' }))
    expect(await heading('Add your photo')).toHaveFocus()
    expect(urls.revoke).toHaveBeenCalledWith(src)
  })

  it('uploads to the event and code with the player, showing the real progress', async () => {
    const ctl = controlledUpload()
    const { user } = await openReview()
    await user.click(uploadButton())
    expect(ctl.input).toMatchObject({ eventName: 'MJWC 2025', code: 'ABCDEFGH', playerId: 42 })
    expect(ctl.input.photo).toBeInstanceOf(Blob)
    expect(ctl.input.thumb).toBeInstanceOf(Blob)
    ctl.progress(0.42)
    expect(statusLine()).toHaveTextContent('Uploading… 42%')
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42')
    expect(uploadButton()).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Retake' })).toBeDisabled()
  })

  it('without progress events, falls back to the spec ticks: +10 % every 200 ms up to 90 %', async () => {
    controlledUpload()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await openReview({ fakeTimers: true })
    fireEvent.click(uploadButton())
    expect(statusLine()).toHaveTextContent('Uploading… 0%')
    act(() => vi.advanceTimersByTime(300 + 200))
    expect(statusLine()).toHaveTextContent('Uploading… 10%')
    act(() => vi.advanceTimersByTime(400))
    expect(statusLine()).toHaveTextContent('Uploading… 30%')
    act(() => vi.advanceTimersByTime(5000))
    expect(statusLine()).toHaveTextContent('Uploading… 90%')
  })

  it("says 'Retrying…' while the upload retries, then goes on", async () => {
    const ctl = controlledUpload()
    const { user } = await openReview()
    await user.click(uploadButton())
    ctl.progress(0.3)
    ctl.retry(1)
    expect(statusLine()).toHaveTextContent('Retrying…')
    ctl.progress(0.6)
    expect(statusLine()).not.toHaveTextContent('Retrying…')
    expect(statusLine()).toHaveTextContent('Uploading… 60%')
  })

  it('a double tap on Upload uploads once', async () => {
    controlledUpload()
    await openReview()
    const button = uploadButton()
    fireEvent.click(button)
    fireEvent.click(button)
    fireEvent.click(button)
    expect(upload).toHaveBeenCalledTimes(1)
  })

  it('success: onUploaded gets the updated player, then the wizard resets to Select', async () => {
    const ctl = controlledUpload()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { onUploaded } = await openReview({ fakeTimers: true })
    fireEvent.click(uploadButton())
    await ctl.succeed(uploadedPlayer)
    expect(onUploaded).toHaveBeenCalledWith(uploadedPlayer)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    expect(statusLine()).toHaveTextContent('Uploaded!')
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByRole('heading', { name: 'Add your photo' })).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /Cropped photo/ })).not.toBeInTheDocument()
  })

  it('a failed upload toasts the spec text, keeps the photo on Review, and Upload works again', async () => {
    const ctl = controlledUpload()
    const { user, onUploaded } = await openReview()
    const src = reviewPhoto().getAttribute('src')
    await user.click(uploadButton())
    ctl.progress(0.5)
    await ctl.fail(new ApiError('upload-failed', { kind: 'network' }))

    expect(toastMock.error).toHaveBeenCalledWith('Failed to upload photo. Please try again.', expect.anything())
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to upload photo. Please try again.')
    expect(reviewPhoto()).toHaveAttribute('src', src) // same photo, not made again
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument() // spec §8: progress reset
    expect(uploadButton()).toBeEnabled()
    expect(onUploaded).not.toHaveBeenCalled()

    const again = controlledUpload()
    await user.click(uploadButton())
    expect(upload).toHaveBeenCalledTimes(2)
    expect(again.input.photo).toBe(ctl.input.photo)
    await again.succeed(uploadedPlayer)
    expect(onUploaded).toHaveBeenCalledWith(uploadedPlayer)
    expect(processImage).toHaveBeenCalledTimes(1)
  })

  it("missing data says 'Missing image or player data'", async () => {
    const ctl = controlledUpload()
    const { user } = await openReview()
    await user.click(uploadButton())
    await ctl.fail(new ApiError('missing-data', { kind: 'invalid' }))
    expect(toastMock.error).toHaveBeenCalledWith('Missing image or player data', expect.anything())
  })

  it('leaving during an upload aborts it and never reports success', async () => {
    const ctl = controlledUpload()
    const { user, unmount, onUploaded } = await openReview()
    await user.click(uploadButton())
    unmount()
    expect(ctl.input.signal?.aborted).toBe(true)
    await ctl.succeed(uploadedPlayer)
    expect(onUploaded).not.toHaveBeenCalled()
  })
})

describe('a slow or dropping network is said early', () => {
  const notice = () => screen.queryByTestId('upload-notice')

  it('no progress for a while: "The network is slow" with Keep waiting and Cancel; Keep waiting hides it until the next stall', async () => {
    const ctl = controlledUpload()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await openReview({ fakeTimers: true })
    fireEvent.click(uploadButton())
    ctl.progress(0.2)
    act(() => vi.advanceTimersByTime(UPLOAD_SLOW_NOTICE_MS - 1))
    expect(notice()).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(notice()).toHaveTextContent('The network is slow')
    expect(notice()).toHaveTextContent('Keep waiting, or cancel: the photo stays here to send again later.')

    fireEvent.click(screen.getByRole('button', { name: 'Keep waiting' }))
    expect(notice()).not.toBeInTheDocument()
    expect(ctl.input.signal?.aborted).toBe(false) // still sending
    act(() => vi.advanceTimersByTime(UPLOAD_SLOW_NOTICE_MS))
    expect(notice()).toHaveTextContent('The network is slow')
  })

  it('bytes moving keep the notice away', async () => {
    const ctl = controlledUpload()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await openReview({ fakeTimers: true })
    fireEvent.click(uploadButton())
    for (let i = 1; i <= 5; i++) {
      act(() => vi.advanceTimersByTime(UPLOAD_SLOW_NOTICE_MS - 100))
      ctl.progress(i / 10)
    }
    expect(notice()).not.toBeInTheDocument()
  })

  it('Cancel stops the upload, keeps the photo on Review and says how to send it again', async () => {
    const ctl = controlledUpload()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { onUploaded } = await openReview({ fakeTimers: true })
    const src = reviewPhoto().getAttribute('src')
    fireEvent.click(uploadButton())
    act(() => vi.advanceTimersByTime(UPLOAD_SLOW_NOTICE_MS))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }))
    expect(ctl.input.signal?.aborted).toBe(true)
    await ctl.fail(new DOMException('Upload aborted', 'AbortError'))
    expect(screen.getByRole('alert')).toHaveTextContent('Upload cancelled. Your photo is still here: tap Upload to send it.')
    expect(toastMock.error).not.toHaveBeenCalled()
    expect(reviewPhoto()).toHaveAttribute('src', src)
    expect(uploadButton()).toBeEnabled()
    expect(notice()).not.toBeInTheDocument()

    const again = controlledUpload()
    fireEvent.click(uploadButton())
    await again.succeed(uploadedPlayer)
    expect(onUploaded).toHaveBeenCalledWith(uploadedPlayer)
  })

  it('a failed request being retried is said at once, with the same choices', async () => {
    const ctl = controlledUpload()
    const { user } = await openReview()
    await user.click(uploadButton())
    ctl.retry(1)
    expect(notice()).toHaveTextContent('The connection dropped. Trying again…')
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeEnabled()
  })

  it('going offline is said at once; back online, the notice goes', async () => {
    controlledUpload()
    const { user } = await openReview()
    await user.click(uploadButton())
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(notice()).toHaveTextContent("You're offline. The upload goes on as soon as the connection is back.")
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(notice()).not.toBeInTheDocument()
  })

  it('a long outage ends in a clear message, the photo kept for one tap', async () => {
    const ctl = controlledUpload()
    const { user } = await openReview()
    await user.click(uploadButton())
    await ctl.fail(new ApiError('upload-offline', { kind: 'network' }))
    const text = "No connection, so the photo wasn't sent. It is still here: tap Upload when you're back online."
    expect(toastMock.error).toHaveBeenCalledWith(text, expect.anything())
    expect(screen.getByRole('alert')).toHaveTextContent(text)
    expect(uploadButton()).toBeEnabled()
  })
})
