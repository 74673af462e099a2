// The face check on the labelled set (tests/fixtures/face-set: people, animals, statues, drawings,
// things; see its README): the real model and the person test of src/lib/face/person.ts. The
// figures it prints are those of docs/face-check.md.
import { beforeAll, describe, expect, it } from 'vitest'
import { CLOSER_LOOK_MIN_SCORE, eyeRoll, PERSON_MAX_ROLL_DEG, type PersonFaces } from '@/lib/face/person'
import {
  faceCrop,
  laplacianVariance,
  mainFace,
  photoFindings,
  weakestSharpness,
  type Face,
  type Luma,
  type PhotoAnalysis,
} from '@/lib/face/framing'
import { defaultCrop, type CropRect } from '@/lib/image/crop'
import labels from '../../fixtures/face-set/labels.json'
import type { FaceSetLabel } from '../../fixtures/face-set/recipes'
import { analyse, analysePicture, facePhoto } from './face-photos'

type Result = { file: string; label: FaceSetLabel; faces: Face[]; detections: PersonFaces['detections']; analysis: PhotoAnalysis }
const results: Result[] = []
const of = (label: FaceSetLabel) => results.filter((r) => r.label === label)
const names = (rs: Result[]) => rs.map((r) => r.file)

beforeAll(() => {
  for (const [file, { label }] of Object.entries(labels as Record<string, { label: FaceSetLabel }>)) {
    const analysis = analyse(file, undefined, 'face-set')
    results.push({ file, label, faces: analysis.faces, detections: analysis.detections, analysis })
  }
  const line = (label: FaceSetLabel, found: (r: Result) => boolean) => `${label}: ${of(label).filter(found).length} of ${of(label).length}`
  console.log(
    [
      'The model alone (score ≥ 0.6), photos with a face:',
      ...(['person', 'animal', 'artwork', 'none'] as const).map((l) => line(l, (r) => r.detections.length > 0)),
    ].join('\n  '),
  )
  const seen = (d: Result['detections'][number]) =>
    `${d.score.toFixed(2)} ${Math.round(eyeRoll(d))}°${d.closer === undefined ? '' : ` → ${d.closer.toFixed(2)}`}`
  console.log(
    [
      'Each detection: score, eye line, closer look:',
      ...results.filter((r) => r.detections.length).map((r) => `${r.file}: ${r.detections.map(seen).join(', ')}`),
    ].join('\n  '),
  )
  console.log(
    [
      'With the person test, photos with a face:',
      ...(['person', 'animal', 'artwork', 'none'] as const).map((l) => line(l, (r) => r.faces.length > 0)),
    ].join('\n  '),
  )
}, 420_000) // 49 photos, each one model run and a closer look per face: minutes on a busy machine

describe('the face check on the labelled set', () => {
  it('holds people, animals, artworks and things', () => {
    expect(of('person').length).toBeGreaterThanOrEqual(10)
    expect(of('animal').length).toBeGreaterThanOrEqual(20)
    expect(of('artwork').length).toBeGreaterThanOrEqual(10)
    expect(of('none').length).toBeGreaterThanOrEqual(4)
  })

  it('finds a face in every photo of people', () => {
    expect(names(of('person').filter((r) => r.faces.length === 0))).toEqual([])
  })

  it('keeps every face the model found in photos of people but one, far away and dim at the back of a stage', () => {
    // What the person test costs: a face the model alone found (at its 0.6) and the closer look
    // turns down. The opera's photo keeps three others.
    const lost = of('person').filter((r) => r.faces.length < r.detections.length)
    expect(names(lost)).toEqual(['person-opera.jpg'])
    expect(lost[0]!.detections.length - lost[0]!.faces.length).toBe(1)
    expect(lost[0]!.faces.length).toBeGreaterThanOrEqual(2)
  })

  it('takes no animal for a face, though the model alone does', () => {
    expect(names(of('animal').filter((r) => r.detections.length > 0)).length).toBeGreaterThanOrEqual(5)
    expect(names(of('animal').filter((r) => r.faces.length > 0))).toEqual([])
  })

  it('gives every animal photo the "no face" finding, so automatic approval (empty findings only) never takes one', () => {
    for (const r of of('animal')) {
      const { width, height } = r.analysis.size
      const offered = mainFace(r.faces) ? faceCrop(mainFace(r.faces)!, r.analysis.size) : defaultCrop(width, height)
      expect(photoFindings(r.analysis, offered), r.file).toContain('no-face')
      expect(photoFindings(r.analysis, { x: 0, y: 0, width, height }), r.file).toContain('no-face')
    }
  })

  it('takes no drawing and no thing for a face', () => {
    expect(names(of('artwork').filter((r) => r.file.includes('drawn') && r.faces.length > 0))).toEqual([])
    expect(names(of('none').filter((r) => r.faces.length > 0))).toEqual([])
  })
})

describe('the person test', () => {
  const face = (score: number, eyes: [[number, number], [number, number]]): Face => ({ x: 0, y: 0, width: 100, height: 100, score, eyes })

  it('measures the slant of the eye line either way, and level without eyes', () => {
    expect(
      eyeRoll(
        face(0.9, [
          [30, 40],
          [70, 40],
        ]),
      ),
    ).toBe(0)
    expect(
      eyeRoll(
        face(0.9, [
          [30, 40],
          [70, 80],
        ]),
      ),
    ).toBeCloseTo(45)
    expect(
      eyeRoll(
        face(0.9, [
          [70, 40],
          [30, 80],
        ]),
      ),
    ).toBeCloseTo(45)
    expect(eyeRoll({ x: 0, y: 0, width: 10, height: 10, score: 0.9 })).toBe(0)
  })

  it('wants the eyes within PERSON_MAX_ROLL_DEG of level before it looks closer', () => {
    const panda = results.find((r) => r.file === 'animal-panda.jpg')!.detections[0]!
    expect(eyeRoll(panda)).toBeGreaterThan(PERSON_MAX_ROLL_DEG)
    expect(panda.closer).toBeUndefined()
  })

  it('turns down the tabby cat by the closer look alone: at first look it outscores people', () => {
    const cat = results.find((r) => r.file === 'animal-chelsea.jpg')!.detections[0]!
    const people = of('person').map((r) => r.detections[0]!)
    expect(cat.score).toBeGreaterThan(Math.min(...people.map((d) => d.score)))
    expect(eyeRoll(cat)).toBeLessThan(PERSON_MAX_ROLL_DEG)
    expect(cat.closer).toBeLessThan(CLOSER_LOOK_MIN_SCORE)
    // the margin: every person's main face keeps 0.05 over the cut-off, every animal stays 0.1 under it
    for (const d of people) expect(d.closer).toBeGreaterThanOrEqual(CLOSER_LOOK_MIN_SCORE + 0.05)
    for (const r of of('animal'))
      for (const d of r.detections) if (d.closer !== undefined) expect(d.closer, r.file).toBeLessThanOrEqual(CLOSER_LOOK_MIN_SCORE - 0.1)
  })

  it('finds a face that fills the whole photo (its closer look is mostly the black around it)', () => {
    const photo = facePhoto('portrait.jpg')
    const face = mainFace(analysePicture(photo).faces)!
    const side = Math.round(face.width * 1.05)
    const x0 = Math.round(face.x + face.width / 2 - side / 2)
    const y0 = Math.round(face.y + face.height / 2 - side / 2)
    const data = new Uint8Array(side * side * 4)
    for (let y = 0; y < side; y++)
      data.set(photo.data.subarray(((y0 + y) * photo.width + x0) * 4, ((y0 + y) * photo.width + x0 + side) * 4), y * side * 4)
    expect(analysePicture({ width: side, height: side, data }).faces).toHaveLength(1)
  })
})

/** The grey copy smeared over `length` pixels along (dx, dy): a photo shaken during its exposure. */
function smear(luma: Luma, length: number, dx: number, dy: number): Luma {
  const data = new Uint8Array(luma.data.length)
  for (let y = 0; y < luma.height; y++) {
    for (let x = 0; x < luma.width; x++) {
      let sum = 0
      let n = 0
      for (let k = 0; k < length; k++) {
        const sx = Math.round(x + (k - length / 2) * dx)
        const sy = Math.round(y + (k - length / 2) * dy)
        if (sx < 0 || sy < 0 || sx >= luma.width || sy >= luma.height) continue
        sum += luma.data[sy * luma.width + sx]!
        n++
      }
      data[y * luma.width + x] = Math.round(sum / n)
    }
  }
  return { ...luma, data }
}

type Box = { x0: number; y0: number; x1: number; y1: number }
/** A square in the grey copy's pixels. */
function boxOf({ crop, analysis: { luma, size } }: { crop: CropRect; analysis: PhotoAnalysis }): Box {
  const k = luma.width / size.width
  return {
    x0: Math.floor(crop.x * k),
    y0: Math.floor(crop.y * k),
    x1: Math.ceil((crop.x + crop.width) * k),
    y1: Math.ceil((crop.y + crop.height) * k),
  }
}

describe('the blur check on the labelled set', () => {
  // The square the player is offered: on the face, or the centred one; measured where the grey
  // copy gives it at least 140 px (smaller squares are far-away faces, judged on too few pixels).
  const squares = () =>
    results.flatMap((r) => {
      const face = mainFace(r.faces)
      const crop: CropRect = face ? faceCrop(face, r.analysis.size) : defaultCrop(r.analysis.size.width, r.analysis.size.height)
      const side = (crop.width * r.analysis.luma.width) / r.analysis.size.width
      const dark = photoFindings(r.analysis, crop).includes('dark')
      return side >= 140 && !dark ? [{ ...r, crop, side }] : []
    })

  it('calls no sharp photo blurry', () => {
    const judged = squares()
    const range = (
      rs: typeof judged,
      measure: (l: Luma, b: Box) => number,
      luma: (r: (typeof judged)[number]) => Luma = (r) => r.analysis.luma,
    ) => {
      const v = rs.map((r) => measure(luma(r), boxOf(r)))
      return `${Math.round(Math.min(...v))}–${Math.round(Math.max(...v))}`
    }
    const people = judged.filter((r) => r.label === 'person')
    const sideways = (r: (typeof judged)[number]) => smear(r.analysis.luma, Math.round(r.side * 0.035), 1, 0)
    const upDown = (r: (typeof judged)[number]) => smear(r.analysis.luma, Math.round(r.side * 0.035), 0, 1)
    console.log(
      [
        `Squares judged: ${judged.length} (${people.length} of people). Weakest direction / Laplacian:`,
        `sharp, people: ${range(people, weakestSharpness)} / ${range(people, laplacianVariance)}`,
        `sharp, all: ${range(judged, weakestSharpness)} / ${range(judged, laplacianVariance)}`,
        `shaken sideways, people: ${range(people, weakestSharpness, sideways)} / ${range(people, laplacianVariance, sideways)}`,
        `shaken up and down, people: ${range(people, weakestSharpness, upDown)} / ${range(people, laplacianVariance, upDown)}`,
        `shaken sideways, all: ${range(judged, weakestSharpness, sideways)}; over 35: ${judged
          .filter((r) => weakestSharpness(sideways(r), boxOf(r)) >= 35)
          .map((r) => r.file)
          .join(', ')}`,
      ].join('\n  '),
    )
    expect(judged.length).toBeGreaterThanOrEqual(40)
    expect(judged.filter((r) => photoFindings(r.analysis, r.crop).includes('blurry')).map((r) => r.file)).toEqual([])
  })

  it("calls every photo of people blurry when shaken by 3.5 % of the square's side, sideways or up and down", () => {
    const people = squares().filter((r) => r.label === 'person')
    expect(people.length).toBeGreaterThanOrEqual(6)
    for (const r of people) {
      const length = Math.round(r.side * 0.035)
      for (const [dx, dy] of [
        [1, 0],
        [0, 1],
      ] as const) {
        const shaken = { ...r.analysis, luma: smear(r.analysis.luma, length, dx, dy) }
        expect(photoFindings(shaken, r.crop), `${r.file} ${dx},${dy}`).toContain('blurry')
      }
    }
  })

  it('catches shaken photos the Laplacian alone misses', () => {
    const missed = squares().filter((r) => {
      const shaken = smear(r.analysis.luma, Math.round(r.side * 0.035), 1, 0)
      return laplacianVariance(shaken, boxOf(r)) >= 40 && weakestSharpness(shaken, boxOf(r)) < 35
    })
    expect(missed.length).toBeGreaterThanOrEqual(20)
  })
})
