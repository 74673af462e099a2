// The face detector's model (MediaPipe BlazeFace from @vladmandic/human's npm package), served
// from our own origin as `virtual:face-model`: its two URLs. The weights go out as half floats
// and the topology without what our interpreter (src/lib/face/blazeface.ts) never reads, which
// halves the download. Content-hashed names under /assets/, so the static hosts cache them for a year.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import type { GraphModelJson, WeightSpec } from '#common/face-model-format'
import { toFloat16 } from '#common/face-model-format'

const require = createRequire(import.meta.url)
// (its exports map hides package.json and models/: found from its main file, dist/…)
const MODEL_DIR = join(dirname(require.resolve('@vladmandic/human')), '..', 'models')
const ID = 'virtual:face-model'
const KEPT_ATTRS = ['strides', 'padding', 'fused_ops']

/** The model as shipped: compact topology, float32 weights as half floats. */
export function compactFaceModel(): { json: string; weights: Buffer } {
  const model = JSON.parse(readFileSync(join(MODEL_DIR, 'blazeface.json'), 'utf8')) as GraphModelJson
  const bin = readFileSync(join(MODEL_DIR, 'blazeface.bin'))
  const parts: Buffer[] = []
  const weights: WeightSpec[] = []
  let offset = 0
  for (const w of model.weightsManifest.flatMap((g) => g.weights)) {
    const bytes = w.shape.reduce((a, b) => a * b, 1) * 4
    const raw = bin.subarray(offset, offset + bytes)
    offset += bytes
    if (w.dtype === 'float32') {
      const halves = toFloat16(new Float32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength)))
      parts.push(Buffer.from(halves.buffer))
      weights.push({ name: w.name, shape: w.shape, dtype: w.dtype, quantization: { dtype: 'float16' } })
    } else {
      parts.push(Buffer.from(raw))
      weights.push({ name: w.name, shape: w.shape, dtype: w.dtype })
    }
  }
  const node = model.modelTopology.node.map((n) => ({
    name: n.name,
    op: n.op,
    ...(n.input ? { input: n.input } : {}),
    ...(n.attr ? { attr: Object.fromEntries(Object.entries(n.attr).filter(([k]) => KEPT_ATTRS.includes(k))) } : {}),
  }))
  const json: GraphModelJson = { modelTopology: { node }, weightsManifest: [{ paths: ['blazeface.bin'], weights }] }
  return { json: JSON.stringify(json), weights: Buffer.concat(parts) }
}

const hashed = (name: string, ext: string, data: string | Buffer) =>
  `assets/${name}-${createHash('sha256').update(data).digest('base64url').slice(0, 8)}.${ext}`

export function faceModel(): Plugin {
  let files: { path: string; source: string | Buffer; type: string }[] | null = null
  const model = () => {
    if (!files) {
      const { json, weights } = compactFaceModel()
      files = [
        { path: hashed('blazeface', 'json', json), source: json, type: 'application/json' },
        { path: hashed('blazeface', 'bin', weights), source: weights, type: 'application/octet-stream' },
      ]
    }
    return files
  }
  return {
    name: 'face-model',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load(id) {
      if (id !== `\0${ID}`) return null
      const [json, weights] = model()
      return `export default ${JSON.stringify({ json: `/${json!.path}`, weights: `/${weights!.path}` })}`
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = model().find((f) => `/${f.path}` === req.url?.split('?')[0])
        if (!file) return next()
        res.setHeader('Content-Type', file.type)
        res.end(file.source)
      })
    },
    generateBundle() {
      for (const f of model()) this.emitFile({ type: 'asset', fileName: f.path, source: f.source })
    },
  }
}
