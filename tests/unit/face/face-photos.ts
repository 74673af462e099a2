// The face check on real photographs, in Node: the real model and code (src/lib/face), the same
// scaling as the browser's worker (resample.ts). What the browser does before the worker (the
// screen's picture, then a copy no larger than the grey copy's size) is done here by the same
// area average; the labelled set's photos are that small already, so for them only the decoder
// differs.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import jpeg from 'jpeg-js'
import type { GraphModelJson } from '#common/face-model-format'
import { drain, parseModel, type Model } from '../../../src/lib/face/blazeface'
import { greyCopy, lumaSize } from '../../../src/lib/face/detect'
import type { PhotoAnalysis } from '../../../src/lib/face/framing'
import { personFaceSteps, type PersonFaces } from '../../../src/lib/face/person'
import { resample, type Rgba } from '../../../src/lib/face/resample'
import { compactFaceModel } from '../../../build/face-model'

const ROOT = join(import.meta.dirname, '..', '..', '..')
const MODEL_DIR = join(ROOT, 'node_modules', '@vladmandic', 'human', 'models')

const arrayBuffer = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer

let shipped: Model | null = null
/** The model as the build ships it (build/face-model.ts: half floats, compact topology). */
export function loadModel(): Model {
  if (!shipped) {
    const { json, weights } = compactFaceModel()
    shipped = parseModel(JSON.parse(json) as GraphModelJson, arrayBuffer(weights))
  }
  return shipped
}

/** The model as @vladmandic/human ships it (float32). */
export function originalModel(): Model {
  const json = JSON.parse(readFileSync(join(MODEL_DIR, 'blazeface.json'), 'utf8')) as GraphModelJson
  return parseModel(json, arrayBuffer(readFileSync(join(MODEL_DIR, 'blazeface.bin'))))
}

/** A photo of tests/fixtures/faces, or of another fixtures folder (`dir`). */
export function facePhoto(name: string, dir = 'faces'): Rgba {
  const img = jpeg.decode(readFileSync(join(ROOT, 'tests', 'fixtures', dir, name)), { useTArray: true, maxMemoryUsageInMB: 256 })
  return { width: img.width, height: img.height, data: img.data }
}

/** The check's analysis of a photo of tests/fixtures/<dir>, and all the model answered (`detections`: animals too). */
export function analyse(name: string, model = loadModel(), dir = 'faces'): PhotoAnalysis & Pick<PersonFaces, 'detections'> {
  return analysePicture(facePhoto(name, dir), model)
}

/** The same for a decoded picture. */
export function analysePicture(img: Rgba, model = loadModel()): PhotoAnalysis & Pick<PersonFaces, 'detections'> {
  const size = { width: img.width, height: img.height }
  // the copy the page sends the worker (index.ts, analyzePhoto)
  const small = lumaSize(size)
  const picture = small.width < img.width ? { ...small, data: resample(img, small.width, small.height) } : img
  const { faces, detections } = drain(personFaceSteps(model, picture, size))
  return { size, faces, detections, luma: greyCopy(picture) }
}
