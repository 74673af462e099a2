// The players' client for the player functions: one POST to PostgREST's /rpc/<function>, the
// request postgrest-js (the PostgREST client supabase-js is made of) sends for an rpc call, with
// the same { data, error, status } answer. A player has no session and calls nothing but
// functions, so this small fetch is all of a client they need; postgrest-js's query builder
// weighed more than the rest of the player's data layer on the page they open first. Admins use
// the full supabase-js client (supabase.ts).
// Two things differ from postgrest-js on purpose: an aborted call rejects with the AbortError (so a
// screen that went away never reads as a network failure), and a POST is never retried.
import type { Database } from './database.types'

type Functions = Database['public']['Functions']
type ArgsOf<F extends keyof Functions> = Functions[F]['Args'] extends never ? Record<string, never> | undefined : Functions[F]['Args']

/** PostgREST's error body ({ code, message, details, hint }), or a fetch failure in that shape. */
export interface RpcError { code: string; message: string; details: string | null; hint: string | null }
export type RpcResult<T> = { data: T | null; error: RpcError | null; status: number }

export interface PublicRpc {
  rpc<F extends keyof Functions>(fn: F, args?: ArgsOf<F>, options?: { signal?: AbortSignal }): Promise<RpcResult<Functions[F]['Returns']>>
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError')
}

/** A body that isn't PostgREST's JSON error (a proxy's HTML page, say) still reads as an error. */
function errorFrom(body: string): RpcError {
  try {
    const parsed = JSON.parse(body) as Partial<RpcError>
    if (parsed && typeof parsed === 'object') {
      return { code: parsed.code ?? '', message: parsed.message ?? body, details: parsed.details ?? null, hint: parsed.hint ?? null }
    }
  } catch {
    // not JSON: fall through
  }
  return { code: '', message: body, details: null, hint: null }
}

export function publicRpcClient(restUrl: string, anonKey: string): PublicRpc {
  const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json', 'Content-Profile': 'public' }
  return {
    async rpc(fn, args, options = {}) {
      const { signal } = options
      let res: Response
      let body: string
      try {
        res = await fetch(`${restUrl}/rpc/${fn}`, { method: 'POST', headers, body: JSON.stringify(args ?? {}), signal })
        body = await res.text()
      } catch (error) {
        if (isAbort(error, signal)) throw new DOMException('The call was aborted', 'AbortError')
        // as postgrest-js answers a fetch that never got a response: status 0, the error's name in the message
        const e = error as Error | undefined
        return { data: null, error: { code: '', message: `${e?.name ?? 'FetchError'}: ${e?.message ?? String(error)}`, details: e?.stack ?? '', hint: '' }, status: 0 }
      }
      if (signal?.aborted) throw new DOMException('The call was aborted', 'AbortError')
      if (!res.ok) return { data: null, error: errorFrom(body), status: res.status }
      if (body === '') return { data: null, error: null, status: res.status }
      try {
        return { data: JSON.parse(body) as never, error: null, status: res.status }
      } catch {
        return { data: null, error: { code: '', message: body, details: null, hint: null }, status: res.status }
      }
    },
  }
}
