// Taking a snapshot of a data folder into a new folder: from the running portal over /ops/v1
// when one runs on it (the only way to hold its database queue), else by opening the folder
// directly under its lock. Both travel as the same frames and land through receiveInto.
import { existsSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { durablePgliteOptions } from '../db/durable-fs.ts'
import { decodeFrames, encodeFrames } from './frames.ts'
import { lockFolder, receiveInto, runningPortal, type Manifest, type OpsInfo } from './folder.ts'
import { OPS_TOKEN_HEADER } from './endpoint.ts'
import { backupSnapshot, clearStaging, exportSnapshot, type Snapshot, type Source } from './snapshot.ts'

export type What = { kind: 'backup' } | { kind: 'export'; event: string }
type OnEntry = (path: string, bytes: Buffer) => Promise<void>

/** What a stream that broke off says, in words: "aborted" alone told nobody anything. */
function cutOff(what: What, e: unknown): Error {
  const message = e instanceof Error ? e.message : String(e)
  // the portal's own account of its failure (an error frame) is already a sentence
  if (message.startsWith('The server could not finish')) return new Error(message)
  const code = (e as NodeJS.ErrnoException).code
  if (message === 'aborted' || code === 'ECONNRESET' || message.includes('ended early')) {
    return new Error(
      `The portal stopped while it was sending the ${what.kind} (the connection broke off: ${code ?? message}). It was stopped or crashed.`,
      { cause: e },
    )
  }
  return e instanceof Error ? e : new Error(message)
}

function fromServer(info: OpsInfo, what: What, onEntry: OnEntry): Promise<void> {
  const body = JSON.stringify(what.kind === 'export' ? { event: what.event } : {})
  return new Promise<void>((resolve, reject) => {
    const req = request(
      `${info.url}/ops/v1/${what.kind}`,
      {
        method: 'POST',
        headers: { [OPS_TOKEN_HEADER]: info.token, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        if (res.statusCode !== 200) {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => {
            let message = Buffer.concat(chunks).toString('utf8')
            try {
              message = (JSON.parse(message) as { message?: string }).message ?? message
            } catch {
              // not JSON
            }
            reject(new Error(`The running portal refused (HTTP ${res.statusCode}): ${message}`))
          })
          return
        }
        decodeFrames(res, onEntry).then(resolve, (e: unknown) => {
          res.destroy()
          reject(cutOff(what, e))
        })
      },
    )
    req.on('error', (e) =>
      reject(
        new Error(
          `Could not reach the running portal at ${info.url} (${e.message}): it stopped, or is stopping. Start it, or run this again once it has stopped.`,
        ),
      ),
    )
    req.end(body)
  })
}

/** Opens a stopped folder's database directly (under the folder's lock) for `fn`. */
export async function withStoppedFolder<T>(dataDir: string, fn: (src: Source) => Promise<T>): Promise<T> {
  if (!existsSync(join(dataDir, 'pg', 'PG_VERSION'))) throw new Error(`${dataDir} holds no portal database (no pg/PG_VERSION).`)
  const release = await lockFolder(dataDir)
  try {
    // under the lock nothing else stages: links a killed snapshot left go now
    await clearStaging(dataDir)
    // opening runs Postgres' crash recovery if the portal died: the snapshot is of what was committed
    const pg = await PGlite.create({ ...durablePgliteOptions(join(dataDir, 'pg')), extensions: { pgcrypto } })
    try {
      return await fn({ pg, hold: (f) => pg.transaction(f), dataDir })
    } finally {
      await pg.close()
    }
  } finally {
    await release()
  }
}

const snapshotOf = (src: Source, what: What): Promise<Snapshot> =>
  what.kind === 'backup' ? backupSnapshot(src) : exportSnapshot(src, what.event)

/** Writes a backup or an event export of `dataDir` to the new folder `outDir`. */
export async function takeSnapshot(dataDir: string, what: What, outDir: string): Promise<{ manifest: Manifest; online: boolean }> {
  const running = await runningPortal(dataDir)
  if (running && running.url === null) {
    throw new Error(
      `A portal (pid ${running.pid}) is using ${dataDir} but offers no online ${what.kind} (an older version, or it is still starting). ` +
        'Wait until it has started, or restart it with this version, or stop it and run this again.',
    )
  }
  if (running) return { manifest: await receiveInto(outDir, (onEntry) => fromServer(running, what, onEntry)), online: true }
  const manifest = await withStoppedFolder(dataDir, async (src) => {
    const snap = await snapshotOf(src, what)
    try {
      return await receiveInto(outDir, (onEntry) => decodeFrames(Readable.from(encodeFrames(snap.entries)), onEntry))
    } finally {
      await snap.close()
    }
  })
  return { manifest, online: false }
}
