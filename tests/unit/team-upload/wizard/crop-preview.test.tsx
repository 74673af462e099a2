// The crop screen's picture: the worker's already-decoded bitmap on a canvas (no second decode of
// the file), the file itself in an <img> where there is no bitmap (main-thread fallback); and a
// crop square that does not animate (react-image-crop's marching ants repaint every frame).
import { render, screen } from '@testing-library/react'
import { CropPreview } from '@/features/team-upload/wizard/crop-preview'
import { StepCrop } from '@/features/team-upload/wizard/step-crop'
import type { LoadedSource } from '@/features/team-upload/wizard/image-types'

const source = (preview?: ImageBitmap): LoadedSource => ({
  source: new Blob(),
  type: 'jpeg',
  width: 3000,
  height: 4000,
  previewUrl: 'blob:preview',
  preview,
  revoke: () => {},
})

describe('CropPreview', () => {
  it("draws the worker's bitmap on a canvas of its size, named like the image", () => {
    const drawImage = vi.fn()
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D)
    const bitmap = { width: 1080, height: 1440, close: () => {} } as ImageBitmap
    render(<CropPreview source={source(bitmap)} alt="Photo to crop" describedBy="help" />)
    const picture = screen.getByRole('img', { name: 'Photo to crop' })
    expect(picture.tagName).toBe('CANVAS')
    expect(picture).toHaveAttribute('width', '1080')
    expect(picture).toHaveAttribute('height', '1440')
    expect(picture).toHaveAttribute('aria-describedby', 'help')
    expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0)
    vi.restoreAllMocks()
  })

  it('without a bitmap shows the file in an <img>', () => {
    render(<CropPreview source={source()} alt="Photo to crop" describedBy="help" />)
    expect(screen.getByRole('img', { name: 'Photo to crop' })).toHaveAttribute('src', 'blob:preview')
  })
})

it('the crop square does not animate', () => {
  const { container } = render(
    <StepCrop
      source={source()}
      crop={{ x: 300, y: 800, width: 2400, height: 2400 }}
      busy={null}
      error={null}
      onCropChange={() => {}}
      onNudge={() => {}}
      onUsePhoto={() => {}}
      onBack={() => {}}
    />,
  )
  expect(container.querySelector('.ReactCrop')).toHaveClass('ReactCrop--no-animate')
})
