// A team's trail, a page at a time: the newest page on open, 'Show older' adds the page before
// the oldest line shown. The export reads every page, whatever is on screen.
import { useCallback, useState } from 'react'
import { errorText, getTeamAudit, queryKeys, useMutation, useQuery, type AuditEntry } from '@/lib/api'

/** team_audit's page when no limit is given (see its SQL): a shorter page is the last one. */
export const AUDIT_PAGE_SIZE = 200

/** Every entry of the team's trail, newest first. */
export async function wholeTrail(eventName: string, team: string): Promise<AuditEntry[]> {
  const all: AuditEntry[] = []
  let before: number | undefined
  for (;;) {
    const page = await getTeamAudit(eventName, team, before)
    all.push(...page)
    const last = page.at(-1)
    if (!last || page.length < AUDIT_PAGE_SIZE) return all
    before = last.id
  }
}

export function useTeamAudit(eventName: string, team: string) {
  const first = useQuery(queryKeys.teamAudit(eventName, team), (signal) => getTeamAudit(eventName, team, undefined, signal))
  const [older, setOlder] = useState<AuditEntry[][]>([])
  const [olderError, setOlderError] = useState<string | null>(null)
  const more = useMutation((beforeId: number) => getTeamAudit(eventName, team, beforeId), { errorToast: false })
  const { mutate } = more

  const entries = first.status === 'success' ? [...first.data, ...older.flat()] : []
  const lastPage = older.at(-1) ?? (first.status === 'success' ? first.data : [])
  const hasOlder = lastPage.length >= AUDIT_PAGE_SIZE
  const oldestId = entries.at(-1)?.id

  const showOlder = useCallback(async () => {
    if (oldestId === undefined) return
    setOlderError(null)
    const outcome = await mutate(oldestId)
    if (outcome.status === 'success') setOlder((pages) => [...pages, outcome.data])
    if (outcome.status === 'error') setOlderError(errorText(outcome.error))
  }, [mutate, oldestId])

  return { status: first.status, retry: first.refetch, entries, hasOlder, showOlder, loadingOlder: more.busy, olderError }
}
