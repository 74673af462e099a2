// POST /rest/v1/rpc/{fn}: how the app reaches all its data. Like PostgREST: the JSON body holds
// the named arguments; a scalar result is a bare JSON value, a set or table an array (cut at
// db-max-rows), void 204; STABLE and IMMUTABLE functions run in a read-only transaction.
import type { ApiContext } from './context.ts'
import type { Db, Tx } from '../db/db.ts'
import { becomeCaller, type Caller } from './caller.ts'
import { readJson, type Req } from '../http/request.ts'
import { IDENT, ident, jsonRows, notSupported, Params, pgrst, type Reply } from './rest-sql.ts'

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

type Match = { info: FnInfo; args: { name: string; type: string }[] }

// Like PostgREST's schema cache: a function's signatures are read from the catalogue once per
// database, not on every call (the lookup cost more than most functions it found). Migrations run
// only at start; a call the cache can't match (a function created since) reads the catalogue anew.
const signatureCache = new WeakMap<Db, Map<string, FnInfo[]>>()

async function findFunction(db: Db, tx: Tx, fn: string, given: string[]): Promise<Match> {
  let cache = signatureCache.get(db)
  if (!cache) signatureCache.set(db, (cache = new Map()))
  const cached = cache.get(fn)
  if (cached) {
    const hit = matchSignature(cached, given)
    if (hit) return hit
  }
  const rows = await readSignatures(tx, fn)
  cache.set(fn, rows)
  const found = matchSignature(rows, given)
  if (found) return found
  throw noSuchFunction(fn, rows, given)
}

async function readSignatures(tx: Tx, fn: string): Promise<FnInfo[]> {
  const r = await tx.query<FnInfo>(
    `select p.proname, p.proretset, p.provolatile::text as provolatile, t.typname as rettype, t.typtype::text as typtype,
            coalesce(p.proargnames, '{}') as names, coalesce(p.proargmodes::text[], '{}') as modes,
            array(select format_type(a.t, null) from unnest(p.proargtypes::oid[]) with ordinality a(t, i) order by a.i) as argtypes,
            p.pronargs::int as pronargs, p.pronargdefaults::int as pronargdefaults
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [fn],
  )
  return r.rows
}

function inputArgs(info: FnInfo): string[] {
  return info.modes.length
    ? info.names.filter((_, i) => ['i', 'b', 'v'].includes(info.modes[i] ?? 'i'))
    : info.names.slice(0, info.pronargs)
}

function matchSignature(rows: FnInfo[], given: string[]): Match | null {
  const givenSet = new Set(given)
  for (const info of rows) {
    const inputNames = inputArgs(info)
    const args = inputNames.map((name, i) => ({ name, type: info.argtypes[i] ?? 'text' }))
    const required = inputNames.slice(0, info.pronargs - info.pronargdefaults)
    if (given.every((g) => inputNames.includes(g)) && required.every((a) => givenSet.has(a))) {
      return { info, args: args.filter((a) => givenSet.has(a.name)) }
    }
  }
  return null
}

function noSuchFunction(fn: string, rows: FnInfo[], given: string[]): Error {
  const signatures = rows.map((info) => `public.${fn}(${inputArgs(info).join(', ')})`)
  const sorted = [...given].sort()
  return pgrst(
    404,
    'PGRST202',
    `Could not find the function public.${fn}${sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function public.${fn} ${sorted.length ? `with parameters ${sorted.join(', ')}` : 'without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    signatures.length ? `Perhaps you meant to call the function ${signatures[0]}` : null,
  )
}

export async function rpcRequest(ctx: ApiContext, req: Req, url: URL, caller: Caller, fn: string, path: string): Promise<Reply> {
  if (req.method !== 'POST') throw pgrst(405, 'PGRST101', 'The local backend calls functions with POST only')
  if (!IDENT.test(fn)) throw pgrst(404, 'PGRST202', `Could not find the function public.${fn} in the schema cache`)
  for (const key of url.searchParams.keys()) if (key !== 'apikey') throw notSupported(`Filtering or shaping a function's result (${key})`)
  const body = await readJson(req)
  if (body && (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value))) {
    throw pgrst(400, 'PGRST102', 'Empty or invalid json')
  }
  const args = (body?.value as Record<string, unknown> | undefined) ?? {}

  return ctx.db.serial(async (tx) => {
    const { info, args: used } = await findFunction(ctx.db, tx, fn, Object.keys(args))
    if (info.provolatile !== 'v') tx.queue('set transaction read only')
    await becomeCaller(tx, caller, req, path)
    const params = new Params()
    const call = `public.${ident(fn)}(${used.map((a) => `${ident(a.name)} := _a.${ident(a.name)}`).join(', ')})`
    const from = used.length
      ? `json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${used.map((a) => `${ident(a.name)} ${a.type}`).join(', ')})`
      : '(select 1) as _a'

    // Each case below is the transaction's last statement: it commits without waiting for this
    // thread to come back to it (db.ts lastQuery).
    if (info.rettype === 'void' && !info.proretset) {
      await tx.lastQuery(`select ${call} from ${from}`, params.values)
      return { status: 204 }
    }
    const composite = info.typtype === 'c' || info.rettype === 'record'
    if (!info.proretset) {
      const sql = composite
        ? `select to_json(_f)::text as body from ${from}, lateral ${call} as _f`
        : `select to_json(${call})::text as body from ${from}`
      const r = await tx.lastQuery<{ body: string | null }>(sql, params.values)
      return { status: 200, body: r.rows[0]?.body ?? 'null' }
    }
    const rows = composite
      ? await jsonRows(tx, `select _f.* from ${from}, lateral ${call} as _f limit ${ctx.maxRows}`, params.values, '_r', { last: true })
      : await jsonRows(tx, `select _f.v from ${from}, lateral ${call} as _f(v) limit ${ctx.maxRows}`, params.values, '_r.v', { last: true })
    return { status: 200, body: rows.body }
  })
}
