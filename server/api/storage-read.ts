// Reading objects: public download (GET /storage/v1/object/public/{bucket}/{key}, how every photo
// is shown and downloaded) and list (POST /storage/v1/object/list/{bucket}, kept so the tests can
// show that RLS hides other teams' objects from a listing, as it must on a hosted project).
import { createHash } from 'node:crypto'
import type { ApiContext } from './context.ts'
import { becomeCaller } from './caller.ts'
import { bareType, callerOrThrow, fromPgError, noSuchKey, notImplemented, objectName, parseJson } from './storage-request.ts'
import { header, readBody, type Req } from '../http/request.ts'
import { sendJson, type Res } from '../http/reply.ts'

const SERVABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])

/** RFC 6266: an ASCII fallback name plus the exact (UTF-8) one; nothing that can break the header. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

type ObjectRow = { metadata: Record<string, unknown> | null; updated_at: Date | null }

async function sendObject(
  ctx: ApiContext,
  req: Req,
  res: Res,
  url: URL,
  bucketId: string,
  name: string,
  row: ObjectRow | undefined,
): Promise<void> {
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

export async function publicGet(ctx: ApiContext, req: Req, res: Res, url: URL, bucketId: string, encodedName: string): Promise<void> {
  const name = objectName(encodedName)
  // Photos are read far more often than written: after its first read an object's
  // headers come from memory, and the read never waits in the database queue (object-cache.ts).
  const cached = ctx.objects.get(bucketId, name)
  if (cached) return sendObject(ctx, req, res, url, bucketId, name, { metadata: cached.metadata, updated_at: cached.updatedAt })
  // Public reads run as superuser on Supabase too: only the bucket's public flag matters.
  const row = await ctx.db.serial(async (tx) => {
    const r = await tx.query<ObjectRow>(
      `select o.metadata, o.updated_at from storage.objects o join storage.buckets b on b.id = o.bucket_id
        where b.public and o.bucket_id = $1 and o.name = $2`,
      [bucketId, name],
    )
    return r.rows[0]
  })
  if (row) ctx.objects.set(bucketId, name, { metadata: row.metadata, updatedAt: row.updated_at })
  await sendObject(ctx, req, res, url, bucketId, name, row)
}

type ListedRow = {
  id: string
  name: string
  updated_at: Date | null
  created_at: Date | null
  last_accessed_at: Date | null
  metadata: unknown
}
type ListOptions = { prefix?: unknown; limit?: unknown; offset?: unknown; search?: unknown; sortBy?: { column?: unknown; order?: unknown } }

/**
 * `list(prefix)`: one folder level below the prefix, sorted by name, folders as entries with null
 * id, like storage.search(). Runs as the caller, so RLS shows only what its SELECT policies allow.
 */
export async function list(ctx: ApiContext, req: Req, res: Res, bucketId: string, path: string): Promise<void> {
  const body = await readBody(req, 1024 * 1024)
  const caller = callerOrThrow(ctx, req)
  const opts = (body.tooLarge ? null : parseJson(body.buf.toString('utf8'))) as ListOptions | null
  const sortedByName = String(opts?.sortBy?.column ?? 'name') === 'name' && String(opts?.sortBy?.order ?? 'asc').toLowerCase() === 'asc'
  if (opts?.search || !sortedByName) throw notImplemented('list with search or a sort other than by name')
  const rawPrefix = typeof opts?.prefix === 'string' ? opts.prefix.replace(/^\/+|\/+$/g, '') : ''
  const prefix = rawPrefix ? `${rawPrefix}/` : ''
  const limit = typeof opts?.limit === 'number' && opts.limit > 0 ? Math.floor(opts.limit) : 100
  const offset = typeof opts?.offset === 'number' && opts.offset > 0 ? Math.floor(opts.offset) : 0
  let rows: ListedRow[]
  try {
    rows = await ctx.db.serial(async (tx) => {
      tx.queue('set transaction read only')
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
  const entries = new Map<string, Record<string, unknown> & { name: string }>()
  for (const row of rows) {
    const rest = row.name.slice(prefix.length)
    const slash = rest.indexOf('/')
    const entryName = slash < 0 ? rest : rest.slice(0, slash)
    if (slash < 0) entries.set(`f:${entryName}`, { ...row, name: entryName })
    else if (!entries.has(`d:${entryName}`)) {
      entries.set(`d:${entryName}`, {
        name: entryName,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      })
    }
  }
  const sorted = [...entries.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  sendJson(res, 200, sorted.slice(offset, offset + limit))
}
