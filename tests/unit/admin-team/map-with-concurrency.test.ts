import { mapWithConcurrency } from '@/features/admin-team/download/map-with-concurrency'

describe('mapWithConcurrency', () => {
  it('never runs more than the limit at once, and keeps the input order', async () => {
    let inFlight = 0
    let peak = 0
    const items = Array.from({ length: 13 }, (_, i) => i)
    const out = await mapWithConcurrency(items, 4, async (n) => {
      inFlight++
      peak = Math.max(peak, inFlight)
      await new Promise((r) => setTimeout(r, (n * 7) % 5))
      inFlight--
      return n * 2
    })
    expect(peak).toBe(4)
    expect(out).toEqual(items.map((n) => n * 2))
  })

  it('handles fewer items than the limit, and none', async () => {
    expect(await mapWithConcurrency([1, 2], 10, async (n) => n + 1)).toEqual([2, 3])
    expect(await mapWithConcurrency([], 4, async (n: number) => n)).toEqual([])
  })

  it('rejects with the first failure', async () => {
    await expect(mapWithConcurrency([1, 2, 3], 2, async (n) => {
      if (n === 2) throw new Error('boom')
      return n
    })).rejects.toThrow('boom')
  })
})
