import { screen, waitFor, within } from '@testing-library/react'
import { loadImage } from '@/lib/image'
import { captureFrame } from '@/features/team-upload/wizard/capture-frame'
import { fileInput, heading, loadedImage, renderWizard, stubObjectUrls } from './wizard-test-setup'

vi.mock('@/components/toast', () => import('../../toast-mock'))
vi.mock('@/lib/image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/image')>()),
  loadImage: vi.fn(),
  processImage: vi.fn(),
}))
// jsdom's <video> never has frames; the frame grab itself is tested in helpers.test.ts.
vi.mock('@/features/team-upload/wizard/capture-frame', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/team-upload/wizard/capture-frame')>()),
  captureFrame: vi.fn(),
}))

type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>

function fakeStream() {
  const track = { stop: vi.fn(), kind: 'video' }
  const stream = {
    getTracks: () => [track],
    getVideoTracks: () => [track],
    getAudioTracks: () => [],
    removeTrack: vi.fn(),
  }
  return { stream: stream as unknown as MediaStream, track }
}

function setMediaDevices(getUserMedia: GetUserMedia | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: getUserMedia ? { getUserMedia } : undefined,
  })
}

const facingOf = (call: [MediaStreamConstraints] | undefined) => (call?.[0].video as MediaTrackConstraints | undefined)?.facingMode

/** Take photo on Select; waits for the lazily loaded camera step. */
async function openCamera(user: ReturnType<typeof renderWizard>['user']) {
  await user.click(screen.getByRole('button', { name: 'Take photo' }))
  await heading('Take photo')
}

beforeEach(() => {
  stubObjectUrls()
  vi.clearAllMocks()
})
afterEach(() => setMediaDevices(undefined))

describe('Capture step (camera)', () => {
  it('asks for the front camera at ideal 1080 × 1080, aspect 1, without audio', async () => {
    const getUserMedia = vi.fn<GetUserMedia>().mockResolvedValue(fakeStream().stream)
    setMediaDevices(getUserMedia)
    const { user } = renderWizard()
    await openCamera(user)
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Take photo' })).toHaveFocus())
    await waitFor(() => expect(getUserMedia).toHaveBeenCalled())
    expect(getUserMedia.mock.calls[0]![0]).toEqual({
      video: { facingMode: 'user', width: { ideal: 1080 }, height: { ideal: 1080 }, aspectRatio: { ideal: 1 } },
    })
    const steps = screen.getAllByRole('listitem')
    expect(steps[1]).toHaveAttribute('aria-current', 'step')
  })

  it('mirrors the front camera preview by default, only with CSS, and the toggle turns it off', async () => {
    setMediaDevices(vi.fn<GetUserMedia>().mockResolvedValue(fakeStream().stream))
    const { user } = renderWizard()
    await openCamera(user)
    const mirror = await screen.findByRole('switch', { name: 'Mirror' })
    const video = screen.getByLabelText('Camera preview')
    expect(mirror).toHaveAttribute('aria-checked', 'true')
    expect(video).toHaveStyle({ transform: 'scaleX(-1)' })
    await user.click(mirror)
    expect(mirror).toHaveAttribute('aria-checked', 'false')
    expect(video.style.transform).toBe('')
  })

  it('switching to the back camera asks for "environment" and turns mirroring off', async () => {
    const getUserMedia = vi.fn<GetUserMedia>().mockImplementation(() => Promise.resolve(fakeStream().stream))
    setMediaDevices(getUserMedia)
    const { user } = renderWizard()
    await openCamera(user)
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1))
    await user.click(await screen.findByRole('button', { name: /Switch camera/ }))
    await waitFor(() => expect(facingOf(getUserMedia.mock.lastCall)).toBe('environment'))
    expect(screen.getByRole('switch', { name: 'Mirror' })).toHaveAttribute('aria-checked', 'false')
  })

  it('denied camera: Camera Access Denied, and Try Again switches to the back camera', async () => {
    const getUserMedia = vi.fn<GetUserMedia>().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'))
    setMediaDevices(getUserMedia)
    const { user } = renderWizard()
    await openCamera(user)
    expect(await screen.findByRole('heading', { name: 'Camera Access Denied' })).toBeInTheDocument()
    expect(screen.getByText('Please check your camera permissions')).toBeInTheDocument()
    expect(facingOf(getUserMedia.mock.calls[0])).toBe('user')

    getUserMedia.mockResolvedValue(fakeStream().stream)
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2))
    expect(facingOf(getUserMedia.mock.calls[1])).toBe('environment')
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Camera Access Denied' })).not.toBeInTheDocument())
    expect(await screen.findByRole('button', { name: 'Take photo' })).toBeEnabled()
  })

  it('denied camera offers Choose a photo instead, which leads to Crop', async () => {
    setMediaDevices(vi.fn<GetUserMedia>().mockRejectedValue(new DOMException('no', 'NotAllowedError')))
    vi.mocked(loadImage).mockResolvedValue(loadedImage())
    const { user } = renderWizard()
    await openCamera(user)
    await screen.findByRole('heading', { name: 'Camera Access Denied' })
    const choose = screen.getByRole('button', { name: 'Choose a photo instead' })
    const click = vi.spyOn(fileInput(), 'click')
    await user.click(choose)
    expect(click).toHaveBeenCalled()
    await user.upload(fileInput(), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg', { type: 'image/jpeg' }))
    await heading('Crop your photo')
  })

  it.each([
    ['no navigator.mediaDevices', undefined],
    // react-webcam's stand-in for a missing getUserMedia rejects with a plain Error
    ["only react-webcam's stand-in", () => Promise.reject(new Error('getUserMedia is not implemented in this browser'))],
  ] as const)(
    'a browser without a camera API (%s) says so and offers the file instead, not "Camera Access Denied"',
    async (_what, getUserMedia) => {
      setMediaDevices(getUserMedia)
      vi.mocked(loadImage).mockResolvedValue(loadedImage())
      const { user } = renderWizard()
      await openCamera(user)
      expect(await screen.findByRole('heading', { name: "This browser can't open the camera" })).toBeInTheDocument()
      expect(
        screen.getByText('Choose a photo from your device instead. To take one here, open this page in Safari or Chrome.'),
      ).toBeInTheDocument()
      expect(screen.queryByRole('heading', { name: 'Camera Access Denied' })).not.toBeInTheDocument()
      expect(screen.queryByText('Please check your camera permissions')).not.toBeInTheDocument()
      // nothing to try again: the way on is the file
      expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument()
      const click = vi.spyOn(fileInput(), 'click')
      await user.click(screen.getByRole('button', { name: 'Choose a photo instead' }))
      expect(click).toHaveBeenCalled()
      await user.upload(fileInput(), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg', { type: 'image/jpeg' }))
      await heading('Crop your photo')
    },
  )

  it('no camera at all: "No camera found", with Try Again and the file', async () => {
    setMediaDevices(vi.fn<GetUserMedia>().mockRejectedValue(new DOMException('none', 'NotFoundError')))
    const { user } = renderWizard()
    await openCamera(user)
    expect(await screen.findByRole('heading', { name: 'No camera found' })).toBeInTheDocument()
    expect(screen.getByText('No camera is available. You can choose a photo instead.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Choose a photo instead' })).toBeInTheDocument()
  })

  it('a captured frame goes to Crop, and the camera stream is stopped', async () => {
    const { stream, track } = fakeStream()
    setMediaDevices(vi.fn<GetUserMedia>().mockResolvedValue(stream))
    vi.mocked(captureFrame).mockResolvedValue(new Blob(['frame'], { type: 'image/jpeg' }))
    vi.mocked(loadImage).mockResolvedValue(loadedImage({ width: 800, height: 800 }))
    const { user } = renderWizard()
    await openCamera(user)
    const shutter = await screen.findByRole('button', { name: 'Take photo' })
    await waitFor(() => expect(shutter).toBeEnabled())
    await user.click(shutter)
    await heading('Crop your photo')
    expect(loadImage).toHaveBeenCalledWith(expect.any(Blob), expect.objectContaining({ head: expect.any(Uint8Array) })) // the first bytes the wizard read, not read twice
    expect(track.stop).toHaveBeenCalled()
    const steps = within(screen.getByRole('list', { name: 'Photo steps' })).getAllByRole('listitem')
    expect(steps.map((step) => step.dataset.state)).toEqual(['done', 'done', 'current', 'todo'])
  })

  it('Back leaves the camera for Select and stops the stream', async () => {
    const { stream, track } = fakeStream()
    setMediaDevices(vi.fn<GetUserMedia>().mockResolvedValue(stream))
    const { user } = renderWizard()
    await openCamera(user)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Take photo' })).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await heading('Add your photo')).toHaveFocus()
    expect(track.stop).toHaveBeenCalled()
  })
})
