// 'Add New Player' (spec §2): one 'Player name' field; a blank name is refused before any call.
import { useId, useState, type FormEvent } from 'react'
import { Dialog } from '@/components/dialog'
import { Button } from '@/components/button'
import { texts } from '../texts'

type Props = {
  open: boolean
  onClose: () => void
  /** true when the player was added (the dialog then closes) */
  onAdd: (name: string) => Promise<boolean>
}

export function AddPlayerDialog({ open, onClose, onAdd }: Props) {
  const formId = useId()
  const inputId = useId()
  const errorId = useId()
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
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          {texts.playerNameLabel}
        </label>
        <input
          id={inputId}
          autoFocus
          type="text"
          autoComplete="off"
          value={name}
          onChange={(e) => {
            setName(e.target.value)
            setError(null)
          }}
          readOnly={saving}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1.5 min-h-11 w-full rounded-lg border border-slate-300 px-3 text-[15px] focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-invalid:border-red-500"
        />
        {error && (
          <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  )
}
