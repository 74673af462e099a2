// Grabs the camera's current frame at full resolution.
//
// Not react-webcam's getScreenshot(): it sizes the canvas by the <video>'s on-screen width
// (~358 px on a 390 px phone) and draws mirrored when the preview is. We draw from the video's
// intrinsic videoWidth × videoHeight, never mirrored (the preview mirror is CSS only), and scale
// up to CAPTURE_MIN_SIDE_PX on the short side when a camera delivers less (older front cameras
// give 720 or 480 lines), so the default crop of every capture meets the 800 × 800 minimum.
import { CAPTURE_MIN_SIDE_PX } from '@/config/constants'

/** JPEG at high quality: the frame is decoded again by loadImage and encoded once more at the end. */
const CAPTURE_JPEG_QUALITY = 0.95

export function captureSizeFor(videoWidth: number, videoHeight: number): { width: number; height: number } {
  const scale = Math.max(1, CAPTURE_MIN_SIDE_PX / Math.min(videoWidth, videoHeight))
  return { width: Math.round(videoWidth * scale), height: Math.round(videoHeight * scale) }
}

/** The frame as a JPEG blob, or null while the video has no frame yet. */
export function captureFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const { videoWidth, videoHeight } = video
  if (!videoWidth || !videoHeight) return Promise.resolve(null)
  const { width, height } = captureSizeFor(videoWidth, videoHeight)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return Promise.resolve(null)
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(video, 0, 0, width, height)
  return new Promise((resolve) =>
    canvas.toBlob(
      (blob) => {
        // Free the canvas memory now (iOS Safari counts it strictly).
        canvas.width = canvas.height = 0
        resolve(blob)
      },
      'image/jpeg',
      CAPTURE_JPEG_QUALITY,
    ),
  )
}
