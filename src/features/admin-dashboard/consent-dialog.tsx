// The event's consent: whether players must agree before uploading, and the text
// they agree to in English and Spanish. Loaded fresh each time the dialog opens.
import { useId, useState, type FormEvent } from 'react'
import { getEventConsent, queryKeys, setEventConsent, useMutation, useQuery, type EventConsent } from '@/lib/api'
import { Button } from '@/components/button'
import { Dialog } from '@/components/dialog'
import { TextField } from '@/components/text-field'
import { DialogLoadFailed, DialogLoading } from './dialog-load-state'
import { consentLength, consentTextError, CONSENT_TEXT_MAX_CHARS, type ConsentLanguage } from './consent-text'
import { texts } from './texts'

type Props = { open: boolean; eventName: string; onClose: () => void }

export function ConsentDialog({ open, eventName, onClose }: Props) {
  return (
    <Dialog open={open} title="Consent" onClose={onClose} size="lg">
      {open && <ConsentLoader eventName={eventName} onClose={onClose} />}
    </Dialog>
  )
}

function ConsentLoader({ eventName, onClose }: Omit<Props, 'open'>) {
  const consent = useQuery(queryKeys.adminEventConsent(eventName), (signal) => getEventConsent(eventName, true, signal))
  if (consent.status === 'loading') return <DialogLoading text="Loading consent settings…" />
  if (consent.status === 'error' || consent.data === null)
    return <DialogLoadFailed message={texts.consentLoadFailed} onClose={onClose} onRetry={() => void consent.refetch()} />
  return <ConsentForm eventName={eventName} initial={consent.data} onClose={onClose} />
}

type Errors = { textEn: string | null; textEs: string | null }

function ConsentForm({ eventName, initial, onClose }: Omit<Props, 'open'> & { initial: EventConsent }) {
  const [value, setValue] = useState(initial)
  const [errors, setErrors] = useState<Errors>({ textEn: null, textEs: null })
  const saving = useMutation((c: EventConsent) => setEventConsent(eventName, c), {
    successToast: () => texts.consentSaved,
    onSuccess: onClose,
  })
  const requiredId = useId()

  function submit(e: FormEvent) {
    e.preventDefault()
    const found: Errors = { textEn: consentTextError(value.textEn, 'English'), textEs: consentTextError(value.textEs, 'Spanish') }
    setErrors(found)
    if (found.textEn || found.textEs) return
    void saving.mutate({ required: value.required, textEn: value.textEn.trim(), textEs: value.textEs.trim() })
  }

  const text = (key: 'textEn' | 'textEs', language: ConsentLanguage) => (
    <ConsentTextField
      language={language}
      value={value[key]}
      error={errors[key]}
      onChange={(t) => {
        setValue((v) => ({ ...v, [key]: t }))
        setErrors((er) => ({ ...er, [key]: null }))
      }}
    />
  )

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
        <input
          id={requiredId}
          type="checkbox"
          checked={value.required}
          onChange={(e) => setValue((v) => ({ ...v, required: e.target.checked }))}
          aria-describedby={`${requiredId}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <div>
          <label htmlFor={requiredId} className="font-medium text-slate-900">
            Players must agree before they upload
          </label>
          <p id={`${requiredId}-hint`} className="mt-0.5 text-sm text-slate-600">
            Junior players are often minors. Turn this off only if consent is collected another way; each photo records the text agreed to.
          </p>
        </div>
      </div>
      {text('textEn', 'English')}
      {text('textEs', 'Spanish')}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving.busy}>
          {saving.busy ? 'Saving…' : 'Save consent'}
        </Button>
      </div>
    </form>
  )
}

function ConsentTextField(p: { language: ConsentLanguage; value: string; error: string | null; onChange: (text: string) => void }) {
  const length = consentLength(p.value)
  const over = length > CONSENT_TEXT_MAX_CHARS
  return (
    <div>
      <TextField
        multiline
        rows={4}
        label={`Consent text (${p.language})`}
        lang={p.language === 'English' ? 'en' : 'es'}
        value={p.value}
        error={p.error}
        onChange={(e) => p.onChange(e.target.value)}
      />
      <p className={`mt-1 text-right text-xs tabular-nums ${over ? 'font-medium text-red-700' : 'text-slate-500'}`}>
        {length} / {CONSENT_TEXT_MAX_CHARS}
      </p>
    </div>
  )
}
