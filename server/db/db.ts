// The database as the server uses it: PGlite (real Postgres) on its own thread (db-thread.ts),
// running the same migrations a hosted project runs. PGlite has one connection: every request's
// transaction goes through `serial`, so two requests never interleave their SET LOCAL ROLE /
// queries.
import { Worker } from 'node:worker_threads'
import type { Results } from '@electric-sql/pglite'
import { receivedError, type Reply, type Request, type ThreadOptions } from './db-protocol.ts'
import type { Statement } from './session.ts'
import type { OpenDbOptions } from './open-pglite.ts'

export { REPO_ROOT, MIGRATIONS_DIR } from './paths.ts'
export type { OpenDbOptions } from './open-pglite.ts'

/** Statements in one transaction (PGlite's Transaction, as far as the server uses it). */
export type Tx = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Results<T>>
  exec(sql: string): Promise<Results[]>
  /**
   * A statement whose answer nobody reads: it goes with the next request (in the same call into
   * Postgres as the next query). If it fails, that request, or the commit, fails with its error.
   */
  queue(sql: string, params?: unknown[]): void
  /**
   * The transaction's last statement: it commits as soon as the statement has run, and answers
   * after the commit (or the rollback, if anything in it failed).
   */
  lastQuery<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Results<T>>
  /**
   * Moves a file written under the storage folder's `.tmp` to `bucket/name` as part of this
   * transaction (sent, not awaited): it is put back if the transaction does not commit.
   */
  place(file: string, bucket: string, name: string): void
  /** Ends the transaction now, undoing it (tests: look without changing anything). */
  rollback(): Promise<void>
}

/** Statements outside any transaction (each its own), and a copy of the database's files. */
export type Sql = Pick<Tx, 'query' | 'exec'> & {
  /** The data folder as PGlite's tar (what a backup holds). */
  dumpDataDir(compression: 'none'): Promise<Blob>
}

export type Db = {
  pg: Sql
  /** Runs fn in one transaction, after every earlier call has finished. */
  serial<T>(fn: (tx: Tx) => Promise<T>): Promise<T>
  close(): Promise<void>
}

type Pending = { resolve(v: unknown): void; reject(e: Error): void }
type Call = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never

/** The thread's entry; it is TypeScript, so the thread loads tsx's loader unless it already has it. */
const THREAD_FILE = new URL('./db-thread.ts', import.meta.url)
const threadExecArgv = () => (process.execArgv.some((a) => a.includes('tsx')) ? undefined : ['--import', import.meta.resolve('tsx')])

/**
 * Opens (or creates) the database on its thread: see openPglite (open-pglite.ts) for what a new
 * or existing data folder gets. Fsyncs are reported to `onFsync` in the order they happened,
 * before the reply of the statement that caused them.
 */
export async function openDb(opts: OpenDbOptions = {}): Promise<Db & { created: boolean }> {
  const { onFsync, ...rest } = opts
  const workerData: ThreadOptions = { ...rest, reportFsync: onFsync !== undefined }
  const worker = new Worker(THREAD_FILE, { workerData, execArgv: threadExecArgv() })
  const pending = new Map<number, Pending>()
  let nextId = 1
  let stopped: Error | null = null

  // The thread keeps the process alive only while something waits on it, as PGlite in the same
  // thread did: a script that opened a database and is done exits.
  const refresh = () => (pending.size > 0 ? worker.ref() : worker.unref())

  const opened = new Promise<boolean>((resolve, reject) => {
    worker.on('message', (r: Reply) => {
      if (r.kind === 'fsync') return onFsync?.(r.path)
      if (r.kind === 'ready') return resolve(r.created)
      if (r.kind === 'failed') return reject(receivedError(r.error))
      if (r.kind === 'stopped') return fail(receivedError(r.error))
      const p = pending.get(r.id)
      if (!p) return
      pending.delete(r.id)
      refresh()
      if (r.kind === 'ok') p.resolve(r.value)
      else p.reject(receivedError(r.error))
    })
    const fail = (e: Error) => {
      // the first reason stands: the thread's own, not its exit that follows
      if (stopped) return
      stopped = e
      reject(e)
      for (const p of pending.values()) p.reject(e)
      pending.clear()
    }
    worker.on('error', (e) => fail(new Error(`The database thread stopped: ${e.message}`, { cause: e })))
    worker.on('exit', (code) => fail(new Error(`The database thread exited (code ${code})`)))
  })

  const call = <T>(req: Call, id = nextId++): Promise<T> => {
    if (stopped) return Promise.reject(stopped)
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject })
      refresh()
      worker.postMessage({ ...req, id })
    })
  }

  let created: boolean
  try {
    created = await opened
  } catch (e) {
    await worker.terminate()
    throw e
  }

  const statements = (tx: number | null) => ({
    query: <T>(sql: string, params: unknown[] = []) => call<Results<T>>({ op: 'query', sql, params, tx }),
    exec: (sql: string) => call<Results[]>({ op: 'exec', sql, tx }),
  })
  const pg: Sql = {
    ...statements(null),
    dumpDataDir: async () => new Blob([await call<ArrayBuffer>({ op: 'dump' })]),
  }

  /**
   * Transactions begin in the order `serial` was called, each after the one before has ended.
   * A transaction's statements are sent without waiting for the one before (the database thread
   * runs them in order), so the database thread never waits for this thread between them.
   * fn runs at once: whatever it does besides SQL (moving files…) belongs after its first
   * awaited statement, which answers only once its transaction has begun.
   */
  const serial = async <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => {
    const id = nextId++
    /** Answered later (by `answer`): not an unhandled rejection meanwhile. */
    const sent = (p: Promise<unknown>) => {
      p.catch(() => undefined)
      return p
    }
    const begun = sent(call<number>({ op: 'begin' }, id))
    // Sent without waiting (the begin, `place`): their errors come out of the next awaited one.
    let unanswered: Promise<unknown>[] = [begun]
    const answer = async <R>(p: Promise<R>): Promise<R> => {
      const earlier = unanswered
      unanswered = []
      const [before, mine] = await Promise.allSettled([Promise.all(earlier), p])
      if (before.status === 'rejected') throw before.reason
      if (mine.status === 'rejected') throw mine.reason
      return mine.value
    }
    /** Statements from `queue`, not sent yet: they go with the next request, ahead of it. */
    let queued: Statement[] = []
    const take = () => {
      const q = queued
      queued = []
      return q
    }
    let ended = false
    const end = (commit: boolean) => {
      if (ended) return Promise.resolve()
      ended = true
      // a rollback drops what was queued and never sent
      const before = take()
      return answer(call<void>({ op: 'end', tx: id, commit, before: commit ? before : [] }))
    }
    /** After lastQuery or rollback nothing more can join the transaction: said, not dropped. */
    const open = () => {
      if (ended) throw new Error('The transaction has ended (lastQuery or rollback)')
    }
    const tx: Tx = {
      query: <R>(sql: string, params: unknown[] = []) => {
        open()
        return answer(call<Results<R>>({ op: 'query', sql, params, tx: id, before: take() }))
      },
      exec: (sql: string) => {
        open()
        return answer(call<Results[]>({ op: 'exec', sql, tx: id, before: take() }))
      },
      queue: (sql: string, params: unknown[] = []) => {
        open()
        queued.push([sql, params])
      },
      lastQuery: <R>(sql: string, params: unknown[] = []) => {
        open()
        ended = true
        return answer(call<Results<R>>({ op: 'query', sql, params, tx: id, commit: true, before: take() }))
      },
      place: (file: string, bucket: string, name: string) => {
        open()
        unanswered.push(sent(call({ op: 'place', tx: id, file, bucket, name, before: take() })))
      },
      rollback: () => end(false),
    }
    let result: T
    try {
      result = await fn(tx)
    } catch (e) {
      // the error that ended it is what the caller needs, not a failed rollback's
      await end(false).catch(() => undefined)
      throw e
    }
    await end(true)
    return result
  }
  const close = async () => {
    await serial(async () => undefined).catch(() => undefined)
    if (!stopped) await call({ op: 'close' }).catch(() => undefined)
    await worker.terminate()
  }
  return { pg, serial, close, created }
}
