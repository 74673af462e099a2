// Whether a detection is a person's face, not an animal's, a drawing's or a pattern's: BlazeFace
// answers 0.6 and more for cats, dogs, pandas and coffee cups too, and a cat's face close up
// scores as high as a person's far away. Chosen by measurement on the labelled set
// (tests/fixtures/face-set, docs/face-check.md), two signals:
// - the eye line: an animal's "eyes" as the detector places them often lie on a steep slant,
//   where a person facing a phone holds their head about level (photos are turned upright first);
// - a closer look: the model run again on a square four times the face's width around it. A
//   person's face stays a face with its hair, neck and shoulders around it (0.76 and more on the
//   set); an animal's stops being one once the fur and body around it are in view (0.54 at most).
//   The score of that second look doesn't move with how each engine scales a picture the way the
//   first look's did, and its margin is wide.
import { decodeFaces, INPUT_SIDE, modelSteps, type Model } from './blazeface'
import { detectionsFrom, modelInput, modelPicture } from './detect'
import type { Face } from './framing'
import { resample, type Rgba } from './resample'
import type { Size } from '@/lib/image/crop'

/** How far the line through the eyes may slant from level, in degrees. */
export const PERSON_MAX_ROLL_DEG = 45
/** The closer look's square, in face widths. */
export const CLOSER_LOOK_SIDE = 4
/** The score the face must keep in the closer look. */
export const CLOSER_LOOK_MIN_SCORE = 0.7
/** Closer looks per photo, the best-scored detections first (each costs a model run). */
export const MAX_CLOSER_LOOKS = 4

/** The slant of the line through the eyes, in degrees (0 = level); 0 when the detector gave no eyes. */
export function eyeRoll(face: Face): number {
  if (!face.eyes) return 0
  const [[x0, y0], [x1, y1]] = face.eyes
  return (Math.atan2(Math.abs(y1 - y0), Math.abs(x1 - x0)) * 180) / Math.PI
}

export const eyesLevel = (face: Face): boolean => eyeRoll(face) <= PERSON_MAX_ROLL_DEG

/** The model's input for the closer look at `face` (in `picture`'s pixels): the face in the middle. */
export function closerLook(picture: Rgba, face: Face): Float32Array {
  const scale = INPUT_SIDE / (face.width * CLOSER_LOOK_SIDE)
  const cx = face.x + face.width / 2
  const cy = face.y + face.height / 2
  const at = {
    x: INPUT_SIDE / 2 - cx * scale,
    y: INPUT_SIDE / 2 - cy * scale,
    width: picture.width * scale,
    height: picture.height * scale,
  }
  return modelInput(resample(picture, INPUT_SIDE, INPUT_SIDE, at))
}

/** The best score the closer look gives a face near its middle (0: none from 0.2). */
export function closerLookScore(outputs: Map<string, Float32Array<ArrayBufferLike>>): number {
  const near = INPUT_SIDE / 8 // the face is a quarter of the square: its centre within half of that
  const centre = INPUT_SIDE / 2
  const found = decodeFaces(outputs, 0.2).filter(
    (f) => Math.abs((f.x0 + f.x1) / 2 - centre) < near && Math.abs((f.y0 + f.y1) / 2 - centre) < near,
  )
  return Math.max(0, ...found.map((f) => f.score))
}

export interface PersonFaces {
  /** people's faces, in the photo's upright source pixels */
  faces: Face[]
  /** everything the first look answered, animals included (what the labelled set compares), with the closer look's score where one was taken */
  detections: (Face & { closer?: number })[]
}

/**
 * People's faces in `picture` (the photo scaled, any size), answered in `size` (its upright source
 * pixels): the model's detections with level eyes that a closer look confirms. Steps, so the
 * worker can pause between them (holdable.ts); runModel's way to drain them in the tests.
 */
export function* personFaceSteps(model: Model, picture: Rgba, size: Size): Generator<void, PersonFaces> {
  const { box, input } = modelPicture(picture)
  const seen: (Face & { closer?: number })[] = detectionsFrom(yield* modelSteps(model, input), box, picture)
  const faces: Face[] = []
  for (const face of seen.filter(eyesLevel).slice(0, MAX_CLOSER_LOOKS)) {
    face.closer = closerLookScore(yield* modelSteps(model, closerLook(picture, face)))
    if (face.closer >= CLOSER_LOOK_MIN_SCORE) faces.push(face)
  }
  const sx = size.width / picture.width
  const sy = size.height / picture.height
  const toSource = <F extends Face>(f: F): F => ({
    ...f,
    x: f.x * sx,
    y: f.y * sy,
    width: f.width * sx,
    height: f.height * sy,
    eyes: f.eyes && [
      [f.eyes[0][0] * sx, f.eyes[0][1] * sy],
      [f.eyes[1][0] * sx, f.eyes[1][1] * sy],
    ],
  })
  return { faces: faces.map(toSource), detections: seen.map(toSource) }
}
