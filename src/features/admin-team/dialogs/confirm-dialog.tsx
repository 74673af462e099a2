// An in-app confirmation (never window.confirm): the spec's question, Cancel first and focused,
// the destructive button red. Without a confirm label it only tells something, with one Close.
import { useEffect, useState } from 'react'
import { Dialog } from '@/components/dialog'
import { Button } from '@/components/button'
import { texts } from '../texts'

export type Confirmation = {
  title: string
  message: string
  /** none: nothing to confirm any more (e.g. the player changed meanwhile), just Close */
  confirmLabel?: string
  /** the first, focused button's word (default Cancel) */
  cancelLabel?: string
  /** 'danger' (default) for destroying something; 'primary' for a plain yes */
  tone?: 'danger' | 'primary'
  /**
   * Keeps the confirm button disabled this long after the question appears. The second of two
   * confirmations shows its button where the first one was: without this, a double click on the
   * first would answer both.
   */
  armDelayMs?: number
}

type Props = {
  confirmation: Confirmation | null
  /** changes when a new question replaces the previous one in the same dialog */
  step: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
  /** where focus goes once closed, when not back to the button that opened it */
  focusOnClose?: () => HTMLElement | null | undefined
}

export function ConfirmDialog({ confirmation, step, busy, onConfirm, onCancel, focusOnClose }: Props) {
  return (
    <Dialog
      open={confirmation !== null}
      title={confirmation?.title ?? ''}
      onClose={() => !busy && onCancel()}
      size="sm"
      focusOnClose={focusOnClose}
    >
      {confirmation && <ConfirmBody key={step} confirmation={confirmation} busy={busy} onConfirm={onConfirm} onCancel={onCancel} />}
    </Dialog>
  )
}

function ConfirmBody({
  confirmation,
  busy,
  onConfirm,
  onCancel,
}: Omit<Props, 'confirmation' | 'step' | 'focusOnClose'> & { confirmation: Confirmation }) {
  const [armed, setArmed] = useState(!confirmation.armDelayMs)
  useEffect(() => {
    if (armed) return
    const t = setTimeout(() => setArmed(true), confirmation.armDelayMs)
    return () => clearTimeout(t)
  }, [armed, confirmation.armDelayMs])

  return (
    <>
      <p className="text-[15px] leading-relaxed break-words text-slate-700">{confirmation.message}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {/* Remounted per question (key), so focus lands on Cancel each time: Enter twice never removes. */}
        <Button variant="secondary" autoFocus onClick={onCancel} disabled={busy}>
          {confirmation.confirmLabel ? (confirmation.cancelLabel ?? texts.cancel) : texts.close}
        </Button>
        {confirmation.confirmLabel && (
          <Button variant={confirmation.tone ?? 'danger'} onClick={onConfirm} disabled={busy || !armed}>
            {busy ? texts.working : confirmation.confirmLabel}
          </Button>
        )}
      </div>
    </>
  )
}
