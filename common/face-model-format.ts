// The face model's file format, read by the app's detector and written by the build: TF.js's
// graph model, a JSON topology (nodes with op, inputs and attributes) and a weights manifest naming
// the tensors stored one after another in the .bin file.

export interface GraphModelJson {
  modelTopology: { node: GraphNode[] }
  weightsManifest: { paths: string[]; weights: WeightSpec[] }[]
}
export interface WeightSpec {
  name: string
  shape: number[]
  dtype: 'float32' | 'int32'
  /** float32 values stored as half floats (TF.js's manifest says so this way) */
  quantization?: { dtype: 'float16' }
}
export interface GraphNode {
  name: string
  op: string
  input?: string[]
  attr?: Record<string, { list?: { i?: string[]; s?: string[] }; s?: string }>
}

// IEEE half floats: the face model's weights are shipped as float16 (half the bytes of float32,
// and BlazeFace answers the same: tests/unit/face/face-model.test.ts). TF.js's manifest marks
// such weights `quantization: { dtype: 'float16' }`. Encoded at build (build/face-model.ts),
// decoded in the worker; no Float16Array (Safari 18.2+ only).

export function toFloat16(values: Float32Array): Uint16Array {
  const out = new Uint16Array(values.length)
  const f = new Float32Array(1)
  const u = new Uint32Array(f.buffer)
  for (let i = 0; i < values.length; i++) {
    f[0] = values[i]!
    const x = u[0]!
    const sign = (x >>> 16) & 0x8000
    const exp = ((x >>> 23) & 0xff) - 127 + 15
    let mant = x & 0x7fffff
    if (exp >= 31)
      out[i] = sign | 0x7c00 // too big (or inf/NaN): infinity
    else if (exp <= 0) {
      // subnormal or zero
      if (exp < -10) out[i] = sign
      else {
        mant = (mant | 0x800000) >> (1 - exp)
        out[i] = sign | ((mant + 0x1000) >> 13)
      }
    } else out[i] = sign | (exp << 10) | ((mant + 0x1000) >> 13) // rounded; a carry bumps the exponent, as it should
  }
  return out
}

export function fromFloat16(halves: Uint16Array): Float32Array {
  const out = new Float32Array(halves.length)
  for (let i = 0; i < halves.length; i++) {
    const h = halves[i]!
    const sign = h & 0x8000 ? -1 : 1
    const exp = (h >> 10) & 0x1f
    const mant = h & 0x3ff
    out[i] = exp === 0 ? sign * mant * 2 ** -24 : exp === 31 ? (mant ? NaN : sign * Infinity) : sign * (1 + mant / 1024) * 2 ** (exp - 15)
  }
  return out
}
