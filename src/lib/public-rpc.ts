// The players' client for the player functions: @supabase/postgrest-js, the PostgREST client
// supabase-js itself is made of, without auth, storage and realtime — a player has no session, so
// the full supabase-js would only add weight to the page a player opens first. Admins use the
// full supabase-js client (supabase.ts).
// This wrapper keeps one thing postgrest-js does differently from the rest of the data module:
// an aborted call rejects with the AbortError (postgrest-js answers it as an error result), so a
// screen that went away never reads as a network failure. Its fetch takes the team link's early
// response for the first identical call (early-team-link.ts).
import { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from './database.types'
import { fetchTakingEarly } from './early-team-link'

type Functions = Database['public']['Functions']
type ArgsOf<F extends keyof Functions> = Functions[F]['Args'] extends never ? Record<string, never> | undefined : Functions[F]['Args']

/** PostgREST's error body ({ code, message, details, hint }), or a fetch failure in that shape. */
export interface RpcError {
  code: string
  message: string
  details: string | null
  hint: string | null
}
export type RpcResult<T> = { data: T | null; error: RpcError | null; status: number }

export interface PublicRpc {
  rpc<F extends keyof Functions>(fn: F, args?: ArgsOf<F>, options?: { signal?: AbortSignal }): Promise<RpcResult<Functions[F]['Returns']>>
}

export function publicRpcClient(restUrl: string, anonKey: string): PublicRpc {
  const client = new PostgrestClient<Database>(restUrl, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    fetch: fetchTakingEarly(),
  })
  return {
    async rpc(fn, args, options = {}) {
      const call = client.rpc(fn, (args ?? {}) as never)
      const res = await (options.signal ? call.abortSignal(options.signal) : call)
      if (options.signal?.aborted) throw new DOMException('The call was aborted', 'AbortError')
      return { data: res.data as never, error: res.error, status: res.status }
    },
  }
}
