// The local backend: one HTTP server speaking the part of Supabase's API that supabase-js uses
// (auth/v1, rest/v1, storage/v1) over PGlite, and optionally serving the app (built files or
// Vite in middleware mode) on the same origin, so no proxy or CORS is needed.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { openDb, type Db } from './db/db.ts'
import { diskBlobStore, memoryBlobStore, type BlobStore, type DiskBlobStoreOptions } from './db/blob-store.ts'
import { lockDataDir, type DataDirLock } from './db/data-dir-lock.ts'
import { checkFreeSpace, explainIfDiskFull, MIN_FREE_BYTES_TO_START } from './db/disk-space.ts'
import type { FsyncObserver } from './db/durable-fs.ts'
import { ensureAdminPassword } from './db/admin-password.ts'
import { makePrivate } from './db/private-folder.ts'
import { seedPhotos } from './db/seed-photos.ts'
import { objectCache } from './api/object-cache.ts'
import { loadJwtSecret, makeAnonKey } from './api/jwt.ts'
import { apiKeyProblem } from './api/caller.ts'
import type { ApiContext } from './api/context.ts'
import { SignInThrottle, type ThrottleLimits } from './api/throttle.ts'
import { handleAuth } from './api/auth.ts'
import { handleRest } from './api/rest.ts'
import { handleStorage } from './api/storage.ts'
import type { Req } from './http/request.ts'
import { HttpError, sendJson, type Res } from './http/reply.ts'
import { corsHeaders, corsPolicyFrom, sendPreflight, type CorsPolicy } from './http/cors.ts'
import { appPageHeaders, DEV_PAGE_HEADERS, API_HEADERS } from './http/security-headers.ts'
import { staticFiles } from './http/static.ts'
import { opsEndpoint } from './ops/endpoint.ts'
import { clearStaging } from './ops/snapshot.ts'
import { recordFilesWithoutRow } from './db/files-without-row.ts'

export type Middleware = (req: Req, res: Res, next: (err?: unknown) => void) => void

export type StartOptions = {
  /** 0 = a free port (default). */
  port?: number
  /** Default 127.0.0.1; 0.0.0.0 to be reachable from a phone on the same network. */
  host?: string
  /** Undefined = everything in memory (tests). */
  dataDir?: string
  /** Seed a new database from supabase/seed.sql and store placeholder photos (default true). */
  seed?: boolean
  /** Serve the built SPA from here, index.html for unknown non-API paths. */
  staticDir?: string
  /** Vite's middleware (dev): gets every non-API request. */
  viteMiddleware?: Middleware
  /** Like hosted db-max-rows (default 1000). */
  maxRows?: number
  /** Access-token lifetime in seconds (default 3600, as on Supabase). */
  jwtExpirySeconds?: number
  /** Base of public photo URLs and the JWT issuer; default the server's own URL. */
  publicUrl?: string
  /** In memory: reuse a dump of an identical seeded database (default true, see db/db-template.ts). */
  template?: boolean
  /** Log API errors that are the server's fault (500s). Default true. */
  logErrors?: boolean
  /** The token-signing secret; default: kept in the data folder, or random in memory. */
  jwtSecret?: string
  /** The first admin's password (ADMIN_PASSWORD); default: generated per data folder. */
  adminPassword?: string
  /** Other origins whose pages may call the API (default: loopback origins only; see http/cors.ts). */
  cors?: CorsPolicy
  /** Failed password sign-ins allowed per IP and per e-mail (see api/throttle.ts). */
  signInLimits?: Partial<ThrottleLimits>
  /** The data folder's lock when the caller took it already (npm start: before building). */
  dataDirLock?: DataDirLock
  /** Refuse to start with less free space on the data folder's disk (default 64 MB). */
  minFreeBytes?: number
  /** Default supabase/migrations (tests point it at a copy). */
  migrationsDir?: string
  /** Told of every fsync of the data folder's database and photo files (tests). */
  onFsync?: FsyncObserver
  /** How the photo store writes bytes (tests: a full disk). */
  blobWrite?: DiskBlobStoreOptions['write']
  /**
   * A data folder's writes reach the disk before a request is answered (default true). false =
   * PGlite's fsync=off and unsynced photo files, only to measure what durability costs (bench).
   */
  durable?: boolean
}

export type RunningServer = {
  url: string
  anonKey: string
  db: Db
  adminEmail: string
  /** The first admin's password as generated or chosen for this data folder; null if changed since. */
  adminPassword: string | null
  httpServer: Server
  close(): Promise<void>
}

const DEFAULT_MAX_ROWS = 1000

function sendFailure(res: Res, area: string, e: unknown, logErrors: boolean): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  if (e instanceof HttpError) return sendJson(res, e.status, e.body, e.headers)
  if (logErrors) console.error(`[local backend] ${area}:`, e)
  const message = e instanceof Error ? e.message : String(e)
  if (area === 'storage') return sendJson(res, 500, { statusCode: '500', code: 'InternalError', error: 'internal', message })
  if (area === 'auth') return sendJson(res, 500, { code: 'unexpected_failure', message }, { 'X-Supabase-Api-Version': '2024-01-01' })
  sendJson(res, 500, { code: 'PGRSTX00', message, details: null, hint: null })
}

/**
 * Photo URLs are derived in SQL from the project's URL (a player can't choose them); here that
 * is this server's public URL, set at every start.
 */
async function setProjectUrl(db: Db, url: string): Promise<void> {
  await db.serial(async (tx) => {
    await tx.query('select private.set_project_url($1)', [url])
  })
}

async function objectRowExists(db: Db, bucket: string, name: string): Promise<boolean> {
  return db.serial(async (tx) => {
    const r = await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, name])
    return r.rows.length > 0
  })
}

export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const dataDir = opts.dataDir
  const lock = dataDir ? (opts.dataDirLock ?? (await lockDataDir(dataDir))) : null
  const unlock = async () => lock?.release()
  const minFree = opts.minFreeBytes ?? MIN_FREE_BYTES_TO_START
  let db: Db & { created: boolean }
  try {
    if (dataDir) {
      await checkFreeSpace(dataDir, minFree)
      // a folder made or copied in before it was private is tightened, photos and all
      await makePrivate(dataDir)
    }
    db = await openDb({
      dataDir,
      seed: opts.seed,
      template: opts.template,
      migrationsDir: opts.migrationsDir,
      onFsync: opts.onFsync,
      durable: opts.durable,
      storageDir: dataDir ? join(dataDir, 'storage') : undefined,
    })
  } catch (e) {
    await unlock()
    throw dataDir ? await explainIfDiskFull(dataDir, e, minFree) : e
  }
  const logErrors = opts.logErrors ?? true
  let blobs: BlobStore = memoryBlobStore()
  if (dataDir) {
    // what opening, migrating and seeding made, in a process without the start commands' umask
    await makePrivate(dataDir)
    const disk = diskBlobStore(join(dataDir, 'storage'), { write: opts.blobWrite, onFsync: opts.onFsync, durable: opts.durable })
    try {
      await disk.recoverTmp((bucket, name) => objectRowExists(db, bucket, name))
      // a backup or export this folder's last portal was taking when it stopped left its links
      await clearStaging(dataDir)
      const found = await recordFilesWithoutRow(db, join(dataDir, 'storage'))
      if (found.files && logErrors) {
        console.warn(
          `[local backend] ${found.files} photo file(s) (${(found.bytes / 1e6).toFixed(1)} MB) were on disk without a database row ` +
            '(uploads a crash cut off): the leftover-files page lists them to purge.',
        )
      }
    } catch (e) {
      await db.close()
      await unlock()
      throw e
    }
    blobs = disk
  }
  const secret = opts.jwtSecret ?? (await loadJwtSecret(opts.dataDir))
  const keys = { secret, anonKey: makeAnonKey(secret) }
  let baseUrl = ''
  const ctx: ApiContext = {
    db,
    keys,
    blobs,
    objects: objectCache(),
    maxRows: opts.maxRows ?? DEFAULT_MAX_ROWS,
    jwtExpirySeconds: opts.jwtExpirySeconds ?? 3600,
    baseUrl: () => baseUrl,
    signIns: new SignInThrottle(opts.signInLimits),
  }
  const cors = opts.cors ?? corsPolicyFrom(undefined)
  // The built app gets a strict CSP (scripts only from here and index.html's own inline script);
  // Vite's dev pages need inline scripts.
  const serveStatic = opts.staticDir ? staticFiles(opts.staticDir, (hashes) => appPageHeaders([], hashes)) : null
  // backup and export of a running portal (ops/endpoint.ts): this machine's operator only
  const ops = opts.dataDir ? opsEndpoint(db, opts.dataDir) : null

  async function handle(req: Req, res: Res): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local')
    const api = /^\/(auth|rest|storage)\/v1(?:\/(.*))?$/.exec(url.pathname)
    if (api) {
      const area = api[1] as 'auth' | 'rest' | 'storage'
      const path = api[2] ?? ''
      for (const [k, v] of Object.entries({ ...API_HEADERS, ...corsHeaders(req, cors) })) res.setHeader(k, v)
      if (req.method === 'OPTIONS') return sendPreflight(req, res, cors)
      try {
        // Supabase's gateway wants an apikey for auth and rest; storage checks only the JWT
        // (public object URLs are plain links).
        if (area !== 'storage') {
          const problem = apiKeyProblem(req, url, keys)
          if (problem) throw new HttpError(401, problem)
        }
        if (area === 'auth') await handleAuth(ctx, req, res, url, path)
        else if (area === 'rest') await handleRest(ctx, req, res, url, path)
        else await handleStorage(ctx, req, res, url, path)
      } catch (e) {
        sendFailure(res, area, e, logErrors)
      }
      return
    }
    if (ops && url.pathname.startsWith('/ops/')) return ops.handle(req, res, url)
    if (serveStatic && (await serveStatic(req, res, url.pathname))) return
    if (opts.viteMiddleware) {
      for (const [k, v] of Object.entries(DEV_PAGE_HEADERS)) res.setHeader(k, v)
      opts.viteMiddleware(req, res, (err) => {
        if (err && logErrors) console.error('[local backend] vite:', err)
        if (!res.headersSent) sendJson(res, err ? 500 : 404, { message: err ? 'Internal error' : 'Not found' })
      })
      return
    }
    sendJson(res, 404, { message: 'Not found' })
  }

  const httpServer = createServer((req, res) => {
    handle(req, res).catch((e) => sendFailure(res, 'server', e, logErrors))
  })
  try {
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject)
      httpServer.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve())
    })
  } catch (e) {
    await db.close()
    await unlock()
    throw e
  }
  const { port } = httpServer.address() as AddressInfo
  const host = opts.host ?? '127.0.0.1'
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host
  const url = `http://${shownHost}:${port}`
  baseUrl = (opts.publicUrl ?? url).replace(/\/+$/, '')

  let closed: Promise<void> | null = null
  const close = () => {
    closed ??= (async () => {
      await ops?.unpublish()
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve())
        httpServer.closeAllConnections()
      })
      // every queued transaction finishes before PGlite closes (data must survive a restart)
      await db.serial(async () => undefined).catch(() => undefined)
      await db.close()
      await unlock()
    })()
    return closed
  }

  try {
    if (db.created && opts.seed !== false) await seedPhotos(db, ctx.blobs, baseUrl)
    await setProjectUrl(db, baseUrl)
    await ops?.publish(host, port)
    const creds = await ensureAdminPassword(db, { dataDir: opts.dataDir, fresh: db.created, chosen: opts.adminPassword })
    return { url, anonKey: keys.anonKey, db, ...creds, httpServer, close }
  } catch (e) {
    await close()
    throw e
  }
}
