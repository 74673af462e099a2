import { fetchAhead } from '@/lib/fetch-ahead'

import { settle } from '../settle'

const tick = () => settle(1)

describe('fetchAhead', () => {
  it('keeps the input order and never runs more than `ahead` fetches at once', async () => {
    let inFlight = 0
    let peak = 0
    const items = Array.from({ length: 13 }, (_, i) => i)
    const seen: number[] = []
    for await (const r of fetchAhead(items, 4, async (n) => {
      inFlight++
      peak = Math.max(peak, inFlight)
      await settle(1 + ((n * 7) % 5)) // uneven: later items may finish first
      inFlight--
      return n * 2
    })) {
      if (r.ok) seen.push(r.value)
    }
    expect(peak).toBe(4)
    expect(seen).toEqual(items.map((n) => n * 2))
  })

  it('fetches no further ahead than the reader: a slow reader holds at most `ahead` results', async () => {
    let started = 0
    let taken = 0
    for await (const _ of fetchAhead([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 3, async (n) => {
      started++
      return n
    })) {
      taken++
      await tick()
      await tick()
      // every fetch has long finished by now; only `ahead` of them may be waiting for the reader
      expect(started - taken).toBeLessThanOrEqual(3)
    }
    expect(taken).toBe(10)
  })

  it('reports a failure in its place and goes on', async () => {
    const results = []
    for await (const r of fetchAhead(['a', 'b', 'c'], 2, async (s) => {
      if (s === 'b') throw new Error('404')
      return s.toUpperCase()
    })) {
      results.push(r.ok ? r.value : `failed ${r.item}: ${(r.error as Error).message}`)
    }
    expect(results).toEqual(['A', 'failed b: 404', 'C'])
  })

  it('handles fewer items than `ahead`, and none', async () => {
    const collect = async (items: number[]) => {
      const out = []
      for await (const r of fetchAhead(items, 10, async (n) => n + 1)) out.push(r.ok && r.value)
      return out
    }
    expect(await collect([1, 2])).toEqual([2, 3])
    expect(await collect([])).toEqual([])
  })
})
