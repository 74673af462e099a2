import { describe, expect, it } from 'vitest'
import { encodeUnderCap, LOWEST_QUALITY, TOP_QUALITY } from '@/features/admin-export/encode-under-cap'

// An encoder whose output grows with quality, as JPEG's does: `bytesAt(q)` bytes at quality q.
const encoderOf = (bytesAt: (q: number) => number) => {
  const asked: number[] = []
  const encode = async (q: number) => (asked.push(q), new Blob([new Uint8Array(Math.round(bytesAt(q)))]))
  return { encode, asked }
}

describe('a JPEG under a byte cap', () => {
  it('keeps the top quality when it fits, asking once', async () => {
    const { encode, asked } = encoderOf(() => 100_000)
    expect(await encodeUnderCap(encode, 500 * 1024)).toMatchObject({ ok: true, quality: TOP_QUALITY })
    expect(asked).toEqual([TOP_QUALITY])
  })

  it('finds the highest quality under the cap, never one over it', async () => {
    const { encode } = encoderOf((q) => 200_000 + q * 800_000)
    const cap = 600_000
    const r = await encodeUnderCap(encode, cap)
    if (!r.ok) throw new Error('expected a fit')
    expect(r.blob.size).toBeLessThanOrEqual(cap)
    expect(r.quality).toBeGreaterThan(0.45)
    expect(200_000 + (r.quality + 0.02) * 800_000).toBeGreaterThan(cap - 20_000)
  })

  it('says how small it can get when even the lowest quality is over the cap', async () => {
    const { encode } = encoderOf((q) => 400_000 + q * 100_000)
    expect(await encodeUnderCap(encode, 100_000)).toEqual({ ok: false, smallest: Math.round(400_000 + LOWEST_QUALITY * 100_000) })
  })
})
