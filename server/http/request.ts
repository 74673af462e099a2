// Reading requests: headers, the bearer token, percent-decoded path parts, and bodies read with
// a size bound (raw, or JSON with a nesting bound).
import type { IncomingMessage } from 'node:http'
import { HttpError } from './reply.ts'

export type Req = IncomingMessage

/** decodeURIComponent that answers a 400 instead of throwing URIError (a 500) on bad input. */
export function decodePathPart(encoded: string, onBad: () => HttpError): string {
  try {
    return decodeURIComponent(encoded)
  } catch {
    throw onBad()
  }
}

export function header(req: Req, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()]
  return Array.isArray(v) ? v.join(', ') : v
}

/** Bearer token of the Authorization header, if any. */
export function bearer(req: Req): string | undefined {
  const m = /^Bearer\s+(.+)$/i.exec(header(req, 'authorization') ?? '')
  return m?.[1]?.trim()
}

export type Body = { buf: Buffer; tooLarge: false } | { buf: null; tooLarge: true }

/**
 * Reads the request body, keeping at most `maxBytes`. A larger body is still read to its end
 * (up to `drainBytes`) and thrown away, so the client gets our answer instead of a reset
 * connection; beyond that the connection is closed.
 */
/** How much of a too-large body is still read and thrown away so the refusal arrives (above). */
export const DRAIN_BYTES = 64 * 1024 * 1024

export function readBody(req: Req, maxBytes: number, drainBytes = DRAIN_BYTES): Promise<Body> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let over = false
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > drainBytes) {
        req.destroy()
        reject(new HttpError(413, { message: 'Request body too large' }))
        return
      }
      if (size > maxBytes) over = true
      if (!over) chunks.push(chunk)
    })
    req.on('end', () => resolve(over ? { buf: null, tooLarge: true } : { buf: Buffer.concat(chunks), tooLarge: false }))
    req.on('error', reject)
  })
}

/** Deeper JSON is refused before parsing: the app never sends more than a few levels, and deep
 * nesting only serves to exhaust a parser's stack (JSON.parse or Postgres' jsonb). */
export const MAX_JSON_DEPTH = 64

/** Nesting depth of a JSON text, counted without parsing it (brackets inside strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0
  let max = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 91 || c === 123) max = Math.max(max, ++depth)
    else if (c === 93 || c === 125) depth--
  }
  return max
}

/** JSON body of an API request (auth and rest): null when empty. */
export async function readJson(req: Req, maxBytes = 16 * 1024 * 1024): Promise<{ value: unknown; raw: string } | null> {
  const body = await readBody(req, maxBytes)
  if (body.tooLarge) throw new HttpError(413, { code: 'PGRST413', message: 'Payload Too Large', details: null, hint: null })
  const raw = body.buf.toString('utf8')
  if (raw.trim() === '') return null
  if (jsonDepth(raw) > MAX_JSON_DEPTH) {
    throw new HttpError(400, { code: 'PGRST102', message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels`, details: null, hint: null })
  }
  try {
    return { value: JSON.parse(raw) as unknown, raw }
  } catch {
    throw new HttpError(400, { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null })
  }
}
