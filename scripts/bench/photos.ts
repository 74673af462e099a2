// Photo-like test pictures for the bench, painted in Chromium: a head-and-shoulders portrait on a
// blurred background, with hair and fabric texture and mild sensor noise. Not a real photo, but
// its bytes behave like one (smooth areas, edges and fine texture), unlike the pure-noise images
// the tests use. Each seed is a different picture (the bench uses 7, 11, 13; encoders.ts run on
// its own also prints seed 1).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { readFixture } from '../../tests/fixtures/files.ts'
import { uprightToStoredTransform } from '../../tests/fixtures/browser-images.ts'
import { withExifOrientation } from '../../tests/fixtures/exif.ts'

export interface BenchPhoto {
  name: string
  /** what a phone's picker would call it */
  fileName: string
  mimeType: string
  bytes: Buffer
  /** false: the spec's chain cannot open it (HEIC in Chromium) */
  specCanOpen: boolean
}

interface PaintArgs {
  width: number
  height: number
  seed: number
  transform: number[]
  type: string
  quality: number
}

async function paintInPage(a: PaintArgs): Promise<string> {
  const sideways = a.transform[0] === 0
  const uw = sideways ? a.height : a.width
  const uh = sideways ? a.width : a.height
  let seed = (a.seed * 2654435761) >>> 0 || 1
  const rand = () => {
    seed ^= seed << 13
    seed >>>= 0
    seed ^= seed >>> 17
    seed ^= seed << 5
    seed >>>= 0
    return seed / 4294967296
  }
  const c = document.createElement('canvas')
  c.width = uw
  c.height = uh
  const g = c.getContext('2d')!
  const s = Math.min(uw, uh)
  // Background: a wall or crowd, out of focus.
  const bg = g.createLinearGradient(0, 0, uw, uh)
  bg.addColorStop(0, `hsl(${200 + rand() * 40}, 25%, ${55 + rand() * 15}%)`)
  bg.addColorStop(1, `hsl(${20 + rand() * 30}, 20%, ${45 + rand() * 15}%)`)
  g.fillStyle = bg
  g.fillRect(0, 0, uw, uh)
  g.filter = `blur(${Math.round(s * 0.012)}px)`
  for (let i = 0; i < 120; i++) {
    g.fillStyle = `hsla(${rand() * 360}, 35%, ${40 + rand() * 40}%, 0.45)`
    g.beginPath()
    g.arc(rand() * uw, rand() * uh, (0.02 + rand() * 0.08) * s, 0, Math.PI * 2)
    g.fill()
  }
  g.filter = 'none'
  const cx = uw / 2 + (rand() - 0.5) * 0.1 * uw
  const cy = uh * 0.45
  // Shoulders and shirt, with a woven texture.
  g.fillStyle = `hsl(${rand() * 360}, 55%, 35%)`
  g.beginPath()
  g.ellipse(cx, uh * 1.02, s * 0.5, s * 0.42, 0, 0, Math.PI * 2)
  g.fill()
  g.strokeStyle = 'rgba(255,255,255,0.07)'
  g.lineWidth = Math.max(1, s / 900)
  for (let y = uh * 0.62; y < uh; y += s / 260) {
    g.beginPath()
    g.moveTo(cx - s * 0.5, y)
    g.lineTo(cx + s * 0.5, y + (rand() - 0.5) * 4)
    g.stroke()
  }
  // Face: skin gradient, then eyes, brows, mouth.
  const face = g.createRadialGradient(cx - s * 0.05, cy - s * 0.05, s * 0.02, cx, cy, s * 0.22)
  face.addColorStop(0, `hsl(${25 + rand() * 10}, 45%, 72%)`)
  face.addColorStop(1, `hsl(${20 + rand() * 10}, 40%, 48%)`)
  g.fillStyle = face
  g.beginPath()
  g.ellipse(cx, cy, s * 0.16, s * 0.21, 0, 0, Math.PI * 2)
  g.fill()
  g.fillStyle = '#2b2420'
  for (const dx of [-0.06, 0.06]) {
    g.beginPath()
    g.ellipse(cx + dx * s, cy - s * 0.03, s * 0.018, s * 0.011, 0, 0, Math.PI * 2)
    g.fill()
    g.fillRect(cx + dx * s - s * 0.035, cy - s * 0.075, s * 0.07, s * 0.008)
  }
  g.strokeStyle = '#8a3b32'
  g.lineWidth = s * 0.008
  g.beginPath()
  g.arc(cx, cy + s * 0.06, s * 0.05, 0.15 * Math.PI, 0.85 * Math.PI)
  g.stroke()
  // Hair: many thin strokes, the hardest part for an encoder.
  g.lineWidth = Math.max(1, s / 1400)
  for (let i = 0; i < 2500; i++) {
    const a0 = Math.PI * (1.05 + rand() * 0.9)
    const r = s * (0.17 + rand() * 0.06)
    g.strokeStyle = `hsla(${20 + rand() * 15}, 40%, ${8 + rand() * 20}%, 0.6)`
    g.beginPath()
    g.moveTo(cx + Math.cos(a0) * r * 0.95, cy - s * 0.02 + Math.sin(a0) * r * 1.15)
    g.quadraticCurveTo(
      cx + Math.cos(a0 + 0.2) * r * 1.1,
      cy + Math.sin(a0 + 0.2) * r * 1.2,
      cx + Math.cos(a0 + 0.35) * r,
      cy + s * 0.02 + Math.sin(a0 + 0.35) * r * 1.1,
    )
    g.stroke()
  }
  // Lens softness, then sensor noise (σ ≈ 3 levels, what a phone leaves after denoising).
  const soft = document.createElement('canvas')
  soft.width = uw
  soft.height = uh
  const sg = soft.getContext('2d')!
  sg.filter = 'blur(0.6px)'
  sg.drawImage(c, 0, 0)
  const img = sg.getImageData(0, 0, uw, uh)
  const d = img.data
  for (let i = 0; i < d.length; i += 4) {
    const n = (rand() + rand() + rand() - 1.5) * 6
    d[i] = d[i]! + n
    d[i + 1] = d[i + 1]! + n
    d[i + 2] = d[i + 2]! + n
  }
  sg.putImageData(img, 0, 0)
  const stored = document.createElement('canvas')
  stored.width = a.width
  stored.height = a.height
  const st = stored.getContext('2d')!
  st.setTransform(a.transform[0]!, a.transform[1]!, a.transform[2]!, a.transform[3]!, a.transform[4]!, a.transform[5]!)
  st.drawImage(soft, 0, 0)
  const blob = await new Promise<Blob | null>((resolve) => stored.toBlob(resolve, a.type, a.quality))
  c.width = soft.width = stored.width = 0
  if (!blob) throw new Error(`could not encode ${a.type}`)
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** A photo-like picture of stored size width × height (with EXIF `orientation` for JPEG). */
export async function paintPhoto(
  page: Page,
  o: { width: number; height: number; seed: number; type: 'image/jpeg' | 'image/png'; orientation?: number },
): Promise<Buffer> {
  const orientation = o.orientation ?? 1
  await page.evaluate('globalThis.__name ??= (fn) => fn')
  const args: PaintArgs = {
    width: o.width,
    height: o.height,
    seed: o.seed,
    transform: uprightToStoredTransform(orientation, o.width, o.height),
    type: o.type,
    quality: 0.92,
  }
  const bytes = new Uint8Array(Buffer.from(await page.evaluate(paintInPage, args), 'base64'))
  return Buffer.from(o.type === 'image/jpeg' && orientation !== 1 ? withExifOrientation(bytes, orientation as 6) : bytes)
}

/** `paintPhoto`, kept in $BENCH_PHOTO_CACHE (a folder) when set: painting 48 MP takes a while. */
async function cachedPhoto(page: Page, o: Parameters<typeof paintPhoto>[1]): Promise<Buffer> {
  const dir = process.env.BENCH_PHOTO_CACHE
  const file = dir && join(dir, `${o.width}x${o.height}-${o.seed}-${o.orientation ?? 1}.${o.type === 'image/png' ? 'png' : 'jpg'}`)
  if (file && existsSync(file)) return readFileSync(file)
  const bytes = await paintPhoto(page, o)
  if (dir && file) {
    mkdirSync(dir, { recursive: true })
    writeFileSync(file, bytes)
  }
  return bytes
}

/** The bench's photos: a 12 MP phone JPEG (EXIF 6), a PNG, an iPhone HEIC, a 48 MP JPEG. */
export async function benchPhotos(page: Page, which: { big?: boolean } = {}): Promise<BenchPhoto[]> {
  const paintPhoto = cachedPhoto
  const photos: BenchPhoto[] = [
    {
      name: '12 MP JPEG, EXIF 6',
      fileName: 'IMG_0412.JPG',
      mimeType: 'image/jpeg',
      bytes: await paintPhoto(page, { width: 4000, height: 3000, seed: 7, type: 'image/jpeg', orientation: 6 }),
      specCanOpen: true,
    },
    {
      name: 'PNG 2400×3200',
      fileName: 'portrait.png',
      mimeType: 'image/png',
      bytes: await paintPhoto(page, { width: 2400, height: 3200, seed: 11, type: 'image/png' }),
      specCanOpen: true,
    },
    {
      name: 'HEIC (iPhone)',
      fileName: 'IMG_0413.HEIC',
      mimeType: 'image/heic',
      bytes: Buffer.from(readFixture('photo.heic')),
      specCanOpen: false,
    },
  ]
  if (which.big !== false) {
    photos.push({
      name: '48 MP JPEG, EXIF 6',
      fileName: 'IMG_0414.JPG',
      mimeType: 'image/jpeg',
      bytes: await paintPhoto(page, { width: 8000, height: 6000, seed: 13, type: 'image/jpeg', orientation: 6 }),
      specCanOpen: true,
    })
  }
  return photos
}
