// Placeholder photos for the seeded players who "already uploaded": supabase/seed.sql gives them
// storage keys; this stores a generated JPEG under each key (a portrait silhouette on a colour
// derived from the team name, so teams look different on the dashboard) and fills photo_url /
// thumb_url, so the demo shows real images from the first start.
import jpeg from 'jpeg-js'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createHash } from 'node:crypto'
import { REPO_ROOT, type Db } from './db.ts'
import { objectMetadata, type BlobStore, type PutResult } from './blob-store.ts'

const BUCKET = 'player-photos'
export const PHOTO_SIZE_PX = 800
export const THUMB_SIZE_PX = 256
const JPEG_QUALITY = 80

function hashString(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)]
}

/** A size×size JPEG: head circle and shoulders in a light tint over a team-coloured gradient. */
export function placeholderJpeg(team: string, size: number): Buffer {
  const hue = hashString(team) % 360
  const top = hslToRgb(hue, 0.55, 0.52)
  const bottom = hslToRgb(hue, 0.6, 0.36)
  const figure = hslToRgb(hue, 0.35, 0.86)
  const data = Buffer.alloc(size * size * 4)
  const head = { x: 0.5 * size, y: 0.39 * size, r: 0.165 * size }
  const body = { x: 0.5 * size, y: 1.08 * size, rx: 0.4 * size, ry: 0.42 * size }
  const neck = { x0: 0.45 * size, x1: 0.55 * size, y0: 0.5 * size, y1: 0.7 * size }
  for (let y = 0; y < size; y++) {
    const t = y / (size - 1)
    const bg = [0, 1, 2].map((c) => (top[c] as number) * (1 - t) + (bottom[c] as number) * t)
    for (let x = 0; x < size; x++) {
      // coverage in [0,1] with a one-pixel soft edge, so curves are not jagged
      const headCov = Math.min(1, Math.max(0, head.r - Math.hypot(x - head.x, y - head.y) + 0.5))
      const nd = Math.hypot((x - body.x) / body.rx, (y - body.y) / body.ry)
      const bodyCov = Math.min(1, Math.max(0, (1 - nd) * Math.min(body.rx, body.ry) + 0.5))
      const neckCov = x >= neck.x0 && x <= neck.x1 && y >= neck.y0 && y <= neck.y1 ? 1 : 0
      const a = Math.max(headCov, bodyCov, neckCov)
      const i = (y * size + x) * 4
      for (let c = 0; c < 3; c++) data[i + c] = Math.round((bg[c] as number) * (1 - a) + (figure[c] as number) * a)
      data[i + 3] = 255
    }
  }
  return jpeg.encode({ data, width: size, height: size }, JPEG_QUALITY).data
}

// Encoding is slow in pure JS and every test file starts a seeded server, so
// images are kept per process and on disk (node_modules/.cache, like Vite's cache). Bump the
// version when the drawing changes.
const DRAWING_VERSION = 2
const DISK_CACHE = join(REPO_ROOT, 'node_modules', '.cache', 'local-backend-placeholders')
const memo = new Map<string, Buffer>()

function cachedJpeg(team: string, size: number): Buffer {
  const id = createHash('sha256').update(`${DRAWING_VERSION}:${size}:${team}`).digest('hex').slice(0, 24)
  let bytes = memo.get(id)
  if (bytes) return bytes
  const file = join(DISK_CACHE, `${id}.jpg`)
  try {
    bytes = readFileSync(file)
  } catch {
    bytes = placeholderJpeg(team, size)
    try {
      mkdirSync(DISK_CACHE, { recursive: true })
      const tmp = `${file}.${process.pid}.tmp`
      writeFileSync(tmp, bytes)
      renameSync(tmp, file)
    } catch {
      // a read-only checkout just regenerates next time
    }
  }
  memo.set(id, bytes)
  return bytes
}

function teamImages(team: string) {
  return { photo: cachedJpeg(team, PHOTO_SIZE_PX), thumb: cachedJpeg(team, THUMB_SIZE_PX) }
}

export function publicObjectUrl(baseUrl: string, key: string): string {
  // same form as supabase-js getPublicUrl
  return encodeURI(`${baseUrl}/storage/v1/object/public/${BUCKET}/${key}`)
}

/**
 * Stores a placeholder for every event_uploads key that has no object yet and points the row's
 * URLs at it. One transaction, as superuser (like a seed); files are undone if it fails.
 * Returns how many rows got photos.
 */
export async function seedPhotos(db: Db, blobs: BlobStore, baseUrl: string): Promise<number> {
  const puts: PutResult[] = []
  try {
    const n = await db.serial(async (tx) => {
      const rows = await tx.query<{ id: number; team: string; photo_path: string; thumb_path: string }>(
        `select u.id, u.team, u.photo_path, u.thumb_path from public.event_uploads u
          where u.photo_path is not null and u.thumb_path is not null
            and not exists (select 1 from storage.objects o where o.bucket_id = $1 and o.name = u.photo_path)
          order by u.id`,
        [BUCKET],
      )
      for (const row of rows.rows) {
        const imgs = teamImages(row.team)
        for (const [key, bytes] of [
          [row.photo_path, imgs.photo],
          [row.thumb_path, imgs.thumb],
        ] as const) {
          await tx.query(
            `insert into storage.objects (bucket_id, name, metadata, version) values ($1, $2, $3::jsonb, gen_random_uuid()::text)
             on conflict (bucket_id, name) do nothing`,
            [BUCKET, key, JSON.stringify(objectMetadata(bytes, 'image/jpeg', 'max-age=3600'))],
          )
          puts.push(await blobs.put(BUCKET, key, bytes))
        }
        await tx.query('update public.event_uploads set photo_url = $2, thumb_url = $3 where id = $1', [
          row.id,
          publicObjectUrl(baseUrl, row.photo_path),
          publicObjectUrl(baseUrl, row.thumb_path),
        ])
      }
      return rows.rows.length
    })
    for (const p of puts) await p.done()
    return n
  } catch (e) {
    for (const p of puts.reverse()) await p.undo().catch(() => undefined)
    throw e
  }
}
