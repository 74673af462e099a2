import { describe, expect, it } from 'vitest'
import { headAround, MASTER_ASPECT, MASTER_LONG_SIDE_PX, masterFrame, masterOutputSize, squareInMaster } from '@/lib/image/master-frame'

type Rect = { x: number; y: number; width: number; height: number }
const contains = (outer: Rect, inner: Rect) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5
const inPicture = (r: Rect, size: { width: number; height: number }) =>
  r.x >= 0 && r.y >= 0 && r.x + r.width <= size.width && r.y + r.height <= size.height

describe('the head-and-shoulders master', () => {
  // a 12 MP portrait phone photo, the face in the upper middle, the player's square around it
  const photo = { width: 3024, height: 4032 }
  const face = { x: 1250, y: 1300, width: 520, height: 640 }
  const square = { x: 960, y: 1000, width: 1100, height: 1100 }

  it('is 4:5, wider than the square, and holds the square and the whole head with air above', () => {
    const frame = masterFrame(square, photo, face)
    expect(frame.width / frame.height).toBeCloseTo(MASTER_ASPECT, 2)
    expect(frame.width).toBeGreaterThanOrEqual(square.width * 1.5)
    expect(contains(frame, square)).toBe(true)
    expect(contains(frame, headAround(face))).toBe(true)
    // air above the head, more room below it (shoulders)
    const head = headAround(face)
    expect(head.y - frame.y).toBeGreaterThan(0)
    expect(frame.y + frame.height - (head.y + head.height)).toBeGreaterThan(head.y - frame.y)
    // centred across on the face
    expect(frame.x + frame.width / 2).toBeCloseTo(face.x + face.width / 2, -1)
    expect(inPicture(frame, photo)).toBe(true)
  })

  it('keeps a head the square cuts at the top inside the frame', () => {
    const low = { x: 960, y: 1250, width: 1100, height: 1100 } // the square starts at the brow
    const frame = masterFrame(low, photo, face)
    expect(contains(frame, headAround(face))).toBe(true)
    expect(contains(frame, low)).toBe(true)
  })

  it('ignores a face outside the square (somebody else) and frames on the square', () => {
    const other = { x: 100, y: 100, width: 200, height: 250 }
    expect(masterFrame(square, photo, other)).toEqual(masterFrame(square, photo, null))
  })

  it('is clamped to the picture: a square near an edge moves the frame, never out of the picture', () => {
    const corner = { x: 2024, y: 0, width: 1000, height: 1000 }
    const frame = masterFrame(corner, photo, { x: 2300, y: 150, width: 400, height: 500 })
    expect(inPicture(frame, photo)).toBe(true)
    expect(contains(frame, corner)).toBe(true)
    expect(frame.width / frame.height).toBeCloseTo(MASTER_ASPECT, 2)
  })

  it('on a landscape picture as tall as the square, keeps the square and is as tall as the picture', () => {
    const wide = { width: 4000, height: 1000 }
    const sq = { x: 1500, y: 0, width: 1000, height: 1000 }
    const frame = masterFrame(sq, wide, null)
    expect(frame.height).toBe(1000)
    expect(contains(frame, sq)).toBe(true)
    expect(inPicture(frame, wide)).toBe(true)
  })

  it('a small picture gives a smaller 4:5 frame that still holds the square', () => {
    const small = { width: 900, height: 1200 }
    const sq = { x: 150, y: 200, width: 600, height: 600 }
    const frame = masterFrame(sq, small, null)
    expect(frame.width).toBe(900)
    expect(frame.height).toBe(1125)
    expect(contains(frame, sq)).toBe(true)
  })

  it('is stored at 1600 px on its long side, more when its square would be smaller than the stored square, never upscaled', () => {
    expect(masterOutputSize({ width: 2400, height: 3000 }, { width: 1500, height: 1500 }, 800)).toEqual({
      width: 1280,
      height: MASTER_LONG_SIDE_PX,
    })
    // the square in a 1600 px master would be 800 px; the stored one is 1024
    expect(masterOutputSize({ width: 2400, height: 3000 }, { width: 1500, height: 1500 }, 1024)).toEqual({ width: 1638, height: 2048 })
    expect(masterOutputSize({ width: 800, height: 1000 }, { width: 500, height: 500 }, 1024)).toEqual({ width: 800, height: 1000 })
  })

  it("says where the player's square lies in the stored master", () => {
    const frame = { x: 100, y: 200, width: 2000, height: 2500 }
    expect(squareInMaster({ x: 600, y: 400, width: 1000, height: 1000 }, frame, { width: 1280, height: 1600 })).toEqual({
      x: 320,
      y: 128,
      width: 640,
      height: 640,
    })
  })
})
