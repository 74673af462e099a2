import { act, fireEvent, screen, within } from '@testing-library/react'
import { ImageError, loadImage } from '@/lib/image'
import { FILE_ACCEPT } from '@/features/team-upload/wizard'
import { fileInput, heading, heicFile, jpegFile, loadedImage, renderWizard, stubObjectUrls, textAsJpeg } from './wizard-test-setup'
import { toastMock } from '../../toast-mock'

vi.mock('@/components/toast', () => import('../../toast-mock'))
vi.mock('@/lib/image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/image')>()),
  loadImage: vi.fn(),
  processImage: vi.fn(),
}))

const load = vi.mocked(loadImage)

beforeEach(() => {
  stubObjectUrls()
  vi.clearAllMocks()
})

describe('Select step', () => {
  it('offers Take photo and Choose photo with the spec hints', () => {
    renderWizard()
    expect(screen.getByRole('heading', { name: 'Add your photo' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Choose photo' })).toBeEnabled()
    for (const hint of ['Max 5MB', 'Min 800x800 pixels', 'Clear face photo', 'JPEG/PNG/WebP']) {
      expect(screen.getByText(hint)).toBeInTheDocument()
    }
  })

  it('marks Select as the current step of Select, Capture, Crop, Review', () => {
    renderWizard()
    const steps = within(screen.getByRole('list', { name: 'Photo steps' })).getAllByRole('listitem')
    expect(steps.map((s) => s.textContent)).toEqual(['1Select', '2Capture', '3Crop', '4Review'])
    expect(steps[0]).toHaveAttribute('aria-current', 'step')
    expect(steps.slice(1).every((s) => !s.hasAttribute('aria-current'))).toBe(true)
  })

  it('lets the player pick one image file, HEIC included', () => {
    renderWizard()
    const input = fileInput()
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif')
    expect(FILE_ACCEPT).toBe(input.getAttribute('accept'))
    expect(input).not.toHaveAttribute('multiple')
  })

  it('does not take focus when it first appears (the team page decides)', () => {
    renderWizard()
    expect(document.body).toHaveFocus()
  })

  it('opens a chosen photo in the crop step and moves focus to its heading', async () => {
    load.mockResolvedValue(loadedImage())
    const { user } = renderWizard()
    await user.upload(fileInput(), jpegFile())
    const h = await heading('Crop your photo')
    expect(h).toHaveFocus()
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Step 3 of 4: Crop')).toBeInTheDocument()
  })

  it('accepts a photo over 5 MB (it is resized, never rejected for size)', async () => {
    load.mockResolvedValue(loadedImage())
    const { user } = renderWizard()
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' })
    await user.upload(fileInput(), big)
    await heading('Crop your photo')
    expect(load).toHaveBeenCalledWith(big, expect.objectContaining({ head: expect.any(Uint8Array) }))
  })

  it("a text file named .jpg: the spec's 'Failed to process image' inline and in a toast, and stays on Select", async () => {
    load.mockRejectedValue(new ImageError('not-image'))
    const { user } = renderWizard()
    await user.upload(fileInput(), textAsJpeg())
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to process image')
    expect(toastMock.error).toHaveBeenCalledWith('Failed to process image', expect.anything())
    expect(screen.getByRole('heading', { name: 'Add your photo' })).toBeInTheDocument()
    // Nothing lost, nothing stuck: both choices still work.
    expect(screen.getByRole('button', { name: 'Choose photo' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeEnabled()

    load.mockResolvedValue(loadedImage())
    await user.upload(fileInput(), jpegFile())
    await heading('Crop your photo')
  })

  it("a file that doesn't claim to be an image (picked with 'All files'): 'The file given is not an image'", async () => {
    load.mockRejectedValue(new ImageError('not-image'))
    renderWizard()
    // fireEvent: userEvent.upload would drop it for not matching the picker's accept list
    fireEvent.change(fileInput(), { target: { files: [new File(['%PDF-1.7'], 'roster.pdf', { type: 'application/pdf' })] } })
    expect(await screen.findByRole('alert')).toHaveTextContent('The file given is not an image')
    expect(toastMock.error).toHaveBeenCalledWith('The file given is not an image', expect.anything())
  })

  it('a GIF is refused before decoding, saying which photos to choose', async () => {
    renderWizard()
    // a gallery may hand one over whatever the picker's accept list says
    fireEvent.change(fileInput(), {
      target: { files: [new File([new TextEncoder().encode('GIF89a\x01\x00\x01\x00')], 'party.gif', { type: 'image/gif' })] },
    })
    const text = 'This file type is not supported. Please choose a JPEG, PNG or WebP photo.'
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    expect(toastMock.error).toHaveBeenCalledWith(text, expect.anything())
    expect(load).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Choose photo' })).toBeEnabled()
  })

  it('a photo that cannot be decoded says Failed to process image', async () => {
    load.mockRejectedValue(new ImageError('process-failed', 'truncated'))
    const { user } = renderWizard()
    await user.upload(fileInput(), jpegFile())
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to process image')
    expect(toastMock.error).toHaveBeenCalledWith('Failed to process image', expect.anything())
  })

  it('a HEIC photo that cannot be converted: the spec toast, and inline what to do instead', async () => {
    load.mockRejectedValue(new ImageError('process-failed', 'libheif failed'))
    const { user } = renderWizard()
    await user.upload(fileInput(), heicFile())
    expect(await screen.findByRole('alert')).toHaveTextContent("This photo couldn't be converted. Please choose a JPEG or PNG photo.")
    expect(toastMock.error).toHaveBeenCalledWith('Failed to process image', expect.anything())
  })

  it("shows 'Converting photo…' while an iPhone HEIC photo is converted", async () => {
    let finish: (v: ReturnType<typeof loadedImage>) => void = () => {}
    load.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    const { user } = renderWizard()
    await user.upload(fileInput(), heicFile())
    expect(await screen.findByText('Converting photo…')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Choose photo' })).toBeDisabled()
    await act(async () => finish(loadedImage()))
    await heading('Crop your photo')
  })

  it("shows 'Preparing photo…' (not converting) for a JPEG", async () => {
    load.mockReturnValue(new Promise(() => {}))
    const { user } = renderWizard()
    await user.upload(fileInput(), jpegFile())
    expect(await screen.findByText('Preparing photo…')).toBeInTheDocument()
    expect(screen.queryByText('Converting photo…')).not.toBeInTheDocument()
  })

  it('frees the preview of a photo decoded after the wizard is gone', async () => {
    let finish: (v: ReturnType<typeof loadedImage>) => void = () => {}
    load.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    const { user, unmount } = renderWizard()
    await user.upload(fileInput(), jpegFile())
    await screen.findByText('Preparing photo…')
    unmount()
    const late = loadedImage()
    await act(async () => finish(late))
    expect(late.revoke).toHaveBeenCalled()
  })
})
