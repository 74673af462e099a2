// @vitest-environment node
// Node's Blob, Response and streams: what client-zip uses in browsers (jsdom's Blob can't stream).
import JSZip from 'jszip'
import { buildTeamZip } from '@/features/admin-team/download/build-team-zip'
import { planTeamZip } from '@/features/admin-team/download/zip-plan'
import { settle } from '../settle'

const jpegBytes = (n: number, fill: number) => {
  const b = new Uint8Array(n).fill(fill)
  b.set([0xff, 0xd8, 0xff, 0xe0])
  return b
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())

/** ZIP local file headers: 'PK\3\4', then version(2), flags(2), compression method(2). */
function compressionMethods(zip: Uint8Array): number[] {
  const out: number[] = []
  for (let i = 0; i + 10 < zip.length; i++) {
    if (zip[i] === 0x50 && zip[i + 1] === 0x4b && zip[i + 2] === 0x03 && zip[i + 3] === 0x04) out.push(zip[i + 8]! | (zip[i + 9]! << 8))
  }
  return out
}

describe('buildTeamZip', () => {
  it('packs every photo under the team folder, stored uncompressed', async () => {
    const plan = planTeamZip('Spain', [
      { id: 1, player_name: 'Ana', photoSrc: 'u/ana' },
      { id: 2, player_name: 'Ana', photoSrc: 'u/ana2' },
      { id: 3, player_name: 'María José', photoSrc: 'u/mj' },
    ])
    const bytes: Record<string, Uint8Array<ArrayBuffer>> = {
      'u/ana': jpegBytes(3000, 1),
      'u/ana2': jpegBytes(2000, 2),
      'u/mj': jpegBytes(1000, 3),
    }
    const result = await buildTeamZip(plan, {
      fetchPhoto: async (url) => new Blob([bytes[url]!], { type: 'image/jpeg' }),
      concurrency: 2,
    })
    expect(result.added).toBe(3)
    expect(result.failed).toEqual([])
    expect(result.blob?.type).toBe('application/zip')
    const raw = await bytesOf(result.blob!)
    const zip = await JSZip.loadAsync(raw)
    const files = Object.keys(zip.files)
      .filter((n) => !zip.files[n]!.dir)
      .sort()
    expect(files).toEqual(['Spain/Ana (2).jpg', 'Spain/Ana.jpg', 'Spain/María José.jpg'])
    expect(await zip.file('Spain/Ana (2).jpg')!.async('uint8array')).toEqual(bytes['u/ana2'])
    // STORE (0), never DEFLATE (8): JPEGs don't compress
    expect(new Set(compressionMethods(raw))).toEqual(new Set([0]))
  })

  it('skips and logs a photo that cannot be fetched, and reports it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const plan = planTeamZip('Spain', [
      { id: 1, player_name: 'Ana', photoSrc: 'ok' },
      { id: 2, player_name: 'Bea', photoSrc: 'missing' },
    ])
    const result = await buildTeamZip(plan, {
      fetchPhoto: async (url) => {
        if (url === 'missing') throw new Error('404')
        return new Blob([jpegBytes(100, 9)], { type: 'image/jpeg' })
      },
      concurrency: 4,
    })
    expect(result.added).toBe(1)
    expect(result.failed.map((f) => f.playerName)).toEqual(['Bea'])
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Bea'), expect.any(Error))
    const zip = await JSZip.loadAsync(await bytesOf(result.blob!))
    expect(zip.file('Spain/Ana.jpg')).not.toBeNull()
    expect(zip.file('Spain/Bea.jpg')).toBeNull()
    logged.mockRestore()
  })

  it('gives no zip when nothing could be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const plan = planTeamZip('Spain', [{ id: 1, player_name: 'Ana', photoSrc: 'x' }])
    const result = await buildTeamZip(plan, { fetchPhoto: async () => Promise.reject(new Error('offline')), concurrency: 4 })
    expect(result).toMatchObject({ blob: null, added: 0 })
    vi.restoreAllMocks()
  })

  it('fetches at most `concurrency` photos at a time', async () => {
    let inFlight = 0
    let peak = 0
    const plan = planTeamZip(
      'Spain',
      Array.from({ length: 10 }, (_, i) => ({ id: i, player_name: `P${i}`, photoSrc: `u${i}` })),
    )
    await buildTeamZip(plan, {
      fetchPhoto: async () => {
        inFlight++
        peak = Math.max(peak, inFlight)
        await settle(5) // the others start while this one is still in flight
        inFlight--
        return new Blob([jpegBytes(10, 0)], { type: 'image/jpeg' })
      },
      concurrency: 4,
    })
    expect(peak).toBe(4)
  })
})
