// Whether a detection is a person's face, not an animal's, a drawing's or a pattern's: BlazeFace
// answers 0.6 and more for cats, dogs, pandas and coffee cups too. Chosen by measurement on the
// labelled set (tests/fixtures/face-set, docs/face-check.md): people's faces score higher than
// the animals', and the detector's eye keypoints of an animal it mistakes for a face often lie on
// a steep slant, where a person facing a phone holds their head about level.
import type { Face } from './framing'

/** The detector's score from which a face counts as a person's (its own cut-off is 0.6). */
export const PERSON_MIN_SCORE = 0.73
/** How far the line through the eyes may slant from level, in degrees. */
export const PERSON_MAX_ROLL_DEG = 45

/** The slant of the line through the eyes, in degrees (0 = level); 0 when the detector gave no eyes. */
export function eyeRoll(face: Face): number {
  if (!face.eyes) return 0
  const [[x0, y0], [x1, y1]] = face.eyes
  return (Math.atan2(Math.abs(y1 - y0), Math.abs(x1 - x0)) * 180) / Math.PI
}

export const isPersonFace = (face: Face): boolean => face.score >= PERSON_MIN_SCORE && eyeRoll(face) <= PERSON_MAX_ROLL_DEG
