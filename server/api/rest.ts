// rest/v1: the part of PostgREST this project uses. The app reaches its data only through
// functions (POST /rest/v1/rpc/{fn}: rest-rpc.ts); the tests also read and write a few tables
// directly, to show that grants and RLS refuse what they should (rest-tables.ts). Each request
// is one transaction run as the caller's role (caller.ts), so grants and RLS decide exactly as
// on a hosted project; results are built as JSON by Postgres itself.
//
// Deliberately NOT emulated, because neither the app nor the tests need it: calling functions
// with GET or HEAD, or filtering their results; on tables embedded resources, aliases and casts
// in select, any filter but eq (no in, is, like, not., or=/and=), order, offset and Range, HEAD,
// batch inserts (`columns=`), upsert (`on_conflict`, Prefer resolution=), and every Prefer
// (return=representation, count=, missing=default). Those are refused with 400 PGRST100 "… is
// not supported by the local backend", never silently ignored: a new call that needs one fails
// here, in development and in the tests, instead of working differently on a hosted project.
// Add what a new call needs, with a case in tests/integration/protocol.test.ts.
import type { ApiContext } from './context.ts'
import { resolveCaller } from './caller.ts'
import { isPgError, pgErrorBody, statusForSqlState } from './pg-errors.ts'
import { header, type Req } from '../http/request.ts'
import { HttpError, sendEmpty, sendRawJson, type Res } from '../http/reply.ts'
import { notSupported, pgrst, type Reply } from './rest-sql.ts'
import { rpcRequest } from './rest-rpc.ts'
import { tableRequest } from './rest-tables.ts'

/** The only preference accepted is PostgREST's default one. */
function checkPreferences(req: Req): void {
  for (const part of (header(req, 'prefer') ?? '').split(',')) {
    const pref = part.trim()
    if (pref && pref !== 'return=minimal') throw notSupported(`Prefer: ${pref}`)
  }
}

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
    throw new HttpError(
      401,
      { code: expired ? 'PGRST303' : 'PGRST301', message, details: null, hint: null },
      {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
      },
    )
  }
  checkPreferences(req)
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
