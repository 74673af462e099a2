// The review view: a full-screen native modal <dialog> (the browser traps focus and makes the
// page behind inert). Escape closes the retake reasons first, then the view; focus goes back to
// the button that opened it.
import { useId, useState } from 'react'
import { useModalDialog } from '@/components/use-modal-dialog'
import type { AdminPlayer } from '@/lib/api'
import { ReviewPanel } from './review-panel'
import { useReviewDecisions, type ReviewRosterProps } from './use-review-decisions'

export type ReviewSession = {
  /** changes per opening, so each one starts fresh */
  key: number
  opened: number[]
  /** the player asked for; null: the first of the queue */
  startId: number | null
}

type Props = ReviewRosterProps & {
  session: ReviewSession | null
  players: AdminPlayer[]
  onClose: () => void
}

export function ReviewDialog({ session, players, onClose, eventName, team }: Props) {
  const titleId = useId()
  const [retakeOpen, setRetakeOpen] = useState(false)
  const decisions = useReviewDecisions({ eventName, team })
  const close = () => {
    setRetakeOpen(false)
    decisions.clearNotice()
    onClose()
  }
  const dialog = useModalDialog({
    open: session !== null,
    // Escape closes the retake reasons first, then the view.
    onCancel: () => (retakeOpen ? setRetakeOpen(false) : close()),
    // Start on the first decision (not the mode switch the browser would pick), so Enter and
    // Space approve as the A key does.
    focusOnOpen: (d) => d.querySelector<HTMLButtonElement>('button[aria-keyshortcuts="A"]:not(:disabled)')?.focus(),
  })

  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      className="m-0 h-dvh max-h-none w-dvw max-w-none overflow-y-auto bg-slate-50 p-0 text-slate-900 backdrop:bg-slate-900/60"
    >
      {session && (
        <ReviewPanel
          key={session.key}
          titleId={titleId}
          players={players}
          opened={session.opened}
          startId={session.startId}
          decisions={decisions}
          retakeOpen={retakeOpen}
          onRetakeOpen={setRetakeOpen}
          onClose={close}
        />
      )}
    </dialog>
  )
}
