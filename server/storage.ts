// storage/v1: upload, update, remove, public and authenticated download — the calls supabase-js
// makes for our bucket. Like Supabase Storage, permission is decided by running plain SQL on
// storage.objects as the caller's role (an upload is an INSERT, upsert INSERT+SELECT+UPDATE,
// remove DELETE+SELECT), with the bucket's size and type limits checked here.
//
// Errors use Storage's shape: HTTP 400 (500 stays 500) with the real status in `statusCode`.
import { createHash, randomUUID } from 'node:crypto'
import type { ApiContext } from './context.ts'
import { becomeCaller, resolveCaller, type Caller } from './caller.ts'
import { decodePathPart, header, HttpError, readBody, sendJson, type Req, type Res } from './http.ts'
import { isPgError } from './pg-errors.ts'
import type { PutResult } from './blob-store.ts'

/** Supabase Storage's key rule: ASCII only (notes/supabase-facts.md). */
const KEY_RE = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/
/** Storage's global upload limit (free plan: 50 MB). */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024
/** Room for the multipart envelope around the file. */
const MULTIPART_SLACK = 1024 * 1024

function storageError(statusCode: number, code: string, error: string, message: string): HttpError {
  return new HttpError(statusCode === 500 ? 500 : 400, { statusCode: String(statusCode), code, error, message })
}

const tooLarge = (headers: Record<string, string> = {}) =>
  new HttpError(400, { statusCode: '413', code: 'EntityTooLarge', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' }, headers)
const noSuchKey = () => storageError(404, 'NoSuchKey', 'Not found', 'Object not found')
const noSuchBucket = () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found')

function fromPgError(e: unknown): unknown {
  if (!isPgError(e)) return e
  if (e.code === '42501') return storageError(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy')
  if (e.code === '23505') return storageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists')
  if (e.code === '23503') return noSuchBucket()
  return storageError(500, 'DatabaseError', 'internal', e.message)
}

function callerOrThrow(ctx: ApiContext, req: Req): Caller {
  const who = resolveCaller(req, ctx.keys)
  if (!who.ok) {
    throw storageError(403, 'InvalidJWT', 'Unauthorized', who.reason === 'expired' ? '"exp" claim timestamp check failed' : 'signature verification failed')
  }
  return who.caller
}

/**
 * The object name from the percent-encoded URL path. Besides Storage's ASCII rule, '.', '..' and
 * empty segments are refused: objects are files on disk here (a deviation; S3 would allow them).
 */
function objectName(encoded: string): string {
  const name = decodePathPart(encoded, () => storageError(400, 'InvalidKey', 'Invalid Input', `Invalid key: ${encoded}`))
  const segments = name.split('/')
  if (!name || !KEY_RE.test(name) || segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw storageError(400, 'InvalidKey', 'Invalid Input', `Invalid key: ${name}`)
  }
  return name
}

type Bucket = { id: string; public: boolean; file_size_limit: number | string | null; allowed_mime_types: string[] | null }

async function findBucket(ctx: ApiContext, id: string): Promise<Bucket | null> {
  return ctx.db.serial(async (tx) => {
    const r = await tx.query<Bucket>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [id])
    return r.rows[0] ?? null
  })
}

/** `image/jpeg; x=,text/html` → `image/jpeg`: only the bare type is ever stored or served. */
const bareType = (mime: string) => (mime.split(';')[0] ?? '').trim().toLowerCase()

function mimeAllowed(base: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true
  return allowed.some((a) => {
    const rule = a.toLowerCase()
    return rule.endsWith('/*') ? base.startsWith(rule.slice(0, -1)) : base === rule
  })
}

/** The image type the bytes really are (magic numbers), or null. */
export function sniffImageType(b: Buffer): string | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg'
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png'
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'image/webp'
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.toString('latin1', 0, 6))) return 'image/gif'
  return null
}

type Incoming = { bytes: Buffer; mimetype: string; cacheControl: string; userMetadata: unknown }

/** The file of an upload: a multipart part (Blob/File from supabase-js) or the raw body. */
async function incomingFile(req: Req, buf: Buffer): Promise<Incoming> {
  const contentType = header(req, 'content-type') ?? ''
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    let form: FormData
    try {
      form = await new Request('http://local/upload', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(buf) }).formData()
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

function parseJson(s: string): unknown {
  try {
    return JSON.parse(s)
  } catch {
    return null
  }
}

/** Metadata jsonb as Supabase Storage writes it. */
export function objectMetadata(bytes: Buffer, mimetype: string, cacheControl: string, at = new Date()) {
  return {
    eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    size: bytes.length,
    mimetype,
    cacheControl,
    lastModified: at.toISOString(),
    contentLength: bytes.length,
    httpStatusCode: 200,
  }
}

async function upload(ctx: ApiContext, req: Req, res: Res, bucketId: string, encodedName: string, path: string): Promise<void> {
  const method = req.method ?? 'POST'
  const upsert = method === 'POST' && (header(req, 'x-upsert') ?? '').toLowerCase() === 'true'
  const bucket = await findBucket(ctx, bucketId)
  const limit = Math.min(Number(bucket?.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT) || GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT)
  // A body that says it is too large is refused before a byte of it is read (and the connection
  // closed), so large bodies can't pile up in memory.
  const declared = Number(header(req, 'content-length') ?? NaN)
  if (declared > limit + MULTIPART_SLACK) throw tooLarge({ Connection: 'close' })
  // Read (or drain) the body first so every refusal below reaches the client as a response.
  const body = await readBody(req, limit + MULTIPART_SLACK)
  const caller = callerOrThrow(ctx, req)
  const name = objectName(encodedName)
  if (!bucket) throw noSuchBucket()
  const file = body.tooLarge ? null : await incomingFile(req, body.buf)
  const id = randomUUID()
  const mimetype = file ? bareType(file.mimetype) : ''
  const meta = file ? objectMetadata(file.bytes, mimetype, file.cacheControl) : objectMetadata(Buffer.alloc(0), '', '')
  const owner = typeof caller.claims.sub === 'string' ? caller.claims.sub : null
  const values = [bucket.id, name, owner, owner, JSON.stringify(meta), JSON.stringify(file?.userMetadata ?? null), randomUUID()]

  let stored: PutResult | null = null
  let objectId: string
  try {
    objectId = await ctx.db.serial(async (tx) => {
      await becomeCaller(tx, caller, req, path, { 'storage.operation': method === 'PUT' ? 'storage.object.update' : 'storage.object.upload' })
      let rowId: string = id
      // Permission first, as Storage does: the row is written as the caller, so RLS decides.
      if (method === 'PUT') {
        const r = await tx.query<{ id: string }>(
          `update storage.objects set owner = $3, owner_id = $4, metadata = $5::jsonb, user_metadata = $6::jsonb,
                  version = $7, updated_at = now(), last_accessed_at = now()
            where bucket_id = $1 and name = $2 returning id`,
          values,
        )
        if (!r.rows[0]) throw noSuchKey()
        rowId = r.rows[0].id
      } else if (upsert) {
        const r = await tx.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version, id)
           values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8)
           on conflict (bucket_id, name) do update
             set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
                 user_metadata = excluded.user_metadata, version = excluded.version,
                 updated_at = now(), last_accessed_at = now()
           returning id`,
          [...values, id],
        )
        rowId = r.rows[0]?.id ?? id
      } else {
        // no RETURNING: a plain upload needs only the INSERT policy
        await tx.query(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version, id)
           values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8)`,
          [...values, id],
        )
      }
      if (!file || file.bytes.length > limit) throw tooLarge()
      if (!mimeAllowed(mimetype, bucket.allowed_mime_types)) {
        throw storageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimetype} is not supported`)
      }
      // A bucket that allows only some image types gets only real images of the declared type:
      // bytes that are HTML or script under an image label are refused, not stored.
      if (bucket.allowed_mime_types?.length && sniffImageType(file.bytes) !== mimetype) {
        throw storageError(415, 'InvalidMimeType', 'invalid_mime_type', `the content is not a ${mimetype} file`)
      }
      // Bytes go in place last, just before commit; undone below if the commit fails.
      stored = await ctx.blobs.put(bucket.id, name, file.bytes)
      return rowId
    })
  } catch (e) {
    if (stored) await (stored as PutResult).undo()
    throw fromPgError(e)
  }
  if (stored) await (stored as PutResult).done()
  sendJson(res, 200, { Id: objectId, Key: `${bucket.id}/${name}` })
}

async function removeMany(ctx: ApiContext, req: Req, res: Res, bucketId: string, names: string[], path: string): Promise<void> {
  const caller = callerOrThrow(ctx, req)
  const taken: PutResult[] = []
  let body: string
  try {
    body = await ctx.db.serial(async (tx) => {
      // storage.allow_delete_query: the Storage API may delete rows, SQL elsewhere may not
      await becomeCaller(tx, caller, req, path, { 'storage.operation': 'storage.object.delete_many', 'storage.allow_delete_query': 'true' })
      // RLS filters silently, like Supabase: rows the caller may not see or delete stay.
      const r = await tx.query<{ body: string; names: string[] }>(
        `with d as (
           delete from storage.objects
            where bucket_id = $1 and name in (select jsonb_array_elements_text($2::jsonb))
           returning *)
         select (select coalesce(json_agg(d), '[]')::text from d) as body,
                (select coalesce(array_agg(d.name), '{}') from d) as names`,
        [bucketId, JSON.stringify(names)],
      )
      // the bytes leave with their rows, and come back if the transaction does not commit
      for (const name of r.rows[0]?.names ?? []) taken.push(await ctx.blobs.take(bucketId, name))
      return r.rows[0]?.body ?? '[]'
    })
  } catch (e) {
    for (const t of taken.reverse()) await t.undo().catch(() => undefined)
    throw fromPgError(e)
  }
  for (const t of taken) await t.done().catch(() => undefined)
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
  res.end(body)
}

const SERVABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])

/** RFC 6266: an ASCII fallback name plus the exact (UTF-8) one; nothing that can break the header. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

type ObjectRow = { metadata: Record<string, unknown> | null; updated_at: Date | null }

async function sendObject(ctx: ApiContext, req: Req, res: Res, url: URL, bucketId: string, name: string, row: ObjectRow | undefined): Promise<void> {
  if (!row) throw noSuchKey()
  const bytes = await ctx.blobs.get(bucketId, name)
  if (!bytes) throw noSuchKey()
  const meta = row.metadata ?? {}
  const etag = typeof meta.eTag === 'string' ? meta.eTag : `"${createHash('md5').update(bytes).digest('hex')}"`
  const modified = new Date(typeof meta.lastModified === 'string' ? meta.lastModified : (row.updated_at ?? new Date()))
  const stored = typeof meta.mimetype === 'string' ? bareType(meta.mimetype) : ''
  const headers: Record<string, string> = {
    // Objects are served from the portal's own origin: never as anything a browser would run.
    'Content-Type': SERVABLE_TYPES.has(stored) ? stored : 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Content-Length': String(bytes.length),
    ETag: etag,
    'Last-Modified': modified.toUTCString(),
    'Cache-Control': typeof meta.cacheControl === 'string' && meta.cacheControl ? meta.cacheControl : 'max-age=3600',
  }
  const download = url.searchParams.get('download')
  if (download !== null) headers['Content-Disposition'] = attachment(download || name.split('/').pop() || 'download')
  if (header(req, 'if-none-match') === etag) {
    delete headers['Content-Length']
    res.writeHead(304, headers)
    res.end()
    return
  }
  res.writeHead(200, headers)
  res.end(req.method === 'HEAD' ? undefined : bytes)
}

async function publicGet(ctx: ApiContext, req: Req, res: Res, url: URL, bucketId: string, encodedName: string): Promise<void> {
  const name = objectName(encodedName)
  // Public reads run as superuser on Supabase too: only the bucket's public flag matters.
  const row = await ctx.db.serial(async (tx) => {
    const r = await tx.query<ObjectRow>(
      `select o.metadata, o.updated_at from storage.objects o join storage.buckets b on b.id = o.bucket_id
        where b.public and o.bucket_id = $1 and o.name = $2`,
      [bucketId, name],
    )
    return r.rows[0]
  })
  await sendObject(ctx, req, res, url, bucketId, name, row)
}

async function authenticatedGet(ctx: ApiContext, req: Req, res: Res, url: URL, bucketId: string, encodedName: string, path: string): Promise<void> {
  const caller = callerOrThrow(ctx, req)
  const name = objectName(encodedName)
  let row: ObjectRow | undefined
  try {
    row = await ctx.db.serial(async (tx) => {
      await tx.query('set transaction read only')
      await becomeCaller(tx, caller, req, path, { 'storage.operation': 'storage.object.download' })
      const r = await tx.query<ObjectRow>('select metadata, updated_at from storage.objects where bucket_id = $1 and name = $2', [bucketId, name])
      return r.rows[0]
    })
  } catch (e) {
    throw fromPgError(e)
  }
  await sendObject(ctx, req, res, url, bucketId, name, row)
}

type ListedRow = { id: string; name: string; updated_at: Date | null; created_at: Date | null; last_accessed_at: Date | null; metadata: unknown }

/**
 * `list(prefix)`: one folder level below the prefix, folders as entries with null id, like
 * storage.search(). Runs as the caller, so RLS shows only what its SELECT policies allow.
 */
async function list(ctx: ApiContext, req: Req, res: Res, bucketId: string, path: string): Promise<void> {
  const body = await readBody(req, 1024 * 1024)
  const caller = callerOrThrow(ctx, req)
  const opts = (body.tooLarge ? null : parseJson(body.buf.toString('utf8'))) as {
    prefix?: unknown; limit?: unknown; offset?: unknown; search?: unknown; sortBy?: { column?: unknown; order?: unknown }
  } | null
  const rawPrefix = typeof opts?.prefix === 'string' ? opts.prefix.replace(/^\/+|\/+$/g, '') : ''
  const prefix = rawPrefix ? `${rawPrefix}/` : ''
  const limit = typeof opts?.limit === 'number' && opts.limit > 0 ? Math.floor(opts.limit) : 100
  const offset = typeof opts?.offset === 'number' && opts.offset > 0 ? Math.floor(opts.offset) : 0
  const search = typeof opts?.search === 'string' ? opts.search.toLowerCase() : ''
  const column = ['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(String(opts?.sortBy?.column)) ? String(opts?.sortBy?.column) : 'name'
  const desc = String(opts?.sortBy?.order).toLowerCase() === 'desc'
  let rows: ListedRow[]
  try {
    rows = await ctx.db.serial(async (tx) => {
      await tx.query('set transaction read only')
      await becomeCaller(tx, caller, req, path, { 'storage.operation': 'storage.object.list' })
      const r = await tx.query<ListedRow>(
        `select id, name, updated_at, created_at, last_accessed_at, metadata from storage.objects
          where bucket_id = $1 and left(name, length($2)) = $2`,
        [bucketId, prefix],
      )
      return r.rows
    })
  } catch (e) {
    throw fromPgError(e)
  }
  const entries = new Map<string, Record<string, unknown>>()
  for (const row of rows) {
    const rest = row.name.slice(prefix.length)
    const slash = rest.indexOf('/')
    const entryName = slash < 0 ? rest : rest.slice(0, slash)
    if (search && !entryName.toLowerCase().startsWith(search)) continue
    if (slash >= 0) {
      if (!entries.has(`d:${entryName}`)) {
        entries.set(`d:${entryName}`, { name: entryName, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null })
      }
    } else {
      entries.set(`f:${entryName}`, { ...row, name: entryName })
    }
  }
  const sortKey = (e: Record<string, unknown>) => {
    const v = e[column]
    return v instanceof Date ? v.toISOString() : String(v ?? '')
  }
  const sorted = [...entries.values()].sort((a, b) => (desc ? -1 : 1) * (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0))
  sendJson(res, 200, sorted.slice(offset, offset + limit))
}

/** Routes /storage/v1/{path}; `path` is still percent-encoded. */
export async function handleStorage(ctx: ApiContext, req: Req, res: Res, url: URL, path: string): Promise<void> {
  const method = req.method ?? 'GET'
  const fullPath = `/${path}`
  const listing = /^object\/list\/([^/]+)$/.exec(path)
  const badBucket = () => storageError(400, 'InvalidBucketName', 'Invalid Input', 'The bucket name is invalid')
  if (listing && method === 'POST') return list(ctx, req, res, decodePathPart(listing[1] as string, badBucket), fullPath)
  const m = /^object\/(?:(public|authenticated)\/)?([^/]+)(?:\/(.+))?$/.exec(path)
  if (m) {
    const [, kind, bucket = '', rest] = m
    const bucketId = decodePathPart(bucket, badBucket)
    if (kind === 'public' && rest && (method === 'GET' || method === 'HEAD')) return publicGet(ctx, req, res, url, bucketId, rest)
    if (kind === 'authenticated' && rest && (method === 'GET' || method === 'HEAD')) {
      return authenticatedGet(ctx, req, res, url, bucketId, rest, fullPath)
    }
    if (!kind && rest) {
      if (method === 'POST' || method === 'PUT') return upload(ctx, req, res, bucketId, rest, fullPath)
      if (method === 'GET' || method === 'HEAD') return authenticatedGet(ctx, req, res, url, bucketId, rest, fullPath)
      if (method === 'DELETE') return removeMany(ctx, req, res, bucketId, [objectName(rest)], fullPath)
    }
    if (!kind && !rest && method === 'DELETE') {
      const body = await readBody(req, 1024 * 1024)
      const parsed = body.tooLarge ? null : (parseJson(body.buf.toString('utf8')) as { prefixes?: unknown } | null)
      const prefixes = parsed?.prefixes
      if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.some((p) => typeof p !== 'string')) {
        throw storageError(400, 'InvalidRequest', 'Invalid Input', 'body/prefixes must be a non-empty array of strings')
      }
      return removeMany(ctx, req, res, bucketId, prefixes as string[], fullPath)
    }
  }
  throw storageError(404, 'InvalidRequest', 'Not found', `The local backend does not implement ${method} /storage/v1/${path}`)
}
