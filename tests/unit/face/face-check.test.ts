// The face check on real photographs (tests/fixtures/faces: public-domain photos of
// scikit-image): the real BlazeFace weights run by src/lib/face/blazeface.ts, the default square
// and the warnings of src/lib/face/framing.ts.
import { describe, expect, it } from 'vitest'
import { faceCrop, laplacianVariance, mainFace, photoFindings, weakestSharpness, type Face, type PhotoAnalysis } from '@/lib/face/framing'
import { defaultCrop, type CropRect } from '@/lib/image/crop'
import { analyse, originalModel } from './face-photos'

const holds = (crop: CropRect, f: Face) =>
  f.x >= crop.x && f.y >= crop.y && f.x + f.width <= crop.x + crop.width && f.y + f.height <= crop.y + crop.height

function onFace(name: string): { analysis: PhotoAnalysis; face: Face; crop: CropRect } {
  const analysis = analyse(name)
  const face = mainFace(analysis.faces)
  if (!face) throw new Error(`no face found in ${name}`)
  return { analysis, face, crop: faceCrop(face, analysis.size) }
}

describe('the default square on a far-away face', () => {
  // A player about 3 m from a 12 MP phone camera: the face box is about 267 px tall.
  const far: Face = { x: 1400, y: 1200, width: 230, height: 267, score: 0.95 }
  const size = { width: 3000, height: 4000 }

  it('grows to the 800 px square, so the first thing read is not the size warning', () => {
    const crop = faceCrop(far, size)
    expect(crop.width).toBe(800)
    expect(crop.height).toBe(800)
    expect(holds(crop, far)).toBe(true)
  })

  it('…and the face in it is not called too small', () => {
    const analysis: PhotoAnalysis = { size, faces: [far], luma: { width: 3, height: 4, data: new Uint8Array(12).fill(128) } }
    expect(photoFindings(analysis, faceCrop(far, size))).not.toContain('face-small')
  })
})

describe('the face check on photographs', () => {
  it('ships the model as half floats that find the same faces as the original weights', () => {
    for (const photo of ['portrait-off-centre.jpg', 'two-faces.jpg']) {
      const shipped = analyse(photo).faces
      const original = analyse(photo, originalModel()).faces
      expect(shipped).toHaveLength(original.length)
      shipped.forEach((f, i) => {
        const o = original[i]!
        for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(f[k] - o[k]), `${photo} ${k}`).toBeLessThan(1.5)
        expect(Math.abs(f.score - o.score)).toBeLessThan(0.01)
      })
    }
  }, 120_000) // eight model runs, and two parsings of the original weights

  it('finds the one face of a portrait, with its eyes in the upper half of the box', () => {
    const { faces } = analyse('portrait.jpg')
    expect(faces).toHaveLength(1)
    const [face] = faces as [Face]
    expect(face.score).toBeGreaterThan(0.8)
    // the astronaut's face: around x 170–280, y 75–180 of the 512 × 512 photo
    expect(face.x + face.width / 2).toBeGreaterThan(190)
    expect(face.x + face.width / 2).toBeLessThan(260)
    expect(face.y + face.height / 2).toBeGreaterThan(100)
    expect(face.y + face.height / 2).toBeLessThan(160)
    for (const [, y] of face.eyes!) {
      expect(y).toBeGreaterThan(face.y)
      expect(y).toBeLessThan(face.y + face.height / 2)
    }
  })

  it('opens the square on an off-centre face: head and shoulders, the face about half its height, the eyes a little above the middle', () => {
    const { analysis, face, crop } = onFace('portrait-off-centre.jpg')
    // the spec's centred square misses this face entirely
    expect(photoFindings(analysis, defaultCrop(analysis.size.width, analysis.size.height))).toContain('no-face')
    expect(holds(crop, face)).toBe(true)
    expect(crop.width).toBe(crop.height)
    expect(face.height / crop.height).toBeGreaterThanOrEqual(0.32)
    expect(face.height / crop.height).toBeLessThanOrEqual(0.5)
    const eyes = (face.eyes![0][1] + face.eyes![1][1]) / 2
    expect((eyes - crop.y) / crop.height).toBeGreaterThan(0.35)
    expect((eyes - crop.y) / crop.height).toBeLessThan(0.5)
    expect(photoFindings(analysis, crop)).toEqual([])
  })

  it('keeps the square inside the picture when the face is near its edge', () => {
    const { analysis, face, crop } = onFace('portrait.jpg')
    expect(crop.y).toBe(0) // the astronaut's eyes are too near the top for the usual headroom
    expect(crop.x).toBeGreaterThanOrEqual(0)
    expect(crop.x + crop.width).toBeLessThanOrEqual(analysis.size.width)
    expect(holds(crop, face)).toBe(true)
  })

  it('finds no face on a photo of a coffee cup: the centred square stays, with the warning', () => {
    const analysis = analyse('no-face.jpg')
    expect(analysis.faces).toEqual([])
    expect(photoFindings(analysis, defaultCrop(400, 400))).toEqual(['no-face'])
  })

  it('says a dark copy of the portrait is dark (and not blurry too)', () => {
    const { analysis, crop } = onFace('portrait-dark.jpg')
    expect(photoFindings(analysis, crop)).toEqual(['dark'])
    const bright = onFace('portrait.jpg')
    expect(photoFindings(bright.analysis, bright.crop)).toEqual([])
  })

  it('says a blurred copy of the portrait is blurry', () => {
    const analysis = analyse('portrait-blurred.jpg')
    expect(photoFindings(analysis, defaultCrop(512, 512))).toContain('blurry')
    expect(photoFindings(analysis, defaultCrop(512, 512))).not.toContain('dark')
  })

  it('says a shaken copy of the portrait is blurry, which the Laplacian alone passes', () => {
    const square = { x0: 64, y0: 0, x1: 448, y1: 384 } // the grey copy is the photo's own 512 px
    const shaken = analyse('portrait-shaken.jpg')
    const sharp = analyse('portrait.jpg')
    // smeared sideways only: soft along the rows, as sharp as ever up and down
    expect(laplacianVariance(shaken.luma, square)).toBeGreaterThan(40)
    expect(weakestSharpness(shaken.luma, square)).toBeLessThan(35)
    expect(weakestSharpness(sharp.luma, square)).toBeGreaterThan(3 * 35)
    const crop = { x: 64, y: 0, width: 384, height: 384 }
    expect(photoFindings(shaken, crop)).toContain('blurry')
    expect(photoFindings(sharp, crop)).not.toContain('blurry')
  })

  it('says "more than one face" of a square that shows two, not of the face square that shows one', () => {
    const { analysis, crop } = onFace('two-faces.jpg')
    expect(analysis.faces).toHaveLength(2)
    // the head-and-shoulders square on one of the two people: the other is outside it
    expect(photoFindings(analysis, crop)).toEqual([])
    // a square that holds both faces
    const [a, b] = [...analysis.faces].sort((p, q) => p.x - q.x) as [Face, Face]
    const both = { x: Math.floor(a.x - 10), y: 0, width: Math.ceil(b.x + b.width + 10 - (a.x - 10)), height: 512 }
    expect(photoFindings(analysis, both)).toContain('several-faces')
    // a square that holds the first face whole and shows a third of the second: one face
    const x = Math.floor(a.x - 5)
    const side = Math.ceil(b.x + b.width / 3) - x
    const oneAndABit = { x, y: 0, width: side, height: side }
    expect(photoFindings(analysis, oneAndABit)).not.toContain('several-faces')
    expect(photoFindings(analysis, oneAndABit)).not.toContain('no-face')
  })

  it('says when the square cuts the face or leaves it small', () => {
    const { analysis, face } = onFace('portrait.jpg')
    const cutting = { x: Math.round(face.x + face.width / 3), y: 0, width: 300, height: 300 }
    expect(photoFindings(analysis, cutting)).toEqual(['face-cut'])
    expect(photoFindings(analysis, { x: 0, y: 0, width: 512, height: 512 })).toEqual(['face-small'])
  })
})
