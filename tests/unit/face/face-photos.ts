// The face check on real photographs, in Node: the real model and code (src/lib/face), with the
// canvas's part (drawing the picture into the model's square and the grey copy) done here by
// resampling the decoded JPEG.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import jpeg from 'jpeg-js'
import { INPUT_SIDE, parseModel, runModel, type GraphModelJson, type Model } from '../../../src/lib/face/blazeface'
import { detectionsFrom, facesFrom, greyFrom, letterbox, lumaSize, modelInput } from '../../../src/lib/face/detect'
import type { Face, PhotoAnalysis } from '../../../src/lib/face/framing'
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

type Rgba = { width: number; height: number; data: Uint8Array }

/** A photo of tests/fixtures/faces, or of another fixtures folder (`dir`). */
export function facePhoto(name: string, dir = 'faces'): Rgba {
  const img = jpeg.decode(readFileSync(join(ROOT, 'tests', 'fixtures', dir, name)), { useTArray: true, maxMemoryUsageInMB: 256 })
  return { width: img.width, height: img.height, data: img.data }
}

/** The picture drawn at `at` on a width × height transparent canvas (box-averaged, like a browser's resize). */
export function draw(img: Rgba, width: number, height: number, at = { x: 0, y: 0, width, height }): Uint8ClampedArray {
  const out = new Uint8ClampedArray(width * height * 4)
  const sx = img.width / at.width
  const sy = img.height / at.height
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const fx0 = (x - at.x) * sx
      const fy0 = (y - at.y) * sy
      if (fx0 < 0 || fy0 < 0 || fx0 >= img.width || fy0 >= img.height) continue
      const x0 = Math.floor(fx0)
      const y0 = Math.floor(fy0)
      const x1 = Math.min(img.width, Math.max(x0 + 1, Math.floor(fx0 + sx)))
      const y1 = Math.min(img.height, Math.max(y0 + 1, Math.floor(fy0 + sy)))
      const sum = [0, 0, 0]
      for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) for (let c = 0; c < 3; c++) sum[c]! += img.data[(yy * img.width + xx) * 4 + c]!
      const n = (x1 - x0) * (y1 - y0)
      for (let c = 0; c < 3; c++) out[(y * width + x) * 4 + c] = sum[c]! / n
      out[(y * width + x) * 4 + 3] = 255
    }
  }
  return out
}

/** The check's analysis of a photo of tests/fixtures/<dir>, and all the model answered (`detections`: animals too). */
export function analyse(name: string, model = loadModel(), dir = 'faces'): PhotoAnalysis & { detections: Face[] } {
  const img = facePhoto(name, dir)
  const size = { width: img.width, height: img.height }
  const box = letterbox(size)
  const outputs = runModel(model, modelInput(draw(img, INPUT_SIDE, INPUT_SIDE, box)))
  const grey = lumaSize(size)
  return { size, faces: facesFrom(outputs, box, size), detections: detectionsFrom(outputs, box, size), luma: greyFrom(draw(img, grey.width, grey.height), grey) }
}
