// rest/v1: the part of PostgREST that supabase-js uses — RPC calls and simple table reads and
// writes on the `public` schema. Each request is one transaction run as the caller's role (see
// caller.ts), so grants and RLS decide; results are built as JSON by Postgres itself.
//
// Supported on tables: select=col,alias:col,col::type or *; filters eq neq gt gte lt lte like
// ilike is in (each optionally negated with not.); order; limit; offset; Prefer return=,
// count=, missing=default, resolution= (upsert with on_conflict); Accept object+json (.single()).
// Not supported (answered with 400 PGRST100): embedded resources, or=/and=, full-text and
// array/range operators.
import type { Transaction } from '@electric-sql/pglite'
import type { ApiContext } from './context.ts'
import { becomeCaller, resolveCaller, type Caller } from './caller.ts'
import { header, HttpError, readJson, sendEmpty, sendRawJson, type Req, type Res } from './http.ts'
import { isPgError, pgErrorBody, statusForSqlState } from './pg-errors.ts'

const IDENT = /^[a-z_][a-z0-9_]*$/
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey'])
const OBJECT_MEDIA = 'application/vnd.pgrst.object+json'

function pgrst(status: number, code: string, message: string, details: string | null = null, hint: string | null = null): HttpError {
  return new HttpError(status, { code, message, details, hint })
}

function ident(name: string, what = 'column'): string {
  if (!IDENT.test(name)) throw pgrst(400, 'PGRST100', `"failed to parse ${what} (${name})"`, `Invalid identifier: ${name}`, 'The local backend accepts lower-case identifiers only')
  return `"${name}"`
}

/** Collects query parameters; `add` returns the placeholder. Values are never spliced into SQL. */
class Params {
  readonly values: unknown[] = []
  add(v: unknown): string {
    this.values.push(v)
    return `$${this.values.length}`
  }
}

function preferences(req: Req): Map<string, string> {
  const prefs = new Map<string, string>()
  for (const part of (header(req, 'prefer') ?? '').split(',')) {
    const [k, v] = part.trim().split('=')
    if (k) prefs.set(k.trim(), (v ?? '').trim())
  }
  return prefs
}

const wantsObject = (req: Req) => (header(req, 'accept') ?? '').toLowerCase().startsWith(OBJECT_MEDIA)

// ---- query-string parsing ------------------------------------------------------------------

function selectList(raw: string | null): string {
  if (raw === null || raw === '' || raw === '*') return '*'
  return raw
    .split(',')
    .map((item) => {
      if (item === '*') return '*'
      const m = /^(?:([A-Za-z_][A-Za-z0-9_]*):)?([^:]+?)(?:::([a-z_][a-z0-9_]*))?$/.exec(item)
      if (!m || /[()!]/.test(item)) {
        throw pgrst(400, 'PGRST100', `"failed to parse select parameter (${raw})"`, 'Embedded resources and aggregates are not supported by the local backend', null)
      }
      const [, alias, col, cast] = m
      let sql = ident(col as string)
      if (cast) sql += `::${ident(cast, 'cast')}`
      if (alias) sql += ` as ${ident(alias, 'alias')}`
      else if (cast) sql += ` as ${ident(col as string)}`
      return sql
    })
    .join(', ')
}

/** `(a,b,"c,d")` → ['a','b','c,d'], like PostgREST's in-list. */
function parseList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw pgrst(400, 'PGRST100', `"failed to parse filter (in.${raw})"`)
  const inner = raw.slice(1, -1)
  const out: string[] = []
  let cur = ''
  let quoted = false
  let wasQuoted = false
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i] as string
    if (quoted) {
      if (ch === '\\' && i + 1 < inner.length) cur += inner[++i]
      else if (ch === '"') quoted = false
      else cur += ch
    } else if (ch === '"') {
      quoted = true
      wasQuoted = true
    } else if (ch === ',') {
      out.push(cur)
      cur = ''
      wasQuoted = false
    } else cur += ch
  }
  if (cur !== '' || wasQuoted || inner.endsWith(',')) out.push(cur)
  return out
}

function whereClause(url: URL, params: Params): string[] {
  const conds: string[] = []
  for (const [key, raw] of url.searchParams) {
    if (RESERVED_PARAMS.has(key)) continue
    if (key === 'or' || key === 'and' || key.startsWith('not.')) {
      throw pgrst(400, 'PGRST100', `"failed to parse logic tree (${raw})"`, 'or/and filters are not supported by the local backend')
    }
    const col = ident(key)
    let rest = raw
    let negate = false
    if (rest.startsWith('not.')) {
      negate = true
      rest = rest.slice(4)
    }
    const dot = rest.indexOf('.')
    const op = dot < 0 ? rest : rest.slice(0, dot)
    const value = dot < 0 ? '' : rest.slice(dot + 1)
    const cmp: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' }
    let cond: string
    if (op in cmp) cond = `${col} ${cmp[op]} ${params.add(value)}`
    else if (op === 'like' || op === 'ilike') cond = `${col} ${op} ${params.add(value.replaceAll('*', '%'))}`
    else if (op === 'is') {
      const v = value.toLowerCase()
      if (!['null', 'true', 'false', 'unknown'].includes(v)) throw pgrst(400, 'PGRST100', `"failed to parse filter (${raw})"`)
      cond = `${col} is ${v}`
    } else if (op === 'in') {
      const items = parseList(value)
      cond = items.length ? `${col} in (${items.map((v) => params.add(v)).join(', ')})` : 'false'
    } else {
      throw pgrst(400, 'PGRST100', `"failed to parse filter (${raw})"`, `Operator ${op} is not supported by the local backend`)
    }
    conds.push(negate ? `not (${cond})` : cond)
  }
  return conds
}

function orderClause(raw: string | null): string {
  if (!raw) return ''
  const items = raw.split(',').map((item) => {
    const [col, ...mods] = item.split('.')
    let sql = ident(col ?? '')
    for (const m of mods) {
      if (m === 'asc' || m === 'desc') sql += ` ${m}`
      else if (m === 'nullsfirst') sql += ' nulls first'
      else if (m === 'nullslast') sql += ' nulls last'
      else throw pgrst(400, 'PGRST100', `"failed to parse order (${raw})"`)
    }
    return sql
  })
  return ` order by ${items.join(', ')}`
}

function nonNegativeInt(raw: string | null, name: string): number | null {
  if (raw === null) return null
  if (!/^\d+$/.test(raw)) throw pgrst(400, 'PGRST100', `"failed to parse ${name} (${raw})"`)
  return Number(raw)
}

// ---- replies ---------------------------------------------------------------------------------

type JsonRows = { body: string; first: string | null; n: number }

/**
 * Wraps a row query so Postgres returns the JSON array, its first element and the row count.
 * `write` is an INSERT/UPDATE/DELETE … RETURNING that `rowsSql` reads as `_m` (Postgres wants
 * data-modifying CTEs at the top level).
 */
async function jsonRows(tx: Transaction, rowsSql: string, params: unknown[], write?: string): Promise<JsonRows> {
  const r = await tx.query<{ body: string; first: string | null; n: number }>(
    `${write ? `with _m as (${write}) ` : ''}select coalesce(json_agg(_r), '[]')::text as body, (json_agg(_r) -> 0)::text as first, count(*)::int as n from (${rowsSql}) _r`,
    params,
  )
  const row = r.rows[0]
  return { body: row?.body ?? '[]', first: row?.first ?? null, n: row?.n ?? 0 }
}

/** `.single()`: exactly one row or 406 (thrown inside the transaction, so a write rolls back). */
function singular(rows: JsonRows): string {
  if (rows.n !== 1) {
    throw pgrst(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows.n} rows`)
  }
  return rows.first ?? 'null'
}

function contentRange(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total)
  return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`
}

// ---- tables ----------------------------------------------------------------------------------

async function assertTable(tx: Transaction, table: string): Promise<void> {
  const r = await tx.query(
    `select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
    [table],
  )
  if (r.rows.length === 0) throw pgrst(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`)
}

async function primaryKey(tx: Transaction, table: string): Promise<string[]> {
  const r = await tx.query<{ attname: string }>(
    `select a.attname from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = ('public.' || quote_ident($1))::regclass and i.indisprimary`,
    [table],
  )
  return r.rows.map((x) => x.attname)
}

type Reply = { status: number; body?: string; headers?: Record<string, string> }

async function tableRequest(ctx: ApiContext, req: Req, url: URL, caller: Caller, table: string, path: string): Promise<Reply> {
  const method = req.method ?? 'GET'
  if (!IDENT.test(table)) throw pgrst(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`)
  const prefs = preferences(req)
  const representation = prefs.get('return') === 'representation'
  const countWanted = prefs.has('count')
  const single = wantsObject(req)
  const cols = selectList(url.searchParams.get('select'))
  const body = method === 'POST' || method === 'PATCH' ? await readJson(req) : null
  const readOnly = method === 'GET' || method === 'HEAD'

  return ctx.db.serial(async (tx) => {
    if (readOnly) await tx.query('set transaction read only')
    await assertTable(tx, table)
    const conflictCols =
      method === 'POST' && prefs.has('resolution')
        ? url.searchParams.get('on_conflict')?.split(',').map((c) => c.trim()) ?? (await primaryKey(tx, table))
        : []
    await becomeCaller(tx, caller, req, path)
    const params = new Params()
    const target = `public.${ident(table, 'table')}`

    if (readOnly) {
      const conds = whereClause(url, params)
      const where = conds.length ? ` where ${conds.join(' and ')}` : ''
      const offset = nonNegativeInt(url.searchParams.get('offset'), 'offset') ?? 0
      const asked = nonNegativeInt(url.searchParams.get('limit'), 'limit')
      const limit = Math.min(asked ?? ctx.maxRows, ctx.maxRows)
      const rows = await jsonRows(
        tx,
        `select ${cols} from ${target}${where}${orderClause(url.searchParams.get('order'))} limit ${limit} offset ${offset}`,
        params.values,
      )
      let total: number | null = null
      if (countWanted) {
        const c = await tx.query<{ n: number }>(`select count(*)::int as n from ${target}${where}`, params.values)
        total = c.rows[0]?.n ?? 0
      }
      const headers = { 'Content-Range': contentRange(offset, rows.n, total) }
      return { status: 200, body: single ? singular(rows) : rows.body, headers }
    }

    if (method === 'POST') {
      const value = body?.value
      const records = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : null
      if (!records || records.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) {
        throw pgrst(400, 'PGRST102', 'Empty or invalid json')
      }
      const columnsParam = url.searchParams.get('columns')
      const union = columnsParam
        ? columnsParam.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
        : [...new Set(records.flatMap((r) => Object.keys(r as object)))]
      // missing=default: a key a row leaves out takes the column default; otherwise null
      const batches: { cols: string[]; rows: unknown[] }[] =
        prefs.get('missing') === 'default'
          ? records.map((r) => ({ cols: union.filter((c) => c in (r as object)), rows: [r] }))
          : [{ cols: union, rows: records }]
      // one statement per batch; with representation, each batch's rows (a JSON array) are kept
      const returned: JsonRows[] = []
      let affected = 0
      for (const batch of batches) {
        if (batch.rows.length === 0) continue
        const p = new Params()
        const colSql = batch.cols.map((c) => ident(c)).join(', ')
        let insert = batch.cols.length
          ? `insert into ${target} (${colSql}) select ${colSql} from json_populate_recordset(null::${target}, ${p.add(JSON.stringify(batch.rows))}::json)`
          : `insert into ${target} default values`
        if (conflictCols.length) {
          const onCols = conflictCols.map((c) => ident(c)).join(', ')
          const updates = batch.cols.filter((c) => !conflictCols.includes(c)).map((c) => `${ident(c)} = excluded.${ident(c)}`)
          insert +=
            prefs.get('resolution') === 'ignore-duplicates' || updates.length === 0
              ? ` on conflict (${onCols}) do nothing`
              : ` on conflict (${onCols}) do update set ${updates.join(', ')}`
        }
        if (representation) {
          returned.push(await jsonRows(tx, `select ${cols} from _m`, p.values, `${insert} returning *`))
        } else {
          // no RETURNING: a write must not need a SELECT policy unless rows are asked back
          affected += (await tx.query(insert, p.values)).affectedRows ?? 0
        }
      }
      if (!representation) return { status: 201, headers: { 'Content-Range': `*/${countWanted ? affected : '*'}` } }
      const all: JsonRows = {
        body: `[${returned.map((r) => r.body.slice(1, -1)).filter(Boolean).join(',')}]`,
        first: returned.find((r) => r.n > 0)?.first ?? null,
        n: returned.reduce((sum, r) => sum + r.n, 0),
      }
      return { status: 201, body: single ? singular(all) : all.body }
    }

    if (method === 'PATCH' || method === 'DELETE') {
      const conds = whereClause(url, params)
      // Hosted Supabase loads pg-safeupdate: no filter, no mass update/delete.
      if (conds.length === 0) throw pgrst(400, '21000', `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`)
      let sql: string
      if (method === 'PATCH') {
        const value = body?.value
        if (!value || typeof value !== 'object' || Array.isArray(value)) throw pgrst(400, 'PGRST102', 'Empty or invalid json')
        const keys = Object.keys(value)
        if (keys.length === 0) return { status: representation ? 200 : 204, body: representation ? '[]' : undefined }
        const colSql = keys.map((c) => ident(c)).join(', ')
        const bodyParam = params.add(JSON.stringify(value))
        sql = `update ${target} set (${colSql}) = (select ${colSql} from json_populate_record(null::${target}, ${bodyParam}::json)) where ${conds.join(' and ')}`
      } else {
        sql = `delete from ${target} where ${conds.join(' and ')}`
      }
      if (representation) {
        const rows = await jsonRows(tx, `select ${cols} from _m`, params.values, `${sql} returning *`)
        return { status: 200, body: single ? singular(rows) : rows.body }
      }
      const n = (await tx.query(sql, params.values)).affectedRows ?? 0
      return { status: 204, headers: { 'Content-Range': `*/${countWanted ? n : '*'}` } }
    }
    throw pgrst(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
  })
}

// ---- functions -------------------------------------------------------------------------------

type FnInfo = {
  proname: string
  proretset: boolean
  provolatile: string
  rettype: string
  typtype: string
  names: string[]
  modes: string[]
  argtypes: string[]
  pronargs: number
  pronargdefaults: number
}

async function findFunction(tx: Transaction, fn: string, given: string[]): Promise<{ info: FnInfo; args: { name: string; type: string }[] }> {
  const r = await tx.query<FnInfo>(
    `select p.proname, p.proretset, p.provolatile::text as provolatile, t.typname as rettype, t.typtype::text as typtype,
            coalesce(p.proargnames, '{}') as names, coalesce(p.proargmodes::text[], '{}') as modes,
            array(select format_type(a.t, null) from unnest(p.proargtypes::oid[]) with ordinality a(t, i) order by a.i) as argtypes,
            p.pronargs::int as pronargs, p.pronargdefaults::int as pronargdefaults
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [fn],
  )
  const givenSet = new Set(given)
  const signatures: string[] = []
  for (const info of r.rows) {
    const inputNames = info.modes.length
      ? info.names.filter((_, i) => ['i', 'b', 'v'].includes(info.modes[i] ?? 'i'))
      : info.names.slice(0, info.pronargs)
    const args = inputNames.map((name, i) => ({ name, type: info.argtypes[i] ?? 'text' }))
    signatures.push(`public.${fn}(${inputNames.join(', ')})`)
    const required = inputNames.slice(0, info.pronargs - info.pronargdefaults)
    if (given.every((g) => inputNames.includes(g)) && required.every((a) => givenSet.has(a))) {
      return { info, args: args.filter((a) => givenSet.has(a.name)) }
    }
  }
  const sorted = [...given].sort()
  throw pgrst(
    404,
    'PGRST202',
    `Could not find the function public.${fn}${sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function public.${fn} ${sorted.length ? `with parameters ${sorted.join(', ')}` : 'without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    signatures.length ? `Perhaps you meant to call the function ${signatures[0]}` : null,
  )
}

async function rpcRequest(ctx: ApiContext, req: Req, url: URL, caller: Caller, fn: string, path: string): Promise<Reply> {
  const method = req.method ?? 'POST'
  if (!IDENT.test(fn)) throw pgrst(404, 'PGRST202', `Could not find the function public.${fn} in the schema cache`)
  let args: Record<string, unknown> = {}
  if (method === 'POST') {
    const body = await readJson(req)
    if (body && (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value))) {
      throw pgrst(400, 'PGRST102', 'Empty or invalid json')
    }
    args = (body?.value as Record<string, unknown> | undefined) ?? {}
  } else if (method === 'GET' || method === 'HEAD') {
    for (const [k, v] of url.searchParams) if (!RESERVED_PARAMS.has(k)) args[k] = v
  } else {
    throw pgrst(405, 'PGRST101', 'Only GET and POST verbs are allowed for functions')
  }
  const single = wantsObject(req)

  return ctx.db.serial(async (tx) => {
    const { info, args: used } = await findFunction(tx, fn, Object.keys(args))
    // like PostgREST: GET and STABLE/IMMUTABLE functions run in a read-only transaction
    if (method !== 'POST' || info.provolatile !== 'v') await tx.query('set transaction read only')
    await becomeCaller(tx, caller, req, path)
    const params = new Params()
    const call = `public.${ident(fn)}(${used.map((a) => `${ident(a.name)} := _a.${ident(a.name)}`).join(', ')})`
    const from = used.length
      ? `json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`
      : '(select 1) as _a'

    if (info.rettype === 'void' && !info.proretset) {
      await tx.query(`select ${call} from ${from}`, params.values)
      return { status: 204 }
    }
    const composite = info.typtype === 'c' || info.rettype === 'record'
    if (!info.proretset) {
      const sql = composite
        ? `select to_json(_f)::text as body from ${from}, lateral ${call} as _f`
        : `select to_json(${call})::text as body from ${from}`
      const r = await tx.query<{ body: string | null }>(sql, params.values)
      return { status: 200, body: r.rows[0]?.body ?? 'null' }
    }
    const rowsSql = composite
      ? `select _f.* from ${from}, lateral ${call} as _f limit ${ctx.maxRows}`
      : `select _f.v from ${from}, lateral ${call} as _f(v) limit ${ctx.maxRows}`
    if (composite) {
      const rows = await jsonRows(tx, rowsSql, params.values)
      return { status: 200, body: single ? singular(rows) : rows.body }
    }
    const r = await tx.query<{ body: string; first: string | null; n: number }>(
      `select coalesce(json_agg(_r.v), '[]')::text as body, (json_agg(_r.v) -> 0)::text as first, count(*)::int as n from (${rowsSql}) _r`,
      params.values,
    )
    const rows = { body: r.rows[0]?.body ?? '[]', first: r.rows[0]?.first ?? null, n: r.rows[0]?.n ?? 0 }
    return { status: 200, body: single ? singular(rows) : rows.body }
  })
}

// ---- entry -----------------------------------------------------------------------------------

/** Routes /rest/v1/{path}. */
export async function handleRest(ctx: ApiContext, req: Req, res: Res, url: URL, path: string): Promise<void> {
  const method = req.method ?? 'GET'
  const profile = header(req, method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile')
  if (profile && profile !== 'public') {
    throw pgrst(406, 'PGRST106', `Invalid schema: ${profile}`, null, 'Only the following schemas are exposed: public')
  }
  const who = resolveCaller(req, ctx.keys)
  if (!who.ok) {
    const expired = who.reason === 'expired'
    const message = expired ? 'JWT expired' : 'No suitable key or wrong key type'
    // PostgREST ≥ 12.2 answers an expired token with PGRST303, other bad tokens with PGRST301
    throw new HttpError(401, { code: expired ? 'PGRST303' : 'PGRST301', message, details: null, hint: null }, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    })
  }
  const caller = who.caller
  const fullPath = `/${path}`
  let reply: Reply
  try {
    reply = path.startsWith('rpc/')
      ? await rpcRequest(ctx, req, url, caller, path.slice(4), fullPath)
      : await tableRequest(ctx, req, url, caller, path, fullPath)
  } catch (e) {
    if (isPgError(e)) throw new HttpError(statusForSqlState(e.code as string, caller.role === 'anon'), pgErrorBody(e))
    throw e
  }
  if (reply.body === undefined) return sendEmpty(res, reply.status, reply.headers)
  sendRawJson(res, reply.status, reply.body, reply.headers)
}
