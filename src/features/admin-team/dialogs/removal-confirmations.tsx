// The questions before destroying something (spec §5): one for deleting a photo, two in a row
// for removing a player. The question is about the player as the admin saw it when asking: if a
// live refresh shows that player changed meanwhile (a new photo, another name, removed), the
// dialog says so instead of offering to destroy something the admin hasn't looked at.
// Once done, focus goes where the page says (focusPlan): the button that asked is gone with what
// it destroyed, and focus must not fall back to the top of the page.
import { useRef, useState } from 'react'
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
      return {
        title: texts.removeTitle,
        message: texts.removeConfirmAgain(name),
        confirmLabel: texts.removeButton,
        armDelayMs: SECOND_CONFIRMATION_ARM_MS,
      }
  }
}

/** What changed about the player the question is about, as the roster shows it now. */
function changeOf({ step, player }: Pending, now: AdminPlayer | undefined): string | null {
  if (!now) return texts.playerGoneWhileOpen
  if (now.photo_path !== player.photo_path) return texts.changedWhileOpen
  if (step !== 'delete-photo' && now.player_name !== player.player_name) return texts.playerChangedWhileOpen
  return null
}

/**
 * Asked just before the change is made (while the page still shows the player): answers where
 * focus should go once it is done, as a lookup run after the page has re-rendered.
 */
export type FocusPlan = (step: 'delete-photo' | 'remove', player: AdminPlayer) => () => HTMLElement | null

export function useRemovalConfirmations(
  actions: Pick<PlayerActions, 'clearPhoto' | 'removeFromTeam' | 'busy'>,
  players: readonly AdminPlayer[],
  focusPlan?: FocusPlan,
) {
  const [pending, setPending] = useState<Pending | null>(null)
  const focusAfterDone = useRef<(() => HTMLElement | null) | null>(null)
  // While the confirmed change runs, the roster changes because of it: that is no news.
  const [acting, setActing] = useState(false)
  const changed =
    pending && !acting
      ? changeOf(
          pending,
          players.find((p) => p.id === pending.player.id),
        )
      : null

  const confirm = async () => {
    if (!pending || changed) return
    const { step, player } = pending
    if (step === 'remove') return setPending({ step: 'remove-again', player })
    setActing(true)
    const plan = focusPlan?.(step === 'delete-photo' ? 'delete-photo' : 'remove', player) ?? null
    const result = step === 'delete-photo' ? await actions.clearPhoto(player) : await actions.removeFromTeam(player)
    // Not done (failed, or refused as stale): the button that asked is still there for focus.
    focusAfterDone.current = result === 'done' ? plan : null
    setActing(false)
    setPending(null)
  }

  return {
    pending,
    changed,
    busy: pending !== null && actions.busy.has(pending.player.id),
    ask: (step: 'delete-photo' | 'remove', player: AdminPlayer) => setPending({ step, player }),
    confirm,
    cancel: () => setPending(null),
    focusOnClose: () => {
      const find = focusAfterDone.current
      focusAfterDone.current = null
      return find?.() ?? null
    },
  }
}

export function RemovalConfirmations({ state }: { state: ReturnType<typeof useRemovalConfirmations> }) {
  const { pending, changed, busy, confirm, cancel, focusOnClose } = state
  const confirmation =
    pending && (changed ? { title: confirmationFor(pending).title, message: `${changed}. ${texts.changedHint}` } : confirmationFor(pending))
  return (
    <ConfirmDialog
      confirmation={confirmation}
      step={pending ? `${pending.step}:${pending.player.id}:${changed ?? ''}` : 'none'}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={cancel}
      focusOnClose={focusOnClose}
    />
  )
}
