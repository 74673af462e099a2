import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ImageError, loadImage, prepareCrop, processImage } from '@/lib/image'
import { fileInput, heading, jpegFile, loadedImage, processedPhoto, renderWizard, stubObjectUrls, testEvent } from './wizard-test-setup'
import { toastMock } from '../../toast-mock'

vi.mock('@/components/toast', () => import('../../toast-mock'))
vi.mock('@/lib/image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/image')>()),
  loadImage: vi.fn(),
  processImage: vi.fn(),
  prepareCrop: vi.fn(),
}))

const load = vi.mocked(loadImage)
const prepare = vi.mocked(prepareCrop)
const process = vi.mocked(processImage)
/** the seed's events set no size: the portal's default */
const DEFAULT_SIZE = { maxSide: 1024 }

beforeEach(() => {
  stubObjectUrls()
  vi.clearAllMocks()
})

async function openCrop(size?: { width: number; height: number }) {
  const picture = loadedImage(size)
  load.mockResolvedValue(picture)
  const view = renderWizard()
  await view.user.upload(fileInput(), jpegFile())
  await heading('Crop your photo')
  return { ...view, picture }
}

const cropArea = () => screen.getByRole('group', { name: /Crop area/ })

describe('Crop step', () => {
  it('shows the upright preview and marks Crop as the current step', async () => {
    await openCrop()
    expect(screen.getByRole('img', { name: 'Photo to crop' })).toHaveAttribute('src', 'blob:preview')
    const steps = within(screen.getByRole('list', { name: 'Photo steps' })).getAllByRole('listitem')
    expect(steps[2]).toHaveAttribute('aria-current', 'step')
    // A chosen file is the picture Capture asks for: Capture ticks, no step left unticked behind.
    expect(steps.map((step) => step.dataset.state)).toEqual(['done', 'done', 'current', 'todo'])
  })

  it("'Use photo' crops the default square (80 % of the smaller side, centred) in source pixels", async () => {
    process.mockResolvedValue(processedPhoto())
    const { user, picture } = await openCrop({ width: 3000, height: 4000 })
    await user.click(screen.getByRole('button', { name: 'Use photo' }))
    await heading('Check your photo')
    expect(process).toHaveBeenCalledWith(picture, { x: 300, y: 800, width: 2400, height: 2400 }, DEFAULT_SIZE)
  })

  it("makes the photo at the event's own size when it has one", async () => {
    process.mockResolvedValue(processedPhoto())
    load.mockResolvedValue(loadedImage({ width: 3000, height: 4000 }))
    const { user } = renderWizard({}, { event: { ...testEvent, photoSide: 1600 } })
    await user.upload(fileInput(), jpegFile())
    await heading('Crop your photo')
    await user.click(screen.getByRole('button', { name: 'Use photo' }))
    await heading('Check your photo')
    expect(process).toHaveBeenCalledWith(expect.anything(), { x: 300, y: 800, width: 2400, height: 2400 }, { maxSide: 1600 })
  })

  // Spec §2's 1, 10 and 100 are screen pixels of the preview, as for the resize handles: on a
  // 3000 px wide photo shown 300 px wide, one press moves the square 10 source pixels (visible),
  // not 1 (a tenth of a screen pixel). The square never leaves the photo.
  it.each([
    [{}, 1, 10],
    [{ shiftKey: true }, 10, 100],
    [{ ctrlKey: true }, 100, 1000],
    [{ altKey: true }, 100, 1000],
  ])('arrow keys with %o move the square by %i screen pixels (%i source pixels)', async (modifiers, _screenStep, sourceStep) => {
    process.mockResolvedValue(processedPhoto())
    const { user, picture } = await openCrop({ width: 3000, height: 4000 })
    const preview = cropArea().closest('.ReactCrop')!
    vi.spyOn(preview, 'getBoundingClientRect').mockReturnValue({ width: 300, height: 400 } as DOMRect)
    fireEvent.keyDown(cropArea(), { key: 'ArrowRight', ...modifiers })
    fireEvent.keyDown(cropArea(), { key: 'ArrowDown', ...modifiers })
    await user.click(screen.getByRole('button', { name: 'Use photo' }))
    await heading('Check your photo')
    expect(process).toHaveBeenCalledWith(
      picture,
      {
        x: Math.min(300 + sourceStep, 3000 - 2400),
        y: Math.min(800 + sourceStep, 4000 - 2400),
        width: 2400,
        height: 2400,
      },
      DEFAULT_SIZE,
    )
  })

  // The worker decodes a large JPEG only as far as the square on screen needs (src/lib/image):
  // the crop screen tells it each square it shows, one at a time and the latest, so a closer
  // square is decoded while the player looks and not when 'Use photo' waits.
  it('hands the square on screen to the image pipeline to prepare, and each new one after the last is done', async () => {
    let finish = () => {}
    prepare.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)))
    process.mockResolvedValue(processedPhoto())
    const { user, picture } = await openCrop({ width: 3000, height: 4000 })
    await waitFor(() => expect(prepare).toHaveBeenCalledTimes(1))
    expect(prepare).toHaveBeenLastCalledWith(picture, { x: 300, y: 800, width: 2400, height: 2400 }, DEFAULT_SIZE)
    const preview = cropArea().closest('.ReactCrop')!
    vi.spyOn(preview, 'getBoundingClientRect').mockReturnValue({ width: 300, height: 400 } as DOMRect)
    // Two moves while the first is still being prepared: only the latest square follows it.
    fireEvent.keyDown(cropArea(), { key: 'ArrowRight' })
    fireEvent.keyDown(cropArea(), { key: 'ArrowRight' })
    expect(prepare).toHaveBeenCalledTimes(1)
    finish()
    await waitFor(() => expect(prepare).toHaveBeenCalledTimes(2))
    expect(prepare).toHaveBeenLastCalledWith(picture, { x: 320, y: 800, width: 2400, height: 2400 }, DEFAULT_SIZE)
    finish()
    await user.click(screen.getByRole('button', { name: 'Use photo' }))
    await heading('Check your photo')
    expect(prepare).toHaveBeenCalledTimes(2) // nothing more once the photo is made
  })

  it('a photo smaller than its preview still moves at least one source pixel per press', async () => {
    process.mockResolvedValue(processedPhoto())
    const { user, picture } = await openCrop({ width: 150, height: 200 })
    const preview = cropArea().closest('.ReactCrop')!
    vi.spyOn(preview, 'getBoundingClientRect').mockReturnValue({ width: 600, height: 800 } as DOMRect)
    fireEvent.keyDown(cropArea(), { key: 'ArrowLeft' })
    await user.click(screen.getByRole('button', { name: 'Use photo' }))
    await heading('Check your photo')
    expect(process).toHaveBeenCalledWith(picture, { x: 14, y: 40, width: 120, height: 120 }, DEFAULT_SIZE)
  })

  it('each resize handle has its own name for screen readers', async () => {
    await openCrop()
    const corners = ['top-left', 'top-right', 'bottom-right', 'bottom-left'].map((c) => `Resize from the ${c} corner (arrow keys)`)
    for (const name of corners) expect(screen.getByRole('button', { name })).toBeInTheDocument()
    const labels = [...document.querySelectorAll('.ReactCrop__drag-handle')].map((h) => h.getAttribute('aria-label'))
    expect(new Set(labels).size).toBe(labels.length)
  })

  it('warns, without blocking, when the crop is below 800 × 800 source pixels', async () => {
    process.mockResolvedValue(processedPhoto())
    const { user } = await openCrop({ width: 900, height: 700 })
    expect(screen.getByText(/This crop is only 560×560 pixels \(800×800 recommended\)/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Use photo' }))
    await heading('Check your photo')
  })

  it('no warning for a big enough crop', async () => {
    await openCrop({ width: 3000, height: 4000 })
    expect(screen.queryByText(/This crop is only/)).not.toBeInTheDocument()
  })

  it('Back returns to Select and frees the preview', async () => {
    const { user, picture } = await openCrop()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await heading('Add your photo')).toHaveFocus()
    expect(picture.revoke).toHaveBeenCalled()
  })

  it('a processing failure says Failed to process image and keeps the crop', async () => {
    process.mockRejectedValueOnce(new ImageError('process-failed', 'worker died'))
    const { user } = await openCrop()
    await user.click(screen.getByRole('button', { name: 'Use photo' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to process image')
    expect(toastMock.error).toHaveBeenCalledWith('Failed to process image', expect.anything())
    expect(screen.getByRole('heading', { name: 'Crop your photo' })).toBeInTheDocument()
    process.mockResolvedValue(processedPhoto())
    await user.click(screen.getByRole('button', { name: 'Use photo' }))
    await heading('Check your photo')
  })

  it("'Use photo' twice makes the photo once", async () => {
    let finish: (v: ReturnType<typeof processedPhoto>) => void = () => {}
    process.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    await openCrop()
    const use = screen.getByRole('button', { name: 'Use photo' })
    fireEvent.click(use)
    fireEvent.click(use)
    await waitFor(() => expect(process).toHaveBeenCalledTimes(1))
    finish(processedPhoto())
    await heading('Check your photo')
    expect(process).toHaveBeenCalledTimes(1)
  })
})
