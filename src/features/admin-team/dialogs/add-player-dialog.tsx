// 'Add New Player' (spec §2): one 'Player name' field; a blank name is refused before any call.
import { useId, useState, type FormEvent } from 'react'
import { PLAYER_NAME_MAX_CHARS } from '@/config/constants'
import { Dialog } from '@/components/dialog'
import { Button } from '@/components/button'
import { TextField } from '@/components/text-field'
import { texts } from '../texts'

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
          maxLength={PLAYER_NAME_MAX_CHARS}
          value={name}
          onChange={(e) => {
            setName(e.target.value)
            setError(null)
          }}
          readOnly={saving}
          error={error}
        />
      </form>
    </Dialog>
  )
}
