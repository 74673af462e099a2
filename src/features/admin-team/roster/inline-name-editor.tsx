// Rename in place (spec §2, §5): Enter or Save saves, Escape or Cancel cancels; the name is
// trimmed, an empty one is refused, an unchanged one closes without a call; a name over the
// database's limit is refused before any call, and a count shows near the limit.
// The text typed lives with the roster (draft, onDraftChange), not here: switching between grid
// and list, or a search that hides the card, never loses it (team-roster.tsx).
import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { Button } from '@/components/button'
import { TextField } from '@/components/text-field'
import { texts } from '../texts'
import { nameCount, nameLimitError } from './name-limit'
import { EDITOR_FOCUS } from './player-item'

type Props = {
  playerName: string
  draft: string
  onDraftChange: (draft: string) => void
  saving: boolean
  onSave: (name: string) => void
  onCancel: () => void
}

export function InlineNameEditor({ playerName, draft, onDraftChange, saving, onSave, onCancel }: Props) {
  const [error, setError] = useState<string | null>(null)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (saving) return
    const name = draft.trim()
    if (!name) return setError(texts.nameCannotBeEmpty)
    const tooLong = nameLimitError(name)
    if (tooLong) return setError(tooLong)
    if (name === playerName) return onCancel()
    onSave(name)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      // A name is one line: Enter saves (and never inserts a line break).
      e.preventDefault()
      e.currentTarget.form?.requestSubmit()
    } else if (e.key === 'Escape') {
      // Escape belongs to this edit, not to a dialog or page handler further up.
      e.preventDefault()
      e.stopPropagation()
      if (!saving) onCancel()
    }
  }

  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-2" noValidate>
      {/* Multiline: grows with its content, so a long name is seen whole while editing in a
          narrow card; Enter still saves. */}
      <TextField
        multiline
        size="sm"
        label={texts.newNameLabel(playerName)}
        hideLabel
        autoFocus
        data-player-focus={EDITOR_FOCUS}
        value={draft}
        onChange={(e) => {
          onDraftChange(e.target.value)
          setError(null)
        }}
        // Selected when the edit opens, ready to be typed over; not when focus comes back to a
        // name already changed (after 'Keep editing'), where a keystroke would replace it.
        onFocus={(e) => {
          if (draft === playerName) e.currentTarget.select()
        }}
        onKeyDown={onKeyDown}
        readOnly={saving}
        error={error}
        warning={nameCount(draft)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? texts.saving : texts.save}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={saving}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  )
}
