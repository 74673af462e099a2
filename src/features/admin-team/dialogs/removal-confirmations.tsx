// The questions before destroying something (spec §5): one for deleting a photo, two in a row
// for removing a player.
import { useState } from 'react'
import type { AdminPlayer } from '@/lib/api'
import type { PlayerActions } from '../actions/use-player-actions'
import { texts } from '../texts'
import { ConfirmDialog, type Confirmation } from './confirm-dialog'

type Step = 'delete-photo' | 'remove' | 'remove-again'
type Pending = { step: Step; player: AdminPlayer }

// Long enough to swallow the second click of a double click, short enough not to be noticed.
const SECOND_CONFIRMATION_ARM_MS = 500

function confirmationFor({ step, player }: Pending): Confirmation {
  const name = player.player_name
  switch (step) {
    case 'delete-photo':
      return { title: texts.deletePhotoTitle, message: texts.deletePhotoConfirm(name), confirmLabel: texts.deletePhotoButton }
    case 'remove':
      return { title: texts.removeTitle, message: texts.removeConfirm(name), confirmLabel: texts.removeContinue }
    case 'remove-again':
      return { title: texts.removeTitle, message: texts.removeConfirmAgain(name), confirmLabel: texts.removeButton, armDelayMs: SECOND_CONFIRMATION_ARM_MS }
  }
}

export function useRemovalConfirmations(actions: Pick<PlayerActions, 'clearPhoto' | 'removeFromTeam' | 'busy'>) {
  const [pending, setPending] = useState<Pending | null>(null)

  const confirm = async () => {
    if (!pending) return
    const { step, player } = pending
    if (step === 'remove') return setPending({ step: 'remove-again', player })
    if (step === 'delete-photo') await actions.clearPhoto(player)
    else await actions.removeFromTeam(player)
    setPending(null)
  }

  return {
    pending,
    busy: pending !== null && actions.busy.has(pending.player.id),
    ask: (step: 'delete-photo' | 'remove', player: AdminPlayer) => setPending({ step, player }),
    confirm,
    cancel: () => setPending(null),
  }
}

export function RemovalConfirmations({ state }: { state: ReturnType<typeof useRemovalConfirmations> }) {
  const { pending, busy, confirm, cancel } = state
  return (
    <ConfirmDialog
      confirmation={pending ? confirmationFor(pending) : null}
      step={pending ? `${pending.step}:${pending.player.id}` : 'none'}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={cancel}
    />
  )
}
