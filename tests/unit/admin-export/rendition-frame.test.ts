import { describe, expect, it } from 'vitest'
import { renditionFrame } from '@/features/admin-export/rendition-frame'
import { masterFrame, masterOutputSize, squareInMaster } from '@/lib/image/portrait-master'

const contains = (outer: { x: number; y: number; width: number; height: number }, inner: typeof outer) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height

describe('the portrait master', () => {
  it('frames a square in a large photo at 4:5 with room around it, the square near the top', () => {
    const square = { x: 1200, y: 600, width: 1000, height: 1000 }
    const frame = masterFrame(square, { width: 4000, height: 3000 })
    expect(frame.width / frame.height).toBeCloseTo(0.8, 2)
    expect(frame.width).toBe(1600)
    expect(contains(frame, square)).toBe(true)
    expect(square.y - frame.y).toBeLessThan(frame.y + frame.height - (square.y + square.height))
    expect(masterOutputSize(frame)).toEqual({ width: 1280, height: 1600 })
  })

  it('stays inside a photo whose square touches its edges, and always holds the square', () => {
    const size = { width: 1200, height: 1600 }
    for (const square of [{ x: 0, y: 0, width: 900, height: 900 }, { x: 300, y: 700, width: 900, height: 900 }, { x: 0, y: 0, width: 1200, height: 1200 }]) {
      const frame = masterFrame(square, size)
      expect(contains({ x: 0, y: 0, ...size }, frame)).toBe(true)
      expect(contains(frame, square)).toBe(true)
    }
  })

  it('in a landscape photo as tall as the square, keeps the square rather than the shape', () => {
    const square = { x: 500, y: 0, width: 1080, height: 1080 }
    const frame = masterFrame(square, { width: 1920, height: 1080 })
    expect(frame.height).toBe(1080)
    expect(contains(frame, square)).toBe(true)
  })

  it('never upscales a small frame and maps the square into the stored master', () => {
    const frame = { x: 100, y: 50, width: 800, height: 1000 }
    expect(masterOutputSize(frame)).toEqual({ width: 800, height: 1000 })
    expect(squareInMaster({ x: 250, y: 150, width: 500, height: 500 }, frame, { width: 800, height: 1000 })).toEqual({ x: 150, y: 100, width: 500, height: 500 })
  })
})

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
    expect(renditionFrame(master, 'master', 640)).toMatchObject({ crop: { x: 0, y: 0, width: 1280, height: 1600 }, output: { width: 640, height: 800 } })
  })
})
