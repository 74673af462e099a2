import { progressPercent } from '@/lib/progress-percent'

describe('progressPercent', () => {
  it.each([
    [0, 0, 0],
    [0, 20, 0],
    [10, 20, 50],
    [12, 20, 60],
    [2, 3, 67],
    [20, 20, 100],
    // never claims complete or zero when it isn't
    [199, 200, 99],
    [1, 300, 1],
  ])('%i of %i is %i%%', (uploaded, total, percent) => {
    expect(progressPercent(uploaded, total)).toBe(percent)
  })
})
