// The review decisions with what follows them: the cached roster updated from the server's
// answer and the team's reads invalidated (team-change-keys.ts), a photo that changed meanwhile
// re-read and said so. Outcomes are shown inside the review view
// (a toast would sit behind the modal), so errors never toast here.
import { useCallback, useState } from 'react'
import {
  ApiError,
  approvePhotos,
  errorText,
  reviewPhoto,
  updateCached,
  useMutation,
  type AdminPlayer,
  type ReviewDecision,
} from '@/lib/api'
import { rosterKey, touchedByTeamChange } from '../actions/team-change-keys'
import { reviewTexts } from './texts'

/** the team whose cached roster the decisions update */
export type ReviewRosterProps = { eventName: string; team: string }

export type ReviewNotice = { tone: 'success' | 'error' | 'info'; text: string }
/** done: decided; changed: the photo changed meanwhile (now re-read); gone: player removed; failed: anything else */
export type DecisionOutcome = 'done' | 'changed' | 'gone' | 'failed'

type One = { player: AdminPlayer; decision: ReviewDecision }

const approvedLocally = (p: AdminPlayer): AdminPlayer => ({ ...p, review_state: 'approved', retake_reason: null, retake_note: null })

export function useReviewDecisions({ eventName, team }: ReviewRosterProps) {
  const [notice, setNotice] = useState<ReviewNotice | null>(null)

  // A refusal (the photo changed meanwhile) answers once the roster was read again: the view
  // then shows the new photo.
  const one = useMutation((v: One) => reviewPhoto(v.player, v.decision), {
    key: (v) => v.player.id,
    errorToast: false,
    writeCache: (updated) =>
      updateCached<AdminPlayer[]>(rosterKey(eventName, team), (list) => list.map((p) => (p.id === updated.id ? updated : p))),
    invalidates: () => touchedByTeamChange(eventName, team),
  })
  // The ones that changed meanwhile come back with their new photo for a second look.
  const many = useMutation((seen: AdminPlayer[]) => approvePhotos(seen), {
    errorToast: false,
    writeCache: (approved) =>
      updateCached<AdminPlayer[]>(rosterKey(eventName, team), (list) => list.map((p) => (approved.has(p.id) ? approvedLocally(p) : p))),
    invalidates: () => touchedByTeamChange(eventName, team),
  })
  const { mutate: mutateOne } = one
  const { mutate: mutateMany } = many

  /** Reads the change the server refused: what it means for the view, and what to tell the admin. */
  const refused = useCallback(async (error: unknown): Promise<DecisionOutcome> => {
    const code = error instanceof ApiError ? error.code : undefined
    if (code === 'photo-changed' || code === 'player-changed' || code === 'player-removed') {
      setNotice({ tone: 'info', text: code === 'player-removed' ? reviewTexts.playerGone : reviewTexts.photoChanged })
      return code === 'player-removed' ? 'gone' : 'changed'
    }
    setNotice({ tone: 'error', text: errorText(error) })
    return 'failed'
  }, [])

  const decide = useCallback(
    async (player: AdminPlayer, decision: ReviewDecision): Promise<DecisionOutcome> => {
      setNotice(null)
      const outcome = await mutateOne({ player, decision })
      if (outcome.status === 'skipped' || outcome.status === 'aborted') return 'failed'
      if (outcome.status === 'error') return refused(outcome.error)
      const name = player.player_name
      setNotice({ tone: 'success', text: decision.decision === 'approve' ? reviewTexts.approved(name) : reviewTexts.retakeRequested(name) })
      return 'done'
    },
    [mutateOne, refused],
  )

  /** Approves the photos as shown; answers the ids approved (the rest changed meanwhile). */
  const approveAll = useCallback(
    async (seen: AdminPlayer[]): Promise<Set<number>> => {
      setNotice(null)
      const outcome = await mutateMany(seen)
      if (outcome.status !== 'success') {
        if (outcome.status === 'error') setNotice({ tone: 'error', text: errorText(outcome.error) })
        return new Set()
      }
      const approved = outcome.data
      const changed = seen.length - approved.size
      setNotice({ tone: changed === 0 ? 'success' : 'info', text: reviewTexts.bulkResult(approved.size, changed) })
      return approved
    },
    [mutateMany],
  )

  return { decide, approveAll, notice, clearNotice: useCallback(() => setNotice(null), []), busy: one.busy || many.busy }
}

export type ReviewDecisions = ReturnType<typeof useReviewDecisions>
