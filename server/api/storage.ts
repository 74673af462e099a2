// storage/v1: the Storage calls this project makes on its bucket — upload (the app sends raw
// bytes, the tests also supabase-js's multipart Blobs: storage-upload.ts), remove, public
// download and list (storage-read.ts). Like Supabase Storage, permission is decided by running
// plain SQL on storage.objects as the caller's role (upload = INSERT, remove = DELETE + SELECT,
// list = SELECT), with the bucket's size and type limits checked here.
//
// Deliberately NOT emulated, because neither the app nor the tests need it: upsert (x-upsert:
// true; the app never reuses a key, public URLs are cached for good), update (PUT), move, copy,
// authenticated or signed downloads and signed upload URLs, image transforms, resumable (TUS)
// uploads, list search and sorting, the bucket API. They are answered with an error that says
// "not supported / does not implement", never silently with something else.
import type { ApiContext } from './context.ts'
import { becomeCaller } from './caller.ts'
import { badBucket, callerOrThrow, fromPgError, notImplemented, objectName, parseJson, storageError } from './storage-request.ts'
import { upload } from './storage-upload.ts'
import { list, publicGet } from './storage-read.ts'
import { decodePathPart, readBody, type Req } from '../http/request.ts'
import type { Res } from '../http/reply.ts'
import type { PutResult } from '../db/blob-store.ts'

/** Deletes the named objects and their bytes; RLS filters silently, like Supabase. */
async function removeMany(ctx: ApiContext, req: Req, res: Res, bucketId: string, names: string[], path: string): Promise<void> {
  const caller = callerOrThrow(ctx, req)
  const taken: PutResult[] = []
  let body: string
  try {
    body = await ctx.db.serial(async (tx) => {
      // storage.allow_delete_query: the Storage API may delete rows, SQL elsewhere may not
      await becomeCaller(tx, caller, req, path, { 'storage.operation': 'storage.object.delete_many', 'storage.allow_delete_query': 'true' })
      // Rows the caller may not see or delete stay, without an error.
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
  for (const name of names) ctx.objects.evict(bucketId, name)
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
  res.end(body)
}

/** `remove([...])`: DELETE /object/{bucket} with `{"prefixes": [...]}`. */
async function removeListed(ctx: ApiContext, req: Req, res: Res, bucketId: string, path: string): Promise<void> {
  const body = await readBody(req, 1024 * 1024)
  const parsed = body.tooLarge ? null : (parseJson(body.buf.toString('utf8')) as { prefixes?: unknown } | null)
  const prefixes = parsed?.prefixes
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.some((p) => typeof p !== 'string')) {
    throw storageError(400, 'InvalidRequest', 'Invalid Input', 'body/prefixes must be a non-empty array of strings')
  }
  return removeMany(ctx, req, res, bucketId, prefixes as string[], path)
}

/** Routes /storage/v1/{path}; `path` is still percent-encoded. */
export async function handleStorage(ctx: ApiContext, req: Req, res: Res, url: URL, path: string): Promise<void> {
  const method = req.method ?? 'GET'
  const fullPath = `/${path}`
  const listing = /^object\/list\/([^/]+)$/.exec(path)
  if (listing && method === 'POST') return list(ctx, req, res, decodePathPart(listing[1] as string, badBucket), fullPath)
  const m = /^object\/(?:(public|authenticated)\/)?([^/]+)(?:\/(.+))?$/.exec(path)
  if (m) {
    const [, kind, bucket = '', rest] = m
    const bucketId = decodePathPart(bucket, badBucket)
    if (kind === 'public' && rest && (method === 'GET' || method === 'HEAD')) return publicGet(ctx, req, res, url, bucketId, rest)
    if (!kind && rest && method === 'POST') return upload(ctx, req, res, bucketId, rest, fullPath)
    if (!kind && rest && method === 'DELETE') return removeMany(ctx, req, res, bucketId, [objectName(rest)], fullPath)
    if (!kind && !rest && method === 'DELETE') return removeListed(ctx, req, res, bucketId, fullPath)
  }
  throw notImplemented(`${method} /storage/v1/${path}`)
}
