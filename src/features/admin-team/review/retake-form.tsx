// Request retake: one reason from the short list the player will see, and an optional note.
// Inline in the review view (not a second modal), first reason focused so arrows pick one.
import { useId, useState, type FormEvent } from 'react'
import { RETAKE_REASONS, type RetakeReason } from '@/lib/api'
import { Button } from '@/components/button'
import { RETAKE_NOTE_MAX_CHARS, RETAKE_REASON_LABEL, reviewTexts } from './texts'

type Props = {
  busy: boolean
  onSend: (reason: RetakeReason, note: string) => void
  onCancel: () => void
}

export function RetakeForm({ busy, onSend, onCancel }: Props) {
  const [reason, setReason] = useState<RetakeReason | null>(null)
  const [note, setNote] = useState('')
  const [missing, setMissing] = useState(false)
  const id = useId()

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!reason) {
      setMissing(true)
      return
    }
    onSend(reason, note.trim())
  }

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200" noValidate>
      <fieldset aria-describedby={missing ? `${id}-missing` : undefined}>
        <legend className="text-[15px] font-semibold text-slate-900">{reviewTexts.retakeTitle}</legend>
        <div className="mt-3 grid grid-cols-2 gap-2">
          {RETAKE_REASONS.map((r, i) => (
            <label
              key={r}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2.5 ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r)
                  setMissing(false)
                }}
                autoFocus={i === 0}
                className="size-4 accent-brand-700 focus-visible:outline-none"
              />
              <span className="text-sm text-slate-800 sm:text-[15px]">{RETAKE_REASON_LABEL[r]}</span>
            </label>
          ))}
        </div>
        {missing && (
          <p id={`${id}-missing`} role="alert" className="mt-2 text-sm font-medium text-red-700">
            {reviewTexts.chooseReason}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-800">
          {reviewTexts.retakeNote}
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={RETAKE_NOTE_MAX_CHARS}
          rows={2}
          aria-describedby={`${id}-note-hint`}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-[15px] focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        />
        <p id={`${id}-note-hint`} className="mt-1 text-xs text-slate-500">
          {reviewTexts.retakeNoteHint}
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {reviewTexts.cancel}
        </Button>
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? reviewTexts.saving : reviewTexts.sendRetake}
        </Button>
      </div>
    </form>
  )
}
