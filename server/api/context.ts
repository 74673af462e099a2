// What every API handler gets: the database, the signing keys, the object store and settings.
import type { Db } from '../db/db.ts'
import type { Keys } from './caller.ts'
import type { BlobStore } from '../db/blob-store.ts'
import type { SignInThrottle } from './throttle.ts'
import type { ObjectCache } from './object-cache.ts'

export type ApiContext = {
  db: Db
  keys: Keys
  blobs: BlobStore
  /** Public objects' headers, so photo reads skip the database queue (object-cache.ts). */
  objects: ObjectCache
  /** Like hosted db-max-rows: longer results are cut silently. */
  maxRows: number
  /** Access-token lifetime (Supabase default 3600 s). */
  jwtExpirySeconds: number
  /** The server's own URL (set once it listens): JWT issuer and public photo URLs. */
  baseUrl(): string
  /** Failed password sign-ins per IP and per e-mail. */
  signIns: SignInThrottle
}
