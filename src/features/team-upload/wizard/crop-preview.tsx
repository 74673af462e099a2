// The picture under the crop square. From the worker it arrives already decoded and scaled to the
// screen (LoadedImage.preview): drawn once on a canvas, so the browser never decodes the 12 MP
// file a second time. The main-thread fallback has no such bitmap and shows the file in an <img>.
import { useLayoutEffect, useRef } from 'react'
import type { LoadedSource } from './image-types'

// Same box for both: at most 55 % of the viewport (440 px) tall, never wider than the frame.
const MEDIA_CLASS = 'block h-auto max-h-[min(55vh,440px)] w-auto max-w-full select-none'

type Props = { source: LoadedSource; alt: string; describedBy: string }

export function CropPreview({ source, alt, describedBy }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const { preview } = source

  useLayoutEffect(() => {
    const context = canvas.current?.getContext('2d')
    // A bitmap closed by revoke() (the wizard let go of the picture) has width 0: nothing to draw.
    if (preview && context && preview.width > 0) context.drawImage(preview, 0, 0)
  }, [preview])

  if (!preview) {
    return <img src={source.previewUrl} alt={alt} aria-describedby={describedBy} className={MEDIA_CLASS} draggable={false} />
  }
  return (
    // A canvas keeps the picture's own size as its intrinsic size, so it lays out like the <img>.
    <canvas
      ref={canvas}
      width={preview.width}
      height={preview.height}
      role="img"
      aria-label={alt}
      aria-describedby={describedBy}
      className={MEDIA_CLASS}
    />
  )
}
