// The portal's technical-support address, shown in every player's footer (and on an event's
// pages when the event has no contact of its own): organizers' data, set here.
import { useState, type FormEvent } from 'react'
import { isStaleRefusal, useSetSupportContact, useSupportContact } from '@/lib/api'
import { Button } from '@/components/button'
import { TextField } from '@/components/text-field'

export function SupportContactForm() {
  const stored = useSupportContact()
  const seen = stored.data ?? null
  // what the organizer typed, until saved; null = show what is stored
  const [draft, setDraft] = useState<string | null>(null)
  const save = useSetSupportContact({
    successToast: (email) => (email ? `Support address saved: ${email}` : 'Support address removed'),
    onSuccess: () => setDraft(null),
    // changed by another organizer meanwhile: show what is stored now, to decide again
    onError: (error) => {
      if (isStaleRefusal(error)) setDraft(null)
    },
  })
  const value = draft ?? seen ?? ''
  const changed = draft !== null && draft.trim() !== (seen ?? '')

  function submit(e: FormEvent) {
    e.preventDefault()
    if (changed) void save.mutate({ email: value, seen })
  }

  return (
    <section aria-labelledby="support-contact-title" className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <h2 id="support-contact-title" className="text-base font-semibold text-slate-900">
        Technical support
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Players see this address in every page's footer, and on an event's pages when the event has no contact of its own.
        {stored.status === 'success' && !seen && ' None is set: players see no support address.'}
      </p>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Support e-mail address"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={value}
          disabled={stored.status !== 'success'}
          onChange={(e) => setDraft(e.target.value)}
          className="sm:w-96"
        />
        <Button type="submit" disabled={!changed || save.busy}>
          {save.busy ? 'Saving…' : 'Save'}
        </Button>
      </form>
    </section>
  )
}
