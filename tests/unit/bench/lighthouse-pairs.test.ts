// The bench's React-against-Preact figures: medians per build, the score gap and the TTI ratio,
// and the load averages the runs started at.
import { describe, expect, it } from 'vitest'
import { comparePage, INTERACTIVE_RATIO_TARGET, SCORE_GAP_TARGET } from '../../../scripts/bench/preact.ts'
import type { LighthouseRun } from '../../../scripts/bench/lighthouse.ts'

const run = (score: number, interactiveMs: number, load1: number): LighthouseRun => ({
  score,
  interactiveMs,
  load1,
  fcpMs: 1000,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0,
  speedIndexMs: 1200,
})

describe('comparePage', () => {
  it('takes each build’s median, then the gap and the ratio between the medians', () => {
    const react = [run(90, 2400, 3), run(95, 2000, 1), run(80, 5000, 6)]
    const preact = [run(97, 1600, 2), run(99, 1500, 1.5), run(70, 9000, 8)]
    const c = comparePage('team link', react, preact)
    expect(c.react.score).toBe(90)
    expect(c.preact.score).toBe(97)
    expect(c.scoreGap).toBe(-7)
    expect(c.react.interactiveMs).toBe(2400)
    expect(c.preact.interactiveMs).toBe(1600)
    expect(c.interactiveRatio).toBeCloseTo(1.5)
    expect(c.pairs).toBe(3)
    expect(c.load).toEqual({ min: 1, median: 3, max: 8 })
  })

  it('holds the targets the issue set against the Preact build on a quiet machine', () => {
    expect(INTERACTIVE_RATIO_TARGET).toBeCloseTo(1.6 / 1.48)
    expect(SCORE_GAP_TARGET).toEqual({ 'landing /': -2, 'team link': -1 })
  })
})
