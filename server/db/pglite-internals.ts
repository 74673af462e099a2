// Every use of PGlite beyond its documented API, in one place. The local backend relies on a few
// of PGlite's private or undocumented parts: its transaction lock, its raw protocol call, its
// type (de)serializers, its default start flags, and the Emscripten file system underneath it.
// Each is reached only through this file, and checked as it is reached (a clear error naming the
// part, not a crash deep inside WebAssembly); tests/integration/pglite-internals.test.ts asserts
// that each still behaves as relied on, one test per part, so a PGlite upgrade that changes one
// fails there, with the reason.
import { PGlite, parse, protocol } from '@electric-sql/pglite'

/** One message Postgres answered with (PGlite's copy of pg-protocol's). */
export type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number]

/** What a missing or changed internal says: which part, and where it is relied on. */
function changed(part: string): Error {
  return new Error(
    `This PGlite version changed ${part}, which the local backend relies on (server/db/pglite-internals.ts, tests/integration/pglite-internals.test.ts).`,
  )
}

/** `_runExclusiveTransaction`: PGlite's transaction lock, private. */
type WithLock = { _runExclusiveTransaction?: <T>(fn: () => Promise<T>) => Promise<T> }

/**
 * Runs `fn` holding PGlite's transaction lock: it starts once every earlier holder (and
 * statement) is done, and every statement or transaction asked for after it waits until it ends.
 * The database thread holds it for a whole transaction sent in parts (db-thread.ts).
 */
export function runExclusive<T>(pg: PGlite, fn: () => Promise<T>): Promise<T> {
  const lock = (pg as unknown as WithLock)._runExclusiveTransaction
  if (typeof lock !== 'function') throw changed('_runExclusiveTransaction (its transaction lock)')
  return lock.call(pg, fn) as Promise<T>
}

/** Raw wire-protocol messages, without PGlite's file-system sync after them and without throwing on an error message. */
const NO_SYNC = { syncToFs: false, throwOnError: false }

/**
 * Sends wire-protocol bytes to Postgres as one call (a whole extended-protocol batch), answering
 * every message back, errors as messages. Must run where nothing else reaches PGlite meanwhile:
 * inside `runExclusive`, or from the database thread's queue (session.ts).
 */
export async function execProtocolRaw(pg: PGlite, message: Uint8Array): Promise<BackendMessage[]> {
  if (typeof pg.execProtocol !== 'function') throw changed('execProtocol')
  const { messages } = await pg.execProtocol(message, NO_SYNC)
  return messages
}

/** The wire protocol's message builders (PGlite's copy of pg-protocol). */
export const serialize = protocol.serialize

/** Built messages as one batch, for one `execProtocolRaw` call. */
export function batch(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

/** Results as PGlite's query() makes them, from the messages of one call. */
export function parseResults(messages: BackendMessage[], pg: PGlite): ReturnType<typeof parse.parseResults> {
  return parse.parseResults(messages, pg.parsers)
}

/** The parameter type OIDs of a statement described with `describe({ type: 'S' })`. */
export function parameterTypes(messages: BackendMessage[]): number[] {
  return parse.parseDescribeStatementResults(messages)
}

/** A parameter as text for its type, as PGlite's query() serializes it (arrays, JSON, dates, bytes); undefined: no serializer. */
export function serializeParam(pg: PGlite, typeOid: number, value: unknown): string | undefined {
  const serializers = (pg as unknown as { serializers?: Record<number, (v: unknown) => string> }).serializers
  if (!serializers || typeof serializers !== 'object') throw changed('serializers (its parameter serializers by type)')
  const serializer = serializers[typeOid]
  return serializer ? serializer(value) : undefined
}

/** PGlite's start flags without `-F` (fsync=off): what a durable database starts with, plus its settings. */
export function startParamsWithFsync(extra: string[]): string[] {
  const defaults = PGlite.defaultStartParams
  if (!Array.isArray(defaults) || !defaults.includes('--single')) throw changed('defaultStartParams (its Postgres start flags)')
  return [...defaults.filter((p) => p !== '-F'), ...extra]
}

/** Emscripten's start options as a PGlite file system's `init` answers them. */
type EmscriptenOpts = { preRun?: unknown[] } & Record<string, unknown>

/**
 * `step` added to the start options a PGlite file system's `init` answered (`emscriptenOpts`, the
 * Filesystem interface's way to reach Emscripten's module before Postgres starts).
 */
export function withPreRun<O extends EmscriptenOpts>(emscriptenOpts: O, step: (mod: unknown) => void): O {
  if (!emscriptenOpts || typeof emscriptenOpts !== 'object') throw changed("its file system's init (emscriptenOpts)")
  return { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), step] }
}

/** The parts of Emscripten's NODEFS that durability needs (Emscripten's module, not PGlite's API). */
type NodeFsOps = {
  realPath(node: unknown): string
  stream_ops: { fsync?: (stream: { nfd?: number; node: unknown }) => number; write?: (...args: unknown[]) => number }
}

export type NodeFsHooks = {
  /** Runs before each of Postgres' writes to a file. */
  beforeWrite?: () => void
  /** Postgres' fsync() of a file (`fd`: its descriptor) or folder (`fd` undefined: NODEFS opens folders without one). */
  fsync: (path: string, fd: number | undefined) => void
}

/**
 * Hooks into NODEFS, Emscripten's Node file system under PGlite: Postgres' fsync() reaches
 * `stream_ops.fsync` (a no-op of NODEFS' own) and its writes `stream_ops.write`. Returns the
 * `preRun` step (it must run before Postgres starts, so crash recovery's syncs are real too).
 */
export function nodeFsPreRun(hooks: NodeFsHooks): (mod: unknown) => void {
  return (mod) => {
    const nodefs = (mod as { NODEFS?: NodeFsOps }).NODEFS
    if (!nodefs?.stream_ops || typeof nodefs.realPath !== 'function')
      throw changed('NODEFS stream_ops (its Node file system): cannot make its writes durable')
    const write = nodefs.stream_ops.write
    const beforeWrite = hooks.beforeWrite
    if (beforeWrite) {
      if (typeof write !== 'function') throw changed("NODEFS stream_ops.write: cannot sync placed files' folders before Postgres writes")
      nodefs.stream_ops.write = function (this: unknown, ...args: unknown[]) {
        beforeWrite()
        return write.apply(this, args)
      }
    }
    nodefs.stream_ops.fsync = (stream) => {
      hooks.fsync(nodefs.realPath(stream.node), stream.nfd)
      return 0
    }
  }
}
