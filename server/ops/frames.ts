// The stream a snapshot travels in, from the running server to `npm run backup` / `npm run export`
// (or straight from an opened folder): a sequence of files, each a frame
//   [4-byte big-endian header length][header JSON {path, size}][size bytes]
// and a last frame {end: true}. A stream cut short has no end frame, so a half-sent snapshot is
// never taken for a whole one.
import type { Readable } from 'node:stream'

/** One file of a snapshot: where it goes (relative, '/'-separated) and its bytes. */
export type Entry = { path: string; size: number; read(): AsyncIterable<Buffer> | Buffer }

const MAX_HEADER_BYTES = 64 * 1024

function headerFrame(header: object): Buffer {
  const json = Buffer.from(JSON.stringify(header), 'utf8')
  const len = Buffer.alloc(4)
  len.writeUInt32BE(json.length)
  return Buffer.concat([len, json])
}

/** The frames of `entries`, ending with the end frame. */
export async function* encodeFrames(entries: AsyncIterable<Entry>): AsyncGenerator<Buffer> {
  for await (const e of entries) {
    yield headerFrame({ path: e.path, size: e.size })
    const body = e.read()
    let sent = 0
    if (Buffer.isBuffer(body)) {
      sent = body.length
      yield body
    } else {
      for await (const chunk of body) {
        sent += chunk.length
        yield chunk
      }
    }
    if (sent !== e.size) throw new Error(`${e.path} changed while it was sent (${sent} bytes, expected ${e.size})`)
  }
  yield headerFrame({ end: true })
}

/** Reads frames back: each entry's bytes are handed to `onEntry` as one Buffer (photos are ≤ 5 MB;
 * the database dump is held once). Throws if the stream ends before the end frame. */
export async function decodeFrames(
  stream: Readable | AsyncIterable<Buffer>,
  onEntry: (path: string, bytes: Buffer) => Promise<void>,
): Promise<void> {
  let buf: Buffer = Buffer.alloc(0)
  let want: { path: string; size: number } | null = null
  const parts: Buffer[] = []
  let have = 0
  for await (const raw of stream as AsyncIterable<Buffer>) {
    buf = buf.length ? Buffer.concat([buf, raw]) : raw
    for (;;) {
      if (want) {
        const take = Math.min(want.size - have, buf.length)
        if (take > 0) {
          parts.push(buf.subarray(0, take))
          have += take
          buf = buf.subarray(take)
        }
        if (have < want.size) break
        const done = want
        want = null
        await onEntry(done.path, Buffer.concat(parts.splice(0), have))
        have = 0
        continue
      }
      if (buf.length < 4) break
      const len = buf.readUInt32BE(0)
      if (len > MAX_HEADER_BYTES) throw new Error('Not a snapshot stream (frame header too large)')
      if (buf.length < 4 + len) break
      const header = JSON.parse(buf.subarray(4, 4 + len).toString('utf8')) as {
        path?: unknown
        size?: unknown
        end?: unknown
        error?: unknown
      }
      buf = buf.subarray(4 + len)
      if (typeof header.error === 'string') throw new Error(header.error)
      if (header.end === true) {
        if (buf.length) throw new Error('Bytes after the end of the snapshot stream')
        return
      }
      if (typeof header.path !== 'string' || typeof header.size !== 'number' || !Number.isSafeInteger(header.size) || header.size < 0) {
        throw new Error('Not a snapshot stream (bad frame header)')
      }
      want = { path: header.path, size: header.size }
    }
  }
  throw new Error('The snapshot stream ended early (the server stopped or the connection broke): nothing was kept')
}

/** The frame that tells the receiver the sender failed after it had started answering. */
export const errorFrame = (message: string): Buffer => headerFrame({ error: message })
