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
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { openPglite } from './open-pglite.ts'
import { statementRunner } from './batch.ts'
import { diskBlobStore, type PutResult } from './blob-store.ts'
import { sendableError, type Reply, type Request, type ThreadOptions } from './db-protocol.ts'

const port = parentPort!
const send = (r: Reply, transfer: ArrayBuffer[] = []) => port.postMessage(r, transfer)

/** A transaction as its requests see it. */
type OpenTx = {
  /** Settles when the latest request has run. */
  last: Promise<unknown>
  tx?: Transaction
  end?: (commit: boolean) => void
  done?: Promise<void>
  /** A request failed: the transaction can only be rolled back (a failed file move leaves SQL fine). */
  failed: boolean
  /** Files moved into place inside it: put back if it does not commit. */
  placed: PutResult[]
}

type Outcome = { value: unknown; transfer?: ArrayBuffer[] }

function serve(pg: PGlite, opts: ThreadOptions, onFsync: ((path: string) => void) | undefined): void {
  const open = new Map<number, OpenTx>()
  const runStatements = statementRunner(pg)
  const files = opts.storageDir ? diskBlobStore(opts.storageDir, { durable: opts.durable, onFsync, blocking: true }) : null

  /** Starts a transaction; it begins once PGlite has finished every earlier one (its own queue). */
  const begin = (id: number): OpenTx => {
    const entry: OpenTx = { last: Promise.resolve(), failed: false, placed: [] }
    entry.last = new Promise<void>((entered, failed) => {
      const decided = new Promise<boolean>((r) => (entry.end = r))
      entry.done = pg
        .transaction(async (tx) => {
          entry.tx = tx
          entered()
          // a rollback is asked for by throwing out of PGlite's transaction
          if (!(await decided)) throw new RolledBack()
        })
        .catch((e: unknown) => {
          if (!(e instanceof RolledBack)) throw e
        })
      entry.done.catch(failed)
    })
    open.set(id, entry)
    return entry
  }

  const inTx = (entry: OpenTx): Transaction => {
    if (!entry.tx) throw new Error('The transaction did not begin')
    return entry.tx
  }

  /** Commits (or rolls back), then keeps or puts back the files moved inside it. */
  const finish = async (entry: OpenTx, commit: boolean): Promise<void> => {
    entry.end!(commit && !entry.failed)
    let committed = false
    try {
      await entry.done
      committed = commit && !entry.failed
    } finally {
      for (const p of entry.placed) await (committed ? p.done() : p.undo())
    }
    if (commit && !committed) throw new Error('The transaction was rolled back: one of its requests had failed')
  }

  /** A transaction's request: the statements queued before it, then its own work. */
  const inTransaction = async (entry: OpenTx, m: Exclude<Request, { op: 'begin' | 'dump' | 'close' }>): Promise<unknown> => {
    const before = m.before ?? []
    const commit = m.op === 'query' && m.commit === true
    try {
      if (entry.failed && m.op !== 'end') throw new Error('The transaction had already failed')
      let value: unknown = null
      if (m.op === 'query') value = await runStatements(inTx(entry), [...before, [m.sql, m.params]])
      else if (before.length) await runStatements(inTx(entry), before)
      if (m.op === 'exec') value = await inTx(entry).exec(m.sql)
      if (m.op === 'place') {
        if (!files) throw new Error('This database has no storage folder to place files in')
        entry.placed.push(await files.adopt(m.file, m.bucket, m.name))
      }
      if (m.op === 'end' || commit) await finish(entry, m.op === 'end' ? m.commit : true)
      return value
    } catch (e) {
      entry.failed = true
      if (m.op === 'end' || commit) await finish(entry, false).catch(() => undefined)
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

class RolledBack extends Error {}

const opts = workerData as ThreadOptions
const onFsync = opts.reportFsync ? (path: string) => send({ kind: 'fsync', path }) : undefined
try {
  const { pg, created } = await openPglite({ ...opts, onFsync })
  serve(pg, opts, onFsync)
  send({ kind: 'ready', created })
} catch (e) {
  send({ kind: 'failed', error: sendableError(e) })
}
