// The players' client for the player functions: POST /rest/v1/rpc/{fn}, as PostgREST (and the
// local backend) answer it, with the same result shape as @supabase/postgrest-js's rpc() —
// { data, error, status } — in ~40 lines instead of its ~7 KB gzip on a player's first load.
// Admins use the full supabase-js client (supabase.ts).
import type { Database } from './database.types'

type Functions = Database['public']['Functions']
type ArgsOf<F extends keyof Functions> = Functions[F]['Args'] extends never ? Record<string, never> | undefined : Functions[F]['Args']

/** PostgREST's error body ({ code, message, details, hint }), or a fetch failure in that shape. */
export interface RpcError { code: string; message: string; details: string | null; hint: string | null }
export type RpcResult<T> = { data: T | null; error: RpcError | null; status: number }

export interface PublicRpc {
  rpc<F extends keyof Functions>(fn: F, args?: ArgsOf<F>, options?: { signal?: AbortSignal }): Promise<RpcResult<Functions[F]['Returns']>>
}

export function publicRpcClient(restUrl: string, anonKey: string): PublicRpc {
  return {
    async rpc(fn, args, options = {}) {
      let res: Response
      try {
        res = await fetch(`${restUrl}/rpc/${String(fn)}`, {
          method: 'POST',
          headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(args ?? {}),
          signal: options.signal,
        })
      } catch (e) {
        if (e instanceof DOMException && e.name === 'AbortError') throw e
        // What postgrest-js answers for a failed fetch (no status): the callers read it as 'network'.
        const err = e instanceof Error ? e : new Error(String(e))
        return { data: null, error: { code: '', message: `${err.name}: ${err.message}`, details: null, hint: null }, status: 0 }
      }
      const text = await res.text()
      let body: unknown
      try {
        body = text ? JSON.parse(text) : null
      } catch {
        body = text // a proxy's HTML error page
      }
      if (res.ok) return { data: body as never, error: null, status: res.status }
      const e = (body && typeof body === 'object' ? body : { message: String(body || res.statusText) }) as Partial<RpcError>
      return { data: null, error: { code: e.code ?? '', message: e.message ?? res.statusText, details: e.details ?? null, hint: e.hint ?? null }, status: res.status }
    },
  }
}
