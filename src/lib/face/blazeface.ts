// MediaPipe's BlazeFace (the 256 × 256 "back camera" model, as converted for TensorFlow.js and
// shipped in @vladmandic/human's npm package), run by a few dozen lines of our own instead of
// TensorFlow.js: the graph has seven kinds of operation, all of them convolutions and their glue,
// and TF.js would add far more to a player's download than they need (docs/benchmarks.md). Plain loops over
// Float32Arrays, in a worker; pure, so Node runs it in the tests on the same weights.

import { fromFloat16, type GraphModelJson, type GraphNode } from '#common/face-model-format'

/** An NHWC tensor of batch 1 (or a constant: then only `data` and `shape` count). */
interface Tensor {
  h: number
  w: number
  c: number
  data: Float32Array<ArrayBufferLike>
  shape: number[]
}

export const INPUT_SIDE = 256

export interface Model {
  nodes: GraphNode[]
  consts: Map<string, Tensor>
  /** how many nodes read each value: one read only, and an addition or a ReLU may reuse its buffer */
  readers: Map<string, number>
}

export function parseModel(json: GraphModelJson, weights: ArrayBuffer): Model {
  const consts = new Map<string, Tensor>()
  let offset = 0
  for (const group of json.weightsManifest) {
    for (const w of group.weights) {
      const count = w.shape.reduce((a, b) => a * b, 1)
      const half = w.quantization?.dtype === 'float16'
      const size = count * (half ? 2 : 4)
      const bytes = weights.slice(offset, offset + size)
      offset += size
      const data = half
        ? fromFloat16(new Uint16Array(bytes))
        : w.dtype === 'int32'
          ? Float32Array.from(new Int32Array(bytes))
          : new Float32Array(bytes)
      consts.set(w.name, { h: 0, w: 0, c: 0, data, shape: w.shape })
    }
  }
  if (offset !== weights.byteLength) throw new Error(`weights: ${weights.byteLength} bytes, the manifest names ${offset}`)
  const nodes = json.modelTopology.node.filter((n) => n.op !== 'Const')
  const readers = new Map<string, number>()
  for (const n of nodes) for (const i of n.input ?? []) readers.set(i.split(':')[0]!, (readers.get(i.split(':')[0]!) ?? 0) + 1)
  return { nodes, consts, readers }
}

const text = (s: string) => atob(s)
const strides = (n: GraphNode) => (n.attr?.strides?.list?.i ?? ['1', '1', '1', '1']).map(Number)
const padding = (n: GraphNode) => text(n.attr?.padding?.s ?? '') as 'SAME' | 'VALID'
const fusedOps = (n: GraphNode) => (n.attr?.fused_ops?.list?.s ?? []).map(text)

/** TensorFlow's SAME padding: output ceil(in / stride), the odd pixel of padding after. */
function samePad(size: number, k: number, s: number): { out: number; before: number } {
  const out = Math.ceil(size / s)
  const total = Math.max((out - 1) * s + k - size, 0)
  return { out, before: Math.floor(total / 2) }
}

function outGeometry(x: Tensor, kh: number, kw: number, n: GraphNode) {
  const [, sy = 1, sx = 1] = strides(n)
  if (padding(n) === 'SAME') {
    const v = samePad(x.h, kh, sy)
    const hz = samePad(x.w, kw, sx)
    return { oh: v.out, ow: hz.out, py: v.before, px: hz.before, sy, sx }
  }
  return { oh: Math.floor((x.h - kh) / sy) + 1, ow: Math.floor((x.w - kw) / sx) + 1, py: 0, px: 0, sy, sx }
}

const tensor = (h: number, w: number, c: number, data: Float32Array<ArrayBufferLike> = new Float32Array(h * w * c)): Tensor => ({
  h,
  w,
  c,
  data,
  shape: [1, h, w, c],
})

/**
 * A 1 × 1 convolution of stride 1 (two thirds of the graph's work): each output pixel is its input
 * pixel times the cin × cout kernel. Two pixels at a time, so each kernel value read serves both.
 */
function pointwise(x: Tensor, k: Float32Array<ArrayBufferLike>, bias: Tensor | undefined, relu: boolean, cout: number): Tensor {
  const cin = x.c
  const pixels = x.h * x.w
  const out = tensor(x.h, x.w, cout)
  const o = out.data
  const xd = x.data
  let p = 0
  for (; p + 1 < pixels; p += 2) {
    const a = p * cout
    const b = a + cout
    if (bias) {
      o.set(bias.data, a)
      o.set(bias.data, b)
    }
    const xa = p * cin
    const xb = xa + cin
    for (let ci = 0; ci < cin; ci++) {
      const va = xd[xa + ci]!
      const vb = xd[xb + ci]!
      const row = ci * cout
      for (let co = 0; co < cout; co++) {
        const w = k[row + co]!
        o[a + co] = o[a + co]! + va * w
        o[b + co] = o[b + co]! + vb * w
      }
    }
  }
  for (; p < pixels; p++) {
    const a = p * cout
    if (bias) o.set(bias.data, a)
    for (let ci = 0; ci < cin; ci++) {
      const v = xd[p * cin + ci]!
      const row = ci * cout
      for (let co = 0; co < cout; co++) o[a + co] = o[a + co]! + v * k[row + co]!
    }
  }
  if (relu) for (let i = 0; i < o.length; i++) if (o[i]! < 0) o[i] = 0
  return out
}

function conv2d(x: Tensor, k: Tensor, bias: Tensor | undefined, relu: boolean, n: GraphNode): Tensor {
  const [kh = 1, kw = 1, cin = 1, cout = 1] = k.shape
  if (cin !== x.c) throw new Error(`${n.name}: ${x.c} channels in, kernel wants ${cin}`)
  const [, sy = 1, sx = 1] = strides(n)
  if (kh === 1 && kw === 1 && sy === 1 && sx === 1) return pointwise(x, k.data, bias, relu, cout)
  const g = outGeometry(x, kh, kw, n)
  const out = tensor(g.oh, g.ow, cout)
  const o = out.data
  const kd = k.data
  const xd = x.data
  for (let y = 0; y < g.oh; y++) {
    for (let xx = 0; xx < g.ow; xx++) {
      const base = (y * g.ow + xx) * cout
      if (bias) o.set(bias.data, base)
      for (let ky = 0; ky < kh; ky++) {
        const iy = y * g.sy + ky - g.py
        if (iy < 0 || iy >= x.h) continue
        for (let kx = 0; kx < kw; kx++) {
          const ix = xx * g.sx + kx - g.px
          if (ix < 0 || ix >= x.w) continue
          const xi = (iy * x.w + ix) * cin
          const ki = (ky * kw + kx) * cin * cout
          for (let ci = 0; ci < cin; ci++) {
            const v = xd[xi + ci]!
            if (v === 0) continue // after a ReLU, many are
            const row = ki + ci * cout
            for (let co = 0; co < cout; co++) o[base + co]! += v * kd[row + co]!
          }
        }
      }
      if (relu) for (let co = 0; co < cout; co++) if (o[base + co]! < 0) o[base + co] = 0
    }
  }
  return out
}

function depthwise(x: Tensor, k: Tensor, n: GraphNode): Tensor {
  const [kh = 1, kw = 1, c = 1] = k.shape
  const { oh, ow, sy, sx, py, px } = outGeometry(x, kh, kw, n)
  const out = tensor(oh, ow, c)
  const [o, xd, kd, h, w] = [out.data, x.data, k.data, x.h, x.w]
  for (let y = 0; y < oh; y++) {
    for (let xx = 0; xx < ow; xx++) {
      const base = (y * ow + xx) * c
      for (let ky = 0; ky < kh; ky++) {
        const iy = y * sy + ky - py
        if (iy < 0 || iy >= h) continue
        for (let kx = 0; kx < kw; kx++) {
          const ix = xx * sx + kx - px
          if (ix < 0 || ix >= w) continue
          const xi = (iy * w + ix) * c
          const ki = (ky * kw + kx) * c
          for (let ci = 0; ci < c; ci++) o[base + ci] = o[base + ci]! + xd[xi + ci]! * kd[ki + ci]!
        }
      }
    }
  }
  return out
}

function maxPool2(x: Tensor, n: GraphNode): Tensor {
  const g = outGeometry(x, 2, 2, n)
  const out = tensor(g.oh, g.ow, x.c)
  out.data.fill(-Infinity)
  for (let y = 0; y < g.oh; y++) {
    for (let xx = 0; xx < g.ow; xx++) {
      const base = (y * g.ow + xx) * x.c
      for (let ky = 0; ky < 2; ky++) {
        const iy = y * 2 + ky - g.py
        if (iy < 0 || iy >= x.h) continue
        for (let kx = 0; kx < 2; kx++) {
          const ix = xx * 2 + kx - g.px
          if (ix < 0 || ix >= x.w) continue
          const xi = (iy * x.w + ix) * x.c
          for (let ci = 0; ci < x.c; ci++) if (x.data[xi + ci]! > out.data[base + ci]!) out.data[base + ci] = x.data[xi + ci]!
        }
      }
    }
  }
  return out
}

/** Pad with zeros; this graph pads only channels (a residual's shortcut to a wider block). */
function pad(x: Tensor, paddings: Tensor): Tensor {
  const p = Array.from(paddings.data)
  if (p.slice(0, 6).some((v) => v !== 0) || p[6] !== 0) throw new Error('Pad: only padding channels at the end is supported')
  const c = x.c + p[7]!
  const out = tensor(x.h, x.w, c)
  for (let i = 0; i < x.h * x.w; i++) out.data.set(x.data.subarray(i * x.c, (i + 1) * x.c), i * c)
  return out
}

/**
 * Runs the graph on a 256 × 256 RGB input scaled to -1..1 (NHWC, 196 608 values); answers every
 * output node (the 'Identity…' ones) by name, as flat arrays.
 */
export function runModel(model: Model, input: Float32Array<ArrayBufferLike>): Map<string, Float32Array<ArrayBufferLike>> {
  return drain(modelSteps(model, input))
}

/** Runs steps (modelSteps, person.ts's personFaceSteps) to the end, without a pause. */
export function drain<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** `runModel` one operation at a time: the worker pauses between them when asked (face.worker.ts). */
export function* modelSteps(
  model: Model,
  input: Float32Array<ArrayBufferLike>,
): Generator<void, Map<string, Float32Array<ArrayBufferLike>>> {
  const values = new Map<string, Tensor>(model.consts)
  const get = (name: string) => {
    const v = values.get(name.split(':')[0]!)
    if (!v) throw new Error(`no value for ${name}`)
    return v
  }
  const outputs = new Map<string, Float32Array<ArrayBufferLike>>()
  const placeholder = model.nodes.find((n) => n.op === 'Placeholder')?.name
  const soleReader = (name: string) => {
    const id = name.split(':')[0]!
    return model.readers.get(id) === 1 && !model.consts.has(id) && id !== placeholder
  }
  for (const n of model.nodes) {
    const ins = n.input ?? []
    let v: Tensor
    switch (n.op) {
      case 'Placeholder':
        if (input.length !== INPUT_SIDE * INPUT_SIDE * 3) throw new Error(`input: ${input.length} values`)
        v = tensor(INPUT_SIDE, INPUT_SIDE, 3, input)
        break
      case '_FusedConv2D': {
        const ops = fusedOps(n)
        v = conv2d(get(ins[0]!), get(ins[1]!), ops.includes('BiasAdd') ? get(ins[2]!) : undefined, ops.includes('Relu'), n)
        break
      }
      case 'DepthwiseConv2dNative':
        v = depthwise(get(ins[0]!), get(ins[1]!), n)
        break
      case 'AddV2': {
        const a = get(ins[0]!)
        const b = get(ins[1]!)
        if (a.data.length !== b.data.length) throw new Error(`${n.name}: shapes differ`)
        // A value read by this node only is not needed afterwards: its buffer takes the sum (no
        // new 1.5 MB array per block, the graph's memory traffic halves).
        v = soleReader(ins[1]!) ? b : soleReader(ins[0]!) ? a : tensor(a.h, a.w, a.c)
        const [o, ad, bd] = [v.data, a.data, b.data]
        for (let i = 0; i < o.length; i++) o[i] = ad[i]! + bd[i]!
        break
      }
      case 'Relu': {
        const a = get(ins[0]!)
        v = soleReader(ins[0]!) ? a : tensor(a.h, a.w, a.c)
        const [o, ad] = [v.data, a.data]
        for (let i = 0; i < o.length; i++) {
          const x = ad[i]!
          o[i] = x > 0 ? x : 0
        }
        break
      }
      case 'MaxPool':
        v = maxPool2(get(ins[0]!), n)
        break
      case 'Pad':
        v = pad(get(ins[0]!), get(ins[1]!))
        break
      case 'Reshape':
      case 'Identity':
        v = get(ins[0]!) // NHWC flattened is already the [1, anchors, values] layout
        break
      default:
        throw new Error(`BlazeFace: unsupported operation ${n.op}`)
    }
    values.set(n.name, v)
    if (n.op === 'Identity') outputs.set(n.name, v.data)
    yield
  }
  return outputs
}

/** A face in the model's 256 × 256 input: box and the six keypoints (eyes, nose, mouth, ears). */
export interface RawFace {
  x0: number
  y0: number
  x1: number
  y1: number
  score: number
  /** right eye, left eye, nose tip, mouth, right ear, left ear (as the model sees the picture) */
  keypoints: [number, number][]
}

/** The model's anchors: a 16 × 16 grid with 2 per cell, then 8 × 8 with 6 (896). */
function anchors(): [number, number][] {
  const out: [number, number][] = []
  for (const [stride, count] of [
    [16, 2],
    [32, 6],
  ] as const) {
    const cells = Math.ceil(INPUT_SIDE / stride)
    for (let gy = 0; gy < cells; gy++)
      for (let gx = 0; gx < cells; gx++) for (let k = 0; k < count; k++) out.push([stride * (gx + 0.5), stride * (gy + 0.5)])
  }
  return out
}
const ANCHORS = anchors()

const iou = (a: RawFace, b: RawFace) => {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0)
  if (w <= 0 || h <= 0) return 0
  const inter = w * h
  return inter / ((a.x1 - a.x0) * (a.y1 - a.y0) + (b.x1 - b.x0) * (b.y1 - b.y0) - inter)
}

/**
 * Faces from the model's outputs: scores through a sigmoid, boxes around their anchors, then
 * non-maximum suppression. The outputs come as two pairs (scores and boxes for the 512 fine and the
 * 384 coarse anchors), told apart by size.
 */
export function decodeFaces(outputs: Map<string, Float32Array<ArrayBufferLike>>, minScore = 0.6, maxFaces = 8): RawFace[] {
  const bySize = [...outputs.values()].sort((a, b) => a.length - b.length)
  const [scores384, scores512, boxes384, boxes512] = bySize
  if (!scores384 || !scores512 || !boxes384 || !boxes512 || scores512.length !== 512 || boxes512.length !== 512 * 16) {
    throw new Error(`BlazeFace: unexpected outputs ${bySize.map((o) => o.length).join(', ')}`)
  }
  const candidates: RawFace[] = []
  const take = (scores: Float32Array<ArrayBufferLike>, boxes: Float32Array<ArrayBufferLike>, first: number) => {
    for (let i = 0; i < scores.length; i++) {
      const score = 1 / (1 + Math.exp(-scores[i]!))
      if (score < minScore) continue
      const [ax, ay] = ANCHORS[first + i]!
      const b = boxes.subarray(i * 16, i * 16 + 16)
      const cx = b[0]! + ax
      const cy = b[1]! + ay
      const keypoints: [number, number][] = []
      for (let k = 0; k < 6; k++) keypoints.push([b[4 + k * 2]! + ax, b[5 + k * 2]! + ay])
      candidates.push({ x0: cx - b[2]! / 2, y0: cy - b[3]! / 2, x1: cx + b[2]! / 2, y1: cy + b[3]! / 2, score, keypoints })
    }
  }
  take(scores512, boxes512, 0)
  take(scores384, boxes384, 512)
  candidates.sort((a, b) => b.score - a.score)
  const kept: RawFace[] = []
  for (const c of candidates) {
    if (kept.length >= maxFaces) break
    if (kept.every((k) => iou(k, c) < 0.3)) kept.push(c)
  }
  return kept
}
