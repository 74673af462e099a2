// How the admin's changes react to what the SQL says about the row they acted on.
import { ApiError } from '@/lib/api'

/** The row changed since the page showed it: the SQL refused, nothing was changed. */
export function isStale(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'photo-changed' || error.code === 'player-changed' || error.code === 'player-removed')
}

/**
 * Runs a name change; if the team already has a player with that name, asks the admin and, when
 * they confirm, runs it again allowing the duplicate. Declining aborts (the mutation then reports
 * nothing and the form keeps the name).
 */
export async function withDuplicateCheck<T>(change: (allowDuplicate: boolean) => Promise<T>, confirm: () => Promise<boolean>): Promise<T> {
  try {
    return await change(false)
  } catch (e) {
    if (!(e instanceof ApiError && e.code === 'duplicate-name')) throw e
    if (!(await confirm())) throw new DOMException('The admin kept the name', 'AbortError')
    return change(true)
  }
}
