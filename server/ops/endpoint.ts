// /ops/v1 on a running portal with a data folder: `npm run backup` and `npm run export` ask the
// running server for a snapshot, because only it can hold its database queue while the snapshot
// is taken (snapshot.ts). What protects it is the token the server writes at start to
// {dataDir}/ops.json (mode 600, new every start, removed at close): only someone who can read the
// data folder has it. Around that, defence in depth: the request must come over loopback (or from
// this machine's own address) with a loopback Host, carry no proxy headers, and not come from a
// browser page (no Origin / Sec-Fetch-* header: a page can't read the token, but it shouldn't
// even get to try). Anything else gets the app's plain 404.
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db } from '../db/db.ts'
import { header, readJson, type Req } from '../http/request.ts'
import { sendJson, type Res } from '../http/reply.ts'
import { encodeFrames, errorFrame } from './frames.ts'
import { OPS_FILE, type OpsInfo } from './folder.ts'
import { backupSnapshot, exportSnapshot, type Snapshot, type Source } from './snapshot.ts'

export const OPS_TOKEN_HEADER = 'x-ops-token'
const NOT_DIRECT = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'via',
  'cf-connecting-ip',
  'true-client-ip',
  'x-client-ip',
  'origin',
  'sec-fetch-site',
]
const LOOPBACK_HOST = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|localhost)(:\d{1,5})?$/i

const isLoopback = (addr: string | undefined) => !!addr && (addr === '::1' || addr.startsWith('127.') || addr.startsWith('::ffff:127.'))

/** Where this machine's commands reach a server listening on `host`. */
export function loopbackUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '' || host === 'localhost') return `http://127.0.0.1:${port}`
  if (host === '::') return `http://[::1]:${port}`
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`
}

export type OpsEndpoint = {
  handle(req: Req, res: Res, url: URL): Promise<void>
  /** Writes ops.json once the server listens. */
  publish(host: string, port: number): Promise<void>
  unpublish(): Promise<void>
}

async function stream(res: Res, snap: Snapshot): Promise<void> {
  res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' })
  try {
    for await (const chunk of encodeFrames(snap.entries)) {
      if (res.destroyed) throw new Error('the client went away')
      if (!res.write(chunk)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            res.off('drain', done)
            res.off('close', done)
            resolve()
          }
          res.once('drain', done)
          res.once('close', done)
        })
      }
    }
    res.end()
  } catch (e) {
    if (!res.destroyed) res.end(errorFrame(`The server could not finish the snapshot: ${(e as Error).message}`))
  } finally {
    await snap.close()
  }
}

export function opsEndpoint(db: Db, dataDir: string): OpsEndpoint {
  const token = randomBytes(32).toString('base64url')
  const source: Source = { pg: db.pg, hold: (fn) => db.serial(fn), dataDir }
  const file = join(dataDir, OPS_FILE)

  const allowed = (req: Req): boolean => {
    const remote = req.socket.remoteAddress
    const local = isLoopback(remote) || (remote !== undefined && remote === req.socket.localAddress)
    if (!local || NOT_DIRECT.some((h) => req.headers[h] !== undefined)) return false
    const host = header(req, 'host') ?? ''
    const hostName = host.replace(/:\d{1,5}$/, '').replace(/^\[(.*)\]$/, '$1')
    const ownAddress = req.socket.localAddress?.replace(/^::ffff:/, '')
    if (!LOOPBACK_HOST.test(host) && hostName !== ownAddress) return false
    const given = Buffer.from(header(req, OPS_TOKEN_HEADER) ?? '')
    const want = Buffer.from(token)
    return given.length === want.length && timingSafeEqual(given, want)
  }

  return {
    async handle(req, res, url) {
      const what = /^\/ops\/v1\/(backup|export)$/.exec(url.pathname)?.[1]
      if (!what || req.method !== 'POST' || !allowed(req)) return sendJson(res, 404, { message: 'Not found' })
      let snap: Snapshot
      try {
        if (what === 'backup') snap = await backupSnapshot(source)
        else {
          const body = (await readJson(req, 64 * 1024))?.value as { event?: unknown } | null
          if (typeof body?.event !== 'string' || !body.event)
            return sendJson(res, 400, { message: 'Body must be {"event": "<event name>"}' })
          snap = await exportSnapshot(source, body.event)
        }
      } catch (e) {
        const status = (e as { status?: number }).status ?? 500
        return sendJson(res, status, { message: (e as Error).message })
      }
      await stream(res, snap)
    },
    async publish(host, port) {
      const info: OpsInfo = { pid: process.pid, url: loopbackUrl(host, port), token }
      const tmp = `${file}.${process.pid}.tmp`
      await writeFile(tmp, JSON.stringify(info) + '\n', { mode: 0o600 })
      await rename(tmp, file)
    },
    async unpublish() {
      await rm(file, { force: true })
    },
  }
}
