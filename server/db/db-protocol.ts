// The messages between the server's threads and its database thread (db.ts ↔ db-thread.ts).
import type { OpenDbOptions } from './open-pglite.ts'
import type { Statement } from './session.ts'

/** What the database thread is started with (workerData). */
export type ThreadOptions = Omit<OpenDbOptions, 'onFsync' | 'pendingFolders'> & { reportFsync: boolean }

/**
 * A transaction's requests carry the statements queued before them (`before`: sent by `queue`,
 * nothing to answer), run first, with a query in the same call into Postgres (session.ts).
 */
export type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx: number | null; commit?: boolean; before?: Statement[] }
  | { id: number; op: 'exec'; sql: string; tx: number | null; before?: Statement[] }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean; before?: Statement[] }
  | { id: number; op: 'place'; tx: number; file: string; bucket: string; name: string; before?: Statement[] }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' }

export type Reply =
  | { kind: 'ready'; created: boolean }
  | { kind: 'failed'; error: SentError }
  /** The thread stops for good (a disk that refuses to sync): why, before it exits. */
  | { kind: 'stopped'; error: SentError }
  | { kind: 'fsync'; path: string }
  | { id: number; kind: 'ok'; value: unknown }
  | { id: number; kind: 'error'; error: SentError }

/** An error as plain data: its message, stack and own fields (a Postgres error's code, detail, hint…). */
export type SentError = { name: string; message: string; stack?: string; fields: Record<string, unknown> }

export function sendableError(e: unknown): SentError {
  if (!(e instanceof Error)) return { name: 'Error', message: String(e), fields: {} }
  const fields: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(e)) {
    if (v === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof v)) fields[k] = v
  }
  return { name: e.name, message: e.message, stack: e.stack, fields }
}

/** The error again on this side, with the same fields (callers read `code`, `detail`, `hint`…). */
export function receivedError(s: SentError): Error {
  const e = new Error(s.message)
  e.name = s.name
  Object.assign(e, s.fields)
  if (s.stack) e.stack = s.stack
  return e
}
