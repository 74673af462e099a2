import { describe, expect, it } from 'vitest'
import { renditionFrame } from '@/features/admin-export/rendition-frame'

const contains = (outer: { x: number; y: number; width: number; height: number }, inner: typeof outer) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height

describe('renditions', () => {
  const master = { size: { width: 1280, height: 1600 }, square: { x: 240, y: 120, width: 800, height: 800 } }

  it('cuts a 35:45 badge as wide as the square, extra height below, at the asked size', () => {
    const r = renditionFrame(master, '35:45', 420)
    expect(r.output).toEqual({ width: 420, height: 540 })
    expect(r.crop.width).toBe(800)
    expect(r.crop.width / r.crop.height).toBeCloseTo(35 / 45, 2)
    expect(r.crop.y).toBeLessThanOrEqual(master.square.y)
    expect(contains(r.crop, master.square)).toBe(true)
    expect(r).toMatchObject({ smaller: false, narrowed: false })
  })

  it("a square destination is the player's own square", () => {
    expect(renditionFrame(master, 'square', 1000).crop).toEqual(master.square)
  })

  it('never upscales: a TV square of 1000 px from an 800 px square is written at 800 and said', () => {
    const r = renditionFrame(master, 'square', 1000)
    expect(r.output).toEqual({ width: 800, height: 800 })
    expect(r.smaller).toBe(true)
  })

  it('from a photo stored before masters (the square alone), a portrait is narrowed around the middle', () => {
    const old = { size: { width: 1024, height: 1024 }, square: { x: 0, y: 0, width: 1024, height: 1024 } }
    const r = renditionFrame(old, '4:5', 400)
    expect(r.narrowed).toBe(true)
    expect(r.crop).toEqual({ x: 102, y: 0, width: 819, height: 1024 })
    expect(r.output).toEqual({ width: 400, height: 500 })
  })

  it('the master as it is, scaled to the asked width', () => {
    expect(renditionFrame(master, 'master', 640)).toMatchObject({
      crop: { x: 0, y: 0, width: 1280, height: 1600 },
      output: { width: 640, height: 800 },
    })
  })
})
