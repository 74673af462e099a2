// What every storage/v1 operation starts from: the caller (from the JWT), the object key (Storage's
// key rule plus ours), Storage's error shape and the SQL errors mapped to it, the bare content type.
import type { ApiContext } from './context.ts'
import { resolveCaller, type Caller } from './caller.ts'
import { isPgError } from './pg-errors.ts'
import { decodePathPart, type Req } from '../http/request.ts'
import { HttpError } from '../http/reply.ts'

/** Supabase Storage's key rule: ASCII only (docs/supabase-behaviour.md). */
const KEY_RE = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/

/** Storage's errors: HTTP 400 (500 stays 500) with the real status in `statusCode`. */
export function storageError(statusCode: number, code: string, error: string, message: string): HttpError {
  return new HttpError(statusCode === 500 ? 500 : 400, { statusCode: String(statusCode), code, error, message })
}

export const noSuchKey = () => storageError(404, 'NoSuchKey', 'Not found', 'Object not found')
export const noSuchBucket = () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found')
export const badBucket = () => storageError(400, 'InvalidBucketName', 'Invalid Input', 'The bucket name is invalid')
/** The disk holding the photos is full: a real 507 (not Storage's 400 envelope), so clients may retry later. */
export const insufficientStorage = () =>
  new HttpError(507, {
    statusCode: '507',
    code: 'InsufficientStorage',
    error: 'Insufficient Storage',
    message: 'The disk holding the photos is full: the upload was not stored. Try again once space has been freed.',
  })
export const notImplemented = (what: string) =>
  storageError(404, 'InvalidRequest', 'Not found', `The local backend does not implement ${what}`)

/** A Postgres error as Storage reports it (RLS refusal, duplicate key, …); anything else as is. */
export function fromPgError(e: unknown): unknown {
  if (!isPgError(e)) return e
  if (e.code === '42501') return storageError(403, 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy')
  if (e.code === '23505') return storageError(409, 'KeyAlreadyExists', 'Duplicate', 'The resource already exists')
  if (e.code === '23503') return noSuchBucket()
  return storageError(500, 'DatabaseError', 'internal', e.message)
}

export function callerOrThrow(ctx: ApiContext, req: Req): Caller {
  const who = resolveCaller(req, ctx.keys)
  if (!who.ok) {
    throw storageError(
      403,
      'InvalidJWT',
      'Unauthorized',
      who.reason === 'expired' ? '"exp" claim timestamp check failed' : 'signature verification failed',
    )
  }
  return who.caller
}

/**
 * The object name from the percent-encoded URL path. Besides Storage's ASCII rule, '.', '..' and
 * empty segments are refused: objects are files on disk here (a deviation; S3 would allow them).
 */
export function objectName(encoded: string): string {
  const name = decodePathPart(encoded, () => storageError(400, 'InvalidKey', 'Invalid Input', `Invalid key: ${encoded}`))
  const segments = name.split('/')
  if (!name || !KEY_RE.test(name) || segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw storageError(400, 'InvalidKey', 'Invalid Input', `Invalid key: ${name}`)
  }
  return name
}

/** `image/jpeg; x=,text/html` → `image/jpeg`: only the bare type is ever stored or served. */
export const bareType = (mime: string) => (mime.split(';')[0] ?? '').trim().toLowerCase()

export function parseJson(s: string): unknown {
  try {
    return JSON.parse(s)
  } catch {
    return null
  }
}
