// Uploads per second through the real HTTP API, as src/lib/api/upload-player-photo.ts does them:
// begin_upload → photo and thumbnail to Storage → finish_upload, one after the other. Three
// backends in the same run, measured in alternating rounds (a busy machine's noise hits all
// three alike), median per backend: in memory (the anchor: no disk at all), a data folder as
// before (PGlite's fsync=off, photos unsynced) and a data folder as `npm start` runs it now
// (durable: fsync at commit, photos fsynced before the commit).
// Standalone: `npx tsx scripts/bench/uploads.ts` prints the figures.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import jpeg from 'jpeg-js'
import { startServer, type RunningServer } from '../../server/app.ts'
import { uploadablePlayers, uploadPhoto, type UploadablePlayer } from '../../tests/integration/upload-steps.ts'

/** A processed phone photo is ~0.3–2 MB; a noisy 1024 px JPEG lands in that range. */
const PHOTO_SIDE_PX = 1024
const THUMB_SIDE_PX = 256

function noisyJpeg(side: number): Buffer {
  const data = Buffer.alloc(side * side * 4)
  let seed = 2463534242
  for (let i = 0; i < data.length; i++) {
    seed ^= seed << 13
    seed ^= seed >>> 17
    seed ^= seed << 5
    data[i] = (i & 3) === 3 ? 255 : (seed >>> 0) & 0xff
  }
  return jpeg.encode({ data, width: side, height: side }, 80).data
}

const ROUNDS = 5
const PER_ROUND = 12

async function timeUploads(srv: RunningServer, players: UploadablePlayer[], photo: Buffer, thumb: Buffer): Promise<number> {
  const t0 = performance.now()
  for (const p of players) await uploadPhoto(srv, p, photo, thumb)
  return players.length / ((performance.now() - t0) / 1000)
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN

export type UploadsResult = {
  memoryPerSecond: number
  relaxedPerSecond: number
  durablePerSecond: number
  photoBytes: number
  count: number
}

export async function benchUploads(): Promise<UploadsResult> {
  const photo = noisyJpeg(PHOTO_SIDE_PX)
  const thumb = noisyJpeg(THUMB_SIDE_PX)
  const dirs = [await mkdtemp(join(tmpdir(), 'bench-relaxed-')), await mkdtemp(join(tmpdir(), 'bench-durable-'))]
  const servers: RunningServer[] = []
  try {
    servers.push(await startServer({ logErrors: false }))
    servers.push(await startServer({ dataDir: dirs[0], durable: false, logErrors: false }))
    servers.push(await startServer({ dataDir: dirs[1], logErrors: false }))
    const queues = await Promise.all(servers.map((s) => uploadablePlayers(s, 1 + ROUNDS * PER_ROUND)))
    for (const [i, s] of servers.entries()) await uploadPhoto(s, queues[i]!.shift()!, photo, thumb) // warm-up
    const rates: number[][] = servers.map(() => [])
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, s] of servers.entries()) rates[i]!.push(await timeUploads(s, queues[i]!.splice(0, PER_ROUND), photo, thumb))
    }
    const [memoryPerSecond, relaxedPerSecond, durablePerSecond] = rates.map(median) as [number, number, number]
    return { memoryPerSecond, relaxedPerSecond, durablePerSecond, photoBytes: photo.length, count: ROUNDS * PER_ROUND }
  } finally {
    for (const s of servers) await s.close()
    for (const d of dirs) await rm(d, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await benchUploads()
  console.log(`${r.count} uploads per backend of a ${(r.photoBytes / 1024).toFixed(0)} KB photo + thumbnail, median of ${ROUNDS} rounds`)
  console.log(`in memory (anchor):             ${r.memoryPerSecond.toFixed(1)} uploads/s`)
  console.log(
    `data folder, fsync off (before): ${r.relaxedPerSecond.toFixed(1)} uploads/s  ${(r.relaxedPerSecond / r.memoryPerSecond).toFixed(2)}×`,
  )
  console.log(
    `data folder, durable (now):      ${r.durablePerSecond.toFixed(1)} uploads/s  ${(r.durablePerSecond / r.memoryPerSecond).toFixed(2)}×`,
  )
}
