// The database thread: PGlite runs here, on its own thread, so Postgres' work (and its fsyncs at
// commit) never holds up the HTTP thread, which meanwhile reads bodies, checks files, writes
// objects and answers. It is the local backend's stand-in for Postgres' own process.
//
// Requests arrive in order on one port (db-protocol.ts). Transactions begin in the order asked
// for (PGlite queues each behind the one before, and statements outside any transaction behind
// both), and a transaction's requests run in the order they came. The HTTP thread sends a
// transaction's requests without waiting for the answers it doesn't need, and marks its last
// statement, so a transaction holds the database only while it works: never while it waits for
// the HTTP thread to get round to sending the next statement or the commit.
import { parentPort, workerData } from 'node:worker_threads'
import type { PGlite } from '@electric-sql/pglite'
import { openPglite } from './open-pglite.ts'
import { runExclusive } from './pglite-internals.ts'
import { Session } from './session.ts'
import { diskBlobStore, type PutResult } from './blob-store.ts'
import { PendingFolderSyncs, type FsyncObserver } from './durable-fs.ts'
import { sendableError, type Reply, type Request, type ThreadOptions } from './db-protocol.ts'

const port = parentPort!
const send = (r: Reply, transfer: ArrayBuffer[] = []) => port.postMessage(r, transfer)

/** A transaction as its requests see it. */
type OpenTx = {
  /** Settles when the latest request has run (at first: when the transaction holds PGlite). */
  last: Promise<unknown>
  /** Lets PGlite go on to the next transaction. */
  release: () => void
  /** Settles once PGlite's lock is let go. */
  done: Promise<void>
  /** finish has run: committed or rolled back, and PGlite let go. */
  released: boolean
  /** Postgres has had its BEGIN (sent with the first statements). */
  begun: boolean
  /** A request failed: the transaction can only be rolled back (a failed file move leaves SQL fine). */
  failed: boolean
  /** Files moved into place inside it: put back if it does not commit. */
  placed: PutResult[]
}

type Outcome = { value: unknown; transfer?: ArrayBuffer[] }

function serve(pg: PGlite, opts: ThreadOptions, onFsync: FsyncObserver | undefined, pendingFolders: PendingFolderSyncs): void {
  const open = new Map<number, OpenTx>()
  const session = new Session(pg)
  const files = opts.storageDir ? diskBlobStore(opts.storageDir, { durable: opts.durable, onFsync, blocking: true, pendingFolders }) : null

  /**
   * Starts a transaction: it holds PGlite's transaction lock from when every earlier one has let
   * go (PGlite's queue, which statements outside any transaction wait in too) until it ends.
   */
  const begin = (id: number): OpenTx => {
    let release = () => undefined as void
    const closed = new Promise<void>((r) => (release = r))
    let entered = () => undefined as void
    const holding = new Promise<void>((r) => (entered = r))
    const done = runExclusive(pg, async () => {
      entered()
      await closed
    })
    const entry: OpenTx = { last: holding, release, done, released: false, begun: false, failed: false, placed: [] }
    open.set(id, entry)
    return entry
  }

  /** The transaction's statements, after its BEGIN if Postgres has not had it yet. */
  const statements = async (entry: OpenTx, list: Parameters<Session['run']>[0], commit = false) => {
    const first = !entry.begun
    entry.begun = true
    return session.run(list, { begin: first, commit })
  }

  /** Commits (or rolls back), keeps or puts back the files moved inside it, and lets PGlite go on. */
  const finish = async (entry: OpenTx, commit: boolean, committedAlready = false): Promise<void> => {
    entry.released = true
    let committed = committedAlready
    let failure: unknown = null
    try {
      if (!committedAlready && entry.begun) {
        if (commit && !entry.failed) {
          await session.run([], { commit: true })
          committed = true
        } else await session.exec('rollback')
      }
      if (!entry.begun) committed = commit && !entry.failed
    } catch (e) {
      // a failed COMMIT has ended the transaction already; anything else is rolled back
      await session.exec('rollback').catch(() => undefined)
      throw e
    } finally {
      // every file is kept or put back, and PGlite let go, whatever fails on the way
      try {
        for (const p of entry.placed) {
          try {
            await (committed ? p.done() : p.undo())
          } catch (e) {
            failure ??= e
          }
        }
      } finally {
        entry.release()
        await entry.done
      }
    }
    // a file not put back after a rollback is worth an error; a leftover after a commit is not
    if (failure && !committed) throw failure
    if (commit && !committed) throw new Error('The transaction was rolled back: one of its requests had failed')
  }

  /** A transaction's request: the statements queued before it, then its own work. */
  const inTransaction = async (entry: OpenTx, m: Exclude<Request, { op: 'begin' | 'dump' | 'close' }>): Promise<unknown> => {
    const before = m.before ?? []
    const commit = m.op === 'query' && m.commit === true
    try {
      if (entry.failed && m.op !== 'end') throw new Error('The transaction had already failed')
      let value: unknown = null
      if (m.op === 'query') value = await statements(entry, [...before, [m.sql, m.params]], commit)
      else if (before.length || (m.op === 'exec' && !entry.begun)) await statements(entry, before)
      if (m.op === 'exec') value = await session.exec(m.sql)
      if (m.op === 'place') {
        if (!files) throw new Error('This database has no storage folder to place files in')
        entry.placed.push(await files.adopt(m.file, m.bucket, m.name))
      }
      if (commit) await finish(entry, true, true)
      if (m.op === 'end') await finish(entry, m.commit)
      return value
    } catch (e) {
      const ending = m.op === 'end' || commit
      entry.failed = true
      if (ending && !entry.released) await finish(entry, false).catch(() => undefined)
      throw e
    }
  }

  const run = async (m: Request, entry: OpenTx | undefined): Promise<Outcome> => {
    switch (m.op) {
      case 'begin':
        return { value: m.id }
      case 'query':
      case 'exec':
      case 'place':
      case 'end':
        if (entry) return { value: await inTransaction(entry, m) }
        if (m.op === 'query') return { value: await pg.query(m.sql, m.params) }
        if (m.op === 'exec') return { value: await pg.exec(m.sql) }
        throw new Error(`${m.op} outside a transaction`)
      case 'dump': {
        const bytes = await (await pg.dumpDataDir('none')).arrayBuffer()
        return { value: bytes, transfer: [bytes] }
      }
      case 'close':
        await pg.close()
        return { value: null }
    }
  }

  port.on('message', (m: Request) => {
    let started: Promise<Outcome>
    if (m.op === 'begin') {
      const entry = begin(m.id)
      started = entry.last.then(() => run(m, entry))
    } else if ('tx' in m && m.tx !== null) {
      const entry = open.get(m.tx)
      if (!entry) started = Promise.reject(new Error(`No open transaction ${m.tx}`))
      else {
        if (m.op === 'end' || (m.op === 'query' && m.commit)) open.delete(m.tx)
        started = entry.last.then(() => run(m, entry))
        entry.last = started.catch(() => undefined)
      }
    } else started = run(m, undefined)
    started.then(
      ({ value, transfer }) => send({ id: m.id, kind: 'ok', value }, transfer),
      (e: unknown) => send({ id: m.id, kind: 'error', error: sendableError(e) }),
    )
  })
}

const opts = workerData as ThreadOptions
const onFsync = opts.reportFsync ? (path: string) => send({ kind: 'fsync', path }) : undefined
/**
 * A folder the disk refused to sync: what Postgres does when an fsync fails (PANIC). Nothing more
 * is written or answered; every request gets this error, and a restart recovers what committed.
 */
const stopForDisk = (folder: string, e: Error): never => {
  const message = `The disk refused to sync the folder ${folder} (${(e as NodeJS.ErrnoException).code ?? e.message}). The local backend stopped answering so that no photo is called saved that may not be on disk. Check the disk, then start the backend again: what was committed is kept.`
  console.error(message)
  send({ kind: 'stopped', error: sendableError(new Error(message, { cause: e })) })
  process.exit(1)
}
const pendingFolders = new PendingFolderSyncs(stopForDisk, onFsync)
try {
  const { pg, created } = await openPglite({ ...opts, onFsync, pendingFolders })
  serve(pg, opts, onFsync, pendingFolders)
  send({ kind: 'ready', created })
} catch (e) {
  send({ kind: 'failed', error: sendableError(e) })
}
