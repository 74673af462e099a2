// What the rest/v1 handlers share: PostgREST's error shape, identifier quoting, query parameters
// and result rows aggregated to JSON by Postgres (so bigint and timestamps stay exact).
import type { Tx } from '../db/db.ts'
import { HttpError } from '../http/reply.ts'

/** A handler's answer; `body` is JSON text, none for 201/204 without content. */
export type Reply = { status: number; body?: string; headers?: Record<string, string> }

export const IDENT = /^[a-z_][a-z0-9_]*$/

/** PostgREST's error: `{code, message, details, hint}`. */
export function pgrst(status: number, code: string, message: string, details: string | null = null, hint: string | null = null): HttpError {
  return new HttpError(status, { code, message, details, hint })
}

/** A 400 for a PostgREST feature this stand-in leaves out on purpose (see rest.ts). */
export function notSupported(what: string): HttpError {
  return pgrst(
    400,
    'PGRST100',
    `${what} is not supported by the local backend`,
    null,
    'See the top of server/api/rest.ts for what it emulates',
  )
}

export function ident(name: string, what = 'column'): string {
  if (!IDENT.test(name))
    throw pgrst(
      400,
      'PGRST100',
      `"failed to parse ${what} (${name})"`,
      `Invalid identifier: ${name}`,
      'The local backend accepts lower-case identifiers only',
    )
  return `"${name}"`
}

/** Collects query parameters; `add` returns the placeholder. Values are never spliced into SQL. */
export class Params {
  readonly values: unknown[] = []
  add(v: unknown): string {
    this.values.push(v)
    return `$${this.values.length}`
  }
}

export type JsonRows = { body: string; first: string | null; n: number }

/**
 * Runs a row query and returns its rows as a JSON array, the first row and the row count.
 * `last`: the transaction's last statement (it commits right after: db.ts lastQuery).
 */
export async function jsonRows(
  tx: Tx,
  rowsSql: string,
  params: unknown[],
  rowExpr = '_r',
  opts: { last?: boolean } = {},
): Promise<JsonRows> {
  const r = await (opts.last ? tx.lastQuery<JsonRows> : tx.query<JsonRows>)(
    `select coalesce(json_agg(${rowExpr}), '[]')::text as body, (json_agg(${rowExpr}) -> 0)::text as first, count(*)::int as n from (${rowsSql}) _r`,
    params,
  )
  const row = r.rows[0]
  return { body: row?.body ?? '[]', first: row?.first ?? null, n: row?.n ?? 0 }
}
