// 'Add New Player' (spec §2): one 'Player name' field; a blank or too long name is refused before
// any call. The limit is stated under the field, with a count near it.
import { useId, useState, type FormEvent } from 'react'
import { Dialog } from '@/components/dialog'
import { Button } from '@/components/button'
import { TextField } from '@/components/text-field'
import { texts } from '../texts'
import { nameCount, nameLimitError, nameLimitHint } from '../roster/name-limit'

type Props = {
  open: boolean
  onClose: () => void
  /** true when the player was added (the dialog then closes) */
  onAdd: (name: string) => Promise<boolean>
}

export function AddPlayerDialog({ open, onClose, onAdd }: Props) {
  const formId = useId()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const close = () => {
    if (saving) return
    setName('')
    setError(null)
    onClose()
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (saving) return
    const trimmed = name.trim()
    if (!trimmed) {
      setError(texts.enterPlayerName)
      return
    }
    const tooLong = nameLimitError(trimmed)
    if (tooLong) return setError(tooLong)
    setSaving(true)
    const added = await onAdd(trimmed)
    setSaving(false)
    if (added) {
      setName('')
      setError(null)
      onClose()
    }
  }

  return (
    <Dialog
      open={open}
      title={texts.addDialogTitle}
      onClose={close}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? texts.adding : texts.addPlayer}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
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
      </form>
    </Dialog>
  )
}
