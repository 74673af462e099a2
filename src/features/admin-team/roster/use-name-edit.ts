// The one inline rename of the roster (spec §2: only one at a time), with its text held here so
// nothing typed is lost silently: switching view or a search that hides the card keeps it, and
// opening another player's rename while this one has unsaved text asks first (Keep editing or
// Discard) instead of dropping it.
import { useCallback, useState } from 'react'
import type { AdminPlayer } from '@/lib/api'

/** The player as it was when the edit opened (the rename names that name as seen), and the text. */
export type NameEdit = { player: AdminPlayer; draft: string }

/** Unsaved: the text would save as a different name (the same after trimming closes without a call). */
export const hasUnsavedName = (edit: NameEdit | null): edit is NameEdit =>
  edit !== null && edit.draft.trim() !== edit.player.player_name.trim()

export function useNameEdit() {
  const [edit, setEdit] = useState<NameEdit | null>(null)
  /** the player whose rename was asked for while another one's text is unsaved */
  const [switchTo, setSwitchTo] = useState<AdminPlayer | null>(null)
  const unsaved = hasUnsavedName(edit)

  const start = (player: AdminPlayer) => {
    if (edit?.player.id === player.id) return
    if (unsaved) setSwitchTo(player)
    else setEdit({ player, draft: player.player_name })
  }
  const close = useCallback((id: number) => setEdit((e) => (e?.player.id === id ? null : e)), [])

  return {
    edit,
    start,
    close,
    setDraft: (draft: string) => setEdit((e) => e && { ...e, draft }),
    /** the question, while one is open */
    question: unsaved && switchTo ? { editing: edit, switchTo } : null,
    keepEditing: () => setSwitchTo(null),
    discardAndSwitch: () => {
      if (switchTo) setEdit({ player: switchTo, draft: switchTo.player_name })
      setSwitchTo(null)
    },
  }
}

export type NameEditState = ReturnType<typeof useNameEdit>
