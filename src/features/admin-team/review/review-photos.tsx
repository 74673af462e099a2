// The entry to review mode on the team page: 'Review photos (n)', n being the photos nobody has
// approved or sent back yet, and the review view it opens. `ref.open(playerId)` starts it at
// one player (e.g. from a 'Needs review' badge), then carries on with the others waiting.
import { useCallback, useImperativeHandle, useRef, useState, type Ref } from 'react'
import type { AdminPlayer } from '@/lib/api'
import { Button } from '@/components/button'
import { CheckCircleIcon } from '@/components/icons'
import { idsNeedingReview } from './review-queue'
import { ReviewDialog, type ReviewSession } from './review-dialog'
import type { ReviewRosterProps } from './use-review-decisions'
import { reviewTexts } from './texts'

export type ReviewPhotosHandle = { open: (playerId?: number) => void }

type Props = ReviewRosterProps & {
  /** the page's live roster */
  players: AdminPlayer[]
  /** false while the roster loads or failed */
  ready: boolean
  ref?: Ref<ReviewPhotosHandle>
}

export function ReviewPhotos({ players, ready, eventName, team, ref }: Props) {
  const [session, setSession] = useState<ReviewSession | null>(null)
  const sessions = useRef(0)
  const waiting = idsNeedingReview(players)

  const open = useCallback(
    (playerId?: number) => {
      const ids = idsNeedingReview(players)
      const opened = playerId !== undefined && !ids.includes(playerId) ? [playerId, ...ids] : ids
      // without a player asked for, the view starts at the top of its queue (in its order)
      setSession({ key: ++sessions.current, opened, startId: playerId ?? null })
    },
    [players],
  )
  useImperativeHandle(ref, () => ({ open }), [open])

  return (
    <>
      <Button variant="secondary" onClick={() => open()} disabled={!ready || waiting.length === 0}>
        <CheckCircleIcon className="size-5" />
        {/* no count until the roster is known */}
        {ready ? reviewTexts.openButton(waiting.length) : reviewTexts.title}
      </Button>
      <ReviewDialog session={session} players={players} onClose={() => setSession(null)} eventName={eventName} team={team} />
    </>
  )
}
