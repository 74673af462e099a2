// POST /storage/v1/object/{bucket}/{key}: store a new object. Like Supabase Storage, permission is
// decided by inserting the storage.objects row as the caller's role (RLS: the INSERT policy),
// before the bucket's size and type limits; the bytes are moved into place just before commit.
import { randomUUID } from 'node:crypto'
import type { ApiContext } from './context.ts'
import { becomeCaller } from './caller.ts'
import {
  bareType,
  callerOrThrow,
  fromPgError,
  insufficientStorage,
  noSuchBucket,
  objectName,
  parseJson,
  storageError,
} from './storage-request.ts'
import { DRAIN_BYTES, header, readBody, type Req } from '../http/request.ts'
import { HttpError, sendJson, type Res } from '../http/reply.ts'
import { objectMetadata, type PutResult, type Staged } from '../db/blob-store.ts'
import { isNoSpace } from '../db/disk-space.ts'
// The app's own structure check (the same rule the player's browser applies before uploading).
import { isImageComplete } from '#common/image-integrity'
import { sniffImageType } from '#common/image-sniff'

/** Storage's global upload limit (free plan: 50 MB). */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024
/** Room for the multipart envelope around the file. */
const MULTIPART_SLACK = 1024 * 1024

const tooLarge = (headers: Record<string, string> = {}) =>
  new HttpError(
    400,
    { statusCode: '413', code: 'EntityTooLarge', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
    headers,
  )

type Bucket = { id: string; public: boolean; file_size_limit: number | string | null; allowed_mime_types: string[] | null }

/**
 * How long a bucket's settings are reused. Buckets are made and changed by migrations, which run
 * at start; a change made by hand in SQL is seen within this time. Without it every upload took
 * a turn in the database queue just to read the same row.
 */
const BUCKET_CACHE_MS = 10_000
const bucketCache = new WeakMap<ApiContext['db'], Map<string, { bucket: Bucket; until: number }>>()

async function findBucket(ctx: ApiContext, id: string): Promise<Bucket | null> {
  let cache = bucketCache.get(ctx.db)
  if (!cache) bucketCache.set(ctx.db, (cache = new Map()))
  const hit = cache.get(id)
  if (hit && hit.until > performance.now()) return hit.bucket
  const bucket = await ctx.db.serial(async (tx) => {
    const r = await tx.lastQuery<Bucket>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [id])
    return r.rows[0] ?? null
  })
  // only buckets that exist are kept: a wrong name is asked again (and refused) every time
  if (bucket) cache.set(id, { bucket, until: performance.now() + BUCKET_CACHE_MS })
  return bucket
}

function mimeAllowed(base: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true
  return allowed.some((a) => {
    const rule = a.toLowerCase()
    return rule.endsWith('/*') ? base.startsWith(rule.slice(0, -1)) : base === rule
  })
}

type Incoming = { bytes: Buffer; mimetype: string; cacheControl: string; userMetadata: unknown }

/** Why the bucket refuses these bytes (size, type, not really that type, cut short), or null. */
function contentRefusal(file: Incoming, mimetype: string, bucket: Bucket, limit: number): HttpError | null {
  if (file.bytes.length > limit) return tooLarge()
  if (!mimeAllowed(mimetype, bucket.allowed_mime_types)) {
    return storageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimetype} is not supported`)
  }
  // A bucket that allows only some image types gets only real images of the declared type:
  // bytes that are HTML or script under an image label are refused, not stored.
  const sniffed = sniffImageType(file.bytes)
  if (bucket.allowed_mime_types?.length && (sniffed && `image/${sniffed}`) !== mimetype) {
    return storageError(415, 'InvalidMimeType', 'invalid_mime_type', `the content is not a ${mimetype} file`)
  }
  // …and only whole ones: a file cut short (or random bytes behind a JPEG marker) would
  // become a player's photo that no badge printer can read.
  if (bucket.allowed_mime_types?.length && !isImageComplete(file.bytes, sniffed!)) {
    return storageError(415, 'InvalidMimeType', 'invalid_mime_type', `the ${mimetype} file is not complete`)
  }
  return null
}

/** The file of an upload: a multipart part (Blob/File from supabase-js) or the raw body (the app). */
async function incomingFile(req: Req, buf: Buffer): Promise<Incoming> {
  const contentType = header(req, 'content-type') ?? ''
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    let form: FormData
    try {
      form = await new Request('http://local/upload', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(buf),
      }).formData()
    } catch {
      throw storageError(400, 'InvalidRequest', 'Invalid Input', 'Could not parse the multipart body')
    }
    const entry = form.get('') ?? [...form.values()].find((v) => typeof v !== 'string')
    if (!entry || typeof entry === 'string') throw storageError(400, 'InvalidRequest', 'Invalid Input', 'No file in the multipart body')
    const cache = form.get('cacheControl')
    const meta = form.get('metadata')
    return {
      bytes: Buffer.from(await entry.arrayBuffer()),
      mimetype: entry.type || 'application/octet-stream',
      cacheControl: typeof cache === 'string' && cache ? `max-age=${cache}` : 'max-age=3600',
      userMetadata: typeof meta === 'string' ? parseJson(meta) : null,
    }
  }
  const xMeta = header(req, 'x-metadata')
  return {
    bytes: buf,
    mimetype: contentType || 'application/octet-stream',
    cacheControl: header(req, 'cache-control') || 'max-age=3600',
    userMetadata: xMeta ? parseJson(Buffer.from(xMeta, 'base64').toString('utf8')) : null,
  }
}

export async function upload(ctx: ApiContext, req: Req, res: Res, bucketId: string, encodedName: string, path: string): Promise<void> {
  const bucket = await findBucket(ctx, bucketId)
  const limit = Math.min(Number(bucket?.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT) || GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT)
  // A body declared over the limit is refused before anything else, but only once it has been
  // read and thrown away (readBody keeps none of it): a server that answers and closes while the
  // body still arrives makes the kernel reset the connection, and a proxy in front
  // (deploy/Caddyfile) turns that into a 502 instead of our answer. Only a body too large even to
  // drain is refused from its Content-Length alone, unread.
  const declared = Number(header(req, 'content-length') ?? NaN)
  if (declared > DRAIN_BYTES) throw tooLarge({ Connection: 'close' })
  if (declared > limit + MULTIPART_SLACK) {
    await readBody(req, 0)
    throw tooLarge()
  }
  // Read (or drain) the body first so every refusal below reaches the client as a response.
  const body = await readBody(req, limit + MULTIPART_SLACK)
  const caller = callerOrThrow(ctx, req)
  const name = objectName(encodedName)
  if ((header(req, 'x-upsert') ?? '').toLowerCase() === 'true') {
    throw storageError(400, 'InvalidRequest', 'Invalid Input', 'Upsert is not supported by the local backend: keys are never reused')
  }
  if (!bucket) throw noSuchBucket()
  const file = body.tooLarge ? null : await incomingFile(req, body.buf)
  const id = randomUUID()
  const mimetype = file ? bareType(file.mimetype) : ''
  const meta = file ? objectMetadata(file.bytes, mimetype, file.cacheControl) : objectMetadata(Buffer.alloc(0), '', '')
  const owner = typeof caller.claims.sub === 'string' ? caller.claims.sub : null

  // Everything that needs no database is decided before the request joins the queue: the checks
  // below (run in Storage's order inside the transaction, permission first) and, for a file that
  // passes them, writing its bytes to disk. Only the row and a rename are left for the queue.
  const refusal = file ? contentRefusal(file, mimetype, bucket, limit) : tooLarge()
  let staged: Staged | null = null
  let stored: PutResult | null = null
  try {
    if (!refusal && file) staged = await ctx.blobs.stage(file.bytes)
    await ctx.db.serial(async (tx) => {
      // The row commits without waiting for the disk. An object counts only once a row records
      // it (finish_upload, set_player_photo), by a commit that does wait, and whose flush covers
      // this one (the WAL is written in order); both refuse a key without its row. A crash before
      // then loses the row, never a photo anyone was told was saved: that upload is refused and
      // made again. The bytes are on disk before the row can be (blob-store.ts, durable-fs.ts).
      await becomeCaller(tx, caller, req, path, { 'storage.operation': 'storage.object.upload', synchronous_commit: 'off' })
      // Permission first, as Storage does: the row is written as the caller, so RLS decides.
      // No RETURNING: an upload needs only the INSERT policy.
      const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version, id)
         values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8)`
      const values = [bucket.id, name, owner, owner, JSON.stringify(meta), JSON.stringify(file?.userMetadata ?? null), randomUUID(), id]
      if (refusal || !staged) {
        await tx.query(insert, values)
        throw refusal ?? tooLarge()
      }
      // The row, then the bytes in place just before commit, sent together: a refused row
      // fails the transaction before the bytes move, and bytes moved are put back if the
      // commit fails (by the database thread for files on disk; below, for bytes in memory).
      tx.queue(insert, values)
      stored = await staged.place(bucket.id, name, tx)
    })
  } catch (e) {
    if (stored) await (stored as PutResult).undo()
    await staged?.discard()
    // the blob store left no temporary file behind
    if (isNoSpace(e)) throw insufficientStorage()
    throw fromPgError(e)
  }
  if (stored) await (stored as PutResult).done()
  sendJson(res, 200, { Id: id, Key: `${bucket.id}/${name}` })
}
