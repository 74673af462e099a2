// The database thread's statements, in as few calls into PGlite as it takes. Through PGlite's
// own API a transaction is BEGIN (two calls into Postgres), six calls per statement, each parsed
// and planned anew, and COMMIT (two more). Here a request's statements (its settings, its SQL,
// and the BEGIN before the first and the COMMIT after the last) go as one extended-protocol
// message, and each distinct statement text is parsed once under a name, then only bound and
// executed, a third less time per request (docs/benchmarks.md). Postgres re-plans a named
// statement by itself when what it depends on changes (a migration, the role for row security,
// the search path), as for PostgREST's prepared statements.
// The thread holds PGlite's transaction lock for the whole transaction (db-thread.ts), so nothing
// else reaches Postgres in between.
import type { PGlite, Results } from '@electric-sql/pglite'
import { batch, execProtocolRaw, parameterTypes, parseResults, serialize, serializeParam } from './pglite-internals.ts'

export type Statement = [sql: string, params: unknown[]]

/** More distinct statements than this run unnamed (rest-tables' filters could make many). */
const MAX_PREPARED = 1000

/** Text as Postgres reads it for a parameter of unspecified type; undefined: needs its type. */
function asText(v: unknown): string | null | undefined {
  if (v === null || v === undefined) return null
  if (typeof v === 'string') return v
  if (typeof v === 'number' || typeof v === 'bigint') return String(v)
  if (typeof v === 'boolean') return v ? 'true' : 'false'
  return undefined
}

export class Session {
  private readonly prepared = new Map<string, string>()
  private next = 0

  constructor(private readonly pg: PGlite) {}

  /**
   * Runs the statements in order, after a BEGIN (`begin`) and before a COMMIT (`commit`), and
   * returns the last statement's result. Postgres stops at the first error: nothing after it
   * runs (the COMMIT neither), and the transaction is left to be rolled back.
   */
  async run(statements: Statement[], opts: { begin?: boolean; commit?: boolean } = {}): Promise<Results | undefined> {
    const all: Statement[] = [
      ...(opts.begin ? [['begin', []] as Statement] : []),
      ...statements,
      ...(opts.commit ? [['commit', []] as Statement] : []),
    ]
    const values: (string | null)[][] = []
    for (const [sql, params] of all)
      values.push(
        params.some((p) => asText(p) === undefined) ? await this.typed(sql, params) : params.map((p) => asText(p) as string | null),
      )
    const parts: Uint8Array[] = []
    /** The statements this message parses, in order: a name is kept once Postgres parsed it. */
    const parsing: [sql: string, name: string][] = []
    for (const [i, [sql]] of all.entries()) {
      let name = this.prepared.get(sql) ?? parsing.find(([text, n]) => text === sql && n)?.[1]
      if (name === undefined) {
        name = this.prepared.size + parsing.length < MAX_PREPARED ? `portal_${this.next++}` : ''
        parts.push(serialize.parse({ text: sql, name }))
        parsing.push([sql, name])
      }
      parts.push(serialize.bind({ statement: name, values: values[i] }), serialize.describe({ type: 'P' }), serialize.execute({}))
    }
    parts.push(serialize.sync())
    const messages = await execProtocolRaw(this.pg, batch(parts))
    const parsed = messages.filter((m) => m.name === 'parseComplete').length
    for (const [sql, name] of parsing.slice(0, parsed)) if (name) this.prepared.set(sql, name)
    const error = messages.find((m) => m.name === 'error')
    if (error) {
      // a named statement gone (nothing here deallocates), or one whose result's shape a schema
      // change altered ("cached plan must not change result type"): prepare anew next time
      const code = (error as { code?: string }).code
      if (code === '26000' || code === '0A000') this.prepared.clear()
      throw error
    }
    // COMMIT of a transaction Postgres had already aborted answers ROLLBACK, not an error
    const ended = messages.filter((m) => m.name === 'commandComplete').at(-1) as { text?: string } | undefined
    if (opts.commit && ended?.text !== 'COMMIT') throw new Error('The transaction was rolled back, not committed')
    if (statements.length === 0) return undefined
    // one result per statement, BEGIN and COMMIT included
    return parseResults(messages, this.pg)[all.length - 1 - (opts.commit ? 1 : 0)]
  }

  /** A statement as text, simple protocol (several statements allowed, no parameters). */
  async exec(sql: string): Promise<Results[]> {
    const messages = await execProtocolRaw(this.pg, batch([serialize.query(sql), serialize.sync()]))
    const error = messages.find((m) => m.name === 'error')
    if (error) throw error
    return parseResults(messages, this.pg)
  }

  /** Parameters serialized by their types (arrays, JSON, dates, bytes), as PGlite's query does. */
  private async typed(sql: string, params: unknown[]): Promise<(string | null)[]> {
    const messages = await execProtocolRaw(
      this.pg,
      batch([serialize.parse({ text: sql }), serialize.describe({ type: 'S' }), serialize.sync()]),
    )
    const error = messages.find((m) => m.name === 'error')
    if (error) throw error
    const types = parameterTypes(messages)
    return params.map((p, i) => {
      if (p === null || p === undefined) return null
      return serializeParam(this.pg, types[i]!, p) ?? String(p)
    })
  }
}
