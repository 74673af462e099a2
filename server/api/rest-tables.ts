// /rest/v1/{table}: the app never touches tables directly (its data comes through functions);
// the tests do, to show that grants and RLS refuse what they should and that reads are cut at
// db-max-rows like on a hosted project. So this is just enough of PostgREST for that:
//   GET    ?select=*|col,col  &col=eq.value …  &limit=n   (Accept object+json = .single())
//   POST   one JSON object → one row, 201 without a body
//   PATCH  JSON object of new values, with eq filters, 204
//   DELETE with eq filters, 204
// Anything else is refused with PGRST100 (see rest.ts for the list and why).
import type { Tx } from '../db/db.ts'
import type { ApiContext } from './context.ts'
import { becomeCaller, type Caller } from './caller.ts'
import { header, readJson, type Req } from '../http/request.ts'
import { IDENT, ident, jsonRows, notSupported, Params, pgrst, type JsonRows, type Reply } from './rest-sql.ts'

const OBJECT_MEDIA = 'application/vnd.pgrst.object+json'
/** Query parameters that are not filters. */
const RESERVED_PARAMS = new Set(['select', 'limit', 'apikey'])
/** PostgREST parameters this stand-in leaves out; named so the refusal says what is missing. */
const UNSUPPORTED_PARAMS = new Set(['order', 'offset', 'columns', 'on_conflict', 'or', 'and'])

const unknownTable = (table: string) => pgrst(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`)

function selectList(raw: string | null): string {
  if (raw === null || raw === '' || raw === '*') return '*'
  return raw
    .split(',')
    .map((col) => {
      if (!IDENT.test(col)) throw notSupported(`select=${raw} (only * or a list of columns)`)
      return ident(col)
    })
    .join(', ')
}

/** `col=eq.value` for every other query parameter, joined with and. */
function eqFilters(url: URL, params: Params): string[] {
  const conds: string[] = []
  for (const [key, raw] of url.searchParams) {
    if (RESERVED_PARAMS.has(key)) continue
    if (UNSUPPORTED_PARAMS.has(key) || key.startsWith('not.')) throw notSupported(`The ${key.replace(/^not\..*/, 'not.')} parameter`)
    if (!raw.startsWith('eq.')) throw notSupported(`The filter ${key}=${raw.split('.')[0]}. (only eq.)`)
    conds.push(`${ident(key)} = ${params.add(raw.slice(3))}`)
  }
  return conds
}

function limitOf(raw: string | null, maxRows: number): number {
  if (raw === null) return maxRows
  if (!/^\d+$/.test(raw)) throw pgrst(400, 'PGRST100', `"failed to parse limit (${raw})"`)
  return Math.min(Number(raw), maxRows)
}

/** `.single()`: exactly one row or 406. */
function singular(rows: JsonRows): string {
  if (rows.n !== 1) throw pgrst(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows.n} rows`)
  return rows.first ?? 'null'
}

/** The JSON object of a POST or PATCH body. */
function recordOf(body: { value: unknown } | null): Record<string, unknown> {
  const value = body?.value
  if (Array.isArray(value)) throw notSupported('Inserting several rows at once')
  if (!value || typeof value !== 'object') throw pgrst(400, 'PGRST102', 'Empty or invalid json')
  return value as Record<string, unknown>
}

async function assertTable(tx: Tx, table: string): Promise<void> {
  const r = await tx.query(
    `select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
    [table],
  )
  if (r.rows.length === 0) throw unknownTable(table)
}

export async function tableRequest(ctx: ApiContext, req: Req, url: URL, caller: Caller, table: string, path: string): Promise<Reply> {
  const method = req.method ?? 'GET'
  if (!['GET', 'POST', 'PATCH', 'DELETE'].includes(method)) throw pgrst(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
  if (!IDENT.test(table)) throw unknownTable(table)
  const single = (header(req, 'accept') ?? '').toLowerCase().startsWith(OBJECT_MEDIA)
  const cols = selectList(url.searchParams.get('select'))
  const params = new Params()
  const conds = eqFilters(url, params)
  const where = conds.length ? ` where ${conds.join(' and ')}` : ''
  const record = method === 'POST' || method === 'PATCH' ? recordOf(await readJson(req)) : null
  const target = `public.${ident(table, 'table')}`

  return ctx.db.serial(async (tx) => {
    if (method === 'GET') tx.queue('set transaction read only')
    await assertTable(tx, table)
    await becomeCaller(tx, caller, req, path)

    if (method === 'GET') {
      const limit = limitOf(url.searchParams.get('limit'), ctx.maxRows)
      const rows = await jsonRows(tx, `select ${cols} from ${target}${where} limit ${limit}`, params.values)
      const headers = { 'Content-Range': rows.n > 0 ? `0-${rows.n - 1}/*` : '*/*' }
      return { status: 200, body: single ? singular(rows) : rows.body, headers }
    }
    // No RETURNING: a write must not need a SELECT policy.
    if (method === 'POST') {
      if (conds.length) throw notSupported('Filters on an insert')
      const keys = Object.keys(record ?? {})
      const colSql = keys.map((c) => ident(c)).join(', ')
      const sql = keys.length
        ? `insert into ${target} (${colSql}) select ${colSql} from json_populate_record(null::${target}, ${params.add(JSON.stringify(record))}::json)`
        : `insert into ${target} default values`
      await tx.query(sql, params.values)
      return { status: 201, headers: { 'Content-Range': '*/*' } }
    }
    // Hosted Supabase loads pg-safeupdate: no filter, no mass update/delete.
    if (conds.length === 0) throw pgrst(400, '21000', `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`)
    let sql = `delete from ${target}${where}`
    if (method === 'PATCH') {
      const keys = Object.keys(record ?? {})
      if (keys.length === 0) return { status: 204 }
      const colSql = keys.map((c) => ident(c)).join(', ')
      sql = `update ${target} set (${colSql}) = (select ${colSql} from json_populate_record(null::${target}, ${params.add(JSON.stringify(record))}::json))${where}`
    }
    await tx.query(sql, params.values)
    return { status: 204, headers: { 'Content-Range': '*/*' } }
  })
}
