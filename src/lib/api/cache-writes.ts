// Writing a server's answer into the cached reads, for a change the screen must show at once
// (before the invalidation's reload lands). Screens never hold a setter for this: the mutation
// that made the change writes into the cache by key (query-keys.ts), and every screen reading
// that key re-renders.
import type { QueryKey } from '@tanstack/react-query'
import { queryClient } from './query-client'

/** Updates the cached read under `key` if there is one (nothing is cached: nothing to update). */
export function updateCached<T>(key: QueryKey, update: (prev: T) => T): void {
  // A reload already on its way started before this change and would land after it with the
  // old rows: it is cancelled (TanStack Query's recipe for local updates); the invalidation that
  // follows the change reads afresh.
  void queryClient.cancelQueries({ queryKey: key, exact: true })
  queryClient.setQueryData<T>(key, (prev) => (prev === undefined ? prev : update(prev)))
}
