// 'Add New Player' (spec §2): the 'Player name' field, then the roster identity the Details form
// edits (number, role, family and given names, external ID), all optional: a name alone adds a
// player as before. A blank or too long name, and a number or length the Details form would refuse,
// are refused before any call; a taken number or ID is the server's answer (a toast) and the form
// keeps what was typed. The name's limit is stated under the field, with a count near it.
import { useState, type FormEvent } from 'react'
import { Dialog } from '@/components/dialog'
import { Button } from '@/components/button'
import { TextField } from '@/components/text-field'
import type { PlayerIdentity } from '@/lib/api'
import { texts } from '../texts'
import { nameCount, nameLimitError, nameLimitHint } from '../roster/name-limit'
import { EMPTY_IDENTITY, PlayerIdentityFields, readIdentity, type IdentityDraft } from './player-identity-fields'

type Props = {
  open: boolean
  onClose: () => void
  /** true when the player was added (the dialog then closes); identity only when any was given */
  onAdd: (name: string, identity?: PlayerIdentity) => Promise<boolean>
}

export function AddPlayerDialog({ open, onClose, onAdd }: Props) {
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [draft, setDraft] = useState<IdentityDraft>(EMPTY_IDENTITY)
  const [tried, setTried] = useState(false)
  const [saving, setSaving] = useState(false)
  const identity = readIdentity(draft)

  const reset = () => {
    setName('')
    setError(null)
    setDraft(EMPTY_IDENTITY)
    setTried(false)
  }

  const close = () => {
    if (saving) return
    reset()
    onClose()
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (saving) return
    setTried(true)
    const trimmed = name.trim()
    if (!trimmed) {
      setError(texts.enterPlayerName)
      return
    }
    const tooLong = nameLimitError(trimmed)
    if (tooLong) return setError(tooLong)
    if (!identity.ok) return
    setSaving(true)
    const given = isEmptyIdentity(identity.identity) ? undefined : identity.identity
    const added = await onAdd(trimmed, given)
    setSaving(false)
    if (added) {
      reset()
      onClose()
    }
  }

  return (
    <Dialog open={open} title={texts.addDialogTitle} onClose={close} size="md">
      {/* the buttons inside the form: Enter in any field submits it (implicit submission) */}
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <div>
          <TextField
            label={texts.playerNameLabel}
            autoFocus
            autoComplete="off"
            value={name}
            onChange={(e) => {
              setName(e.target.value)
              setError(null)
            }}
            readOnly={saving}
            error={error}
            warning={nameCount(name)}
          />
          {!error && !nameCount(name) && <p className="mt-2 text-sm text-slate-500">{nameLimitHint}</p>}
        </div>
        <fieldset className="space-y-4">
          <legend className="mb-3 text-sm font-semibold text-slate-700">{texts.addDetailsLegend}</legend>
          <PlayerIdentityFields
            draft={draft}
            onChange={(key, value) => setDraft((x) => ({ ...x, [key]: value }))}
            errors={tried ? identity.errors : null}
            readOnly={saving}
          />
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={close} disabled={saving}>
            {texts.cancel}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? texts.adding : texts.addPlayer}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

/** Nothing but the default role: the player is added by name alone, as before. */
const isEmptyIdentity = (i: PlayerIdentity) =>
  i.shirt_number === null && i.family_name === null && i.given_name === null && i.role === 'player' && i.external_id === null
