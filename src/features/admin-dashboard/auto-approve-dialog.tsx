// The event's automatic approval: a player's photo is approved at once when every
// photo check passed on their phone. Off by default: the checks run on the player's own device
// and can't tell who is in the photo, so the organizer decides to rely on them, and can undo any
// automatic approval on the team page. Loaded fresh each time the dialog opens.
import { useId, useState, type FormEvent } from 'react'
import { ApiError, getAutoApprove, queryKeys, setAutoApprove, useMutation, useQuery } from '@/lib/api'
import { Button } from '@/components/button'
import { Dialog } from '@/components/dialog'
import { DialogLoadFailed, DialogLoading } from './dialog-load-state'
import { texts } from './texts'

export const autoApproveSaved = (on: boolean) =>
  on ? 'Photos that pass every check are now approved automatically' : 'Automatic approval is off: every photo waits for review'

type Props = { open: boolean; eventName: string; onClose: () => void }

export function AutoApproveDialog({ open, eventName, onClose }: Props) {
  return (
    <Dialog open={open} title={texts.autoApproveTitle} onClose={onClose} size="lg">
      {open && <AutoApproveLoader eventName={eventName} onClose={onClose} />}
    </Dialog>
  )
}

function AutoApproveLoader({ eventName, onClose }: Omit<Props, 'open'>) {
  const setting = useQuery(queryKeys.adminAutoApprove(eventName), (signal) => getAutoApprove(eventName, signal))
  if (setting.status === 'loading') return <DialogLoading text="Loading…" />
  if (setting.status === 'error')
    return <DialogLoadFailed message={texts.autoApproveLoadFailed} onClose={onClose} onRetry={() => void setting.refetch()} />
  // keyed by the stored value: read again after another organizer's change, the form starts over from it
  return (
    <AutoApproveForm
      key={String(setting.data)}
      eventName={eventName}
      initial={setting.data}
      onClose={onClose}
      onStale={() => void setting.refetch()}
    />
  )
}

type FormProps = Omit<Props, 'open'> & { initial: boolean; onStale: () => void }

function AutoApproveForm({ eventName, initial, onClose, onStale }: FormProps) {
  const [on, setOn] = useState(initial)
  const saving = useMutation((value: boolean) => setAutoApprove(eventName, value, initial), {
    successToast: (stored) => autoApproveSaved(stored),
    onSuccess: onClose,
    // changed by someone else since the dialog opened: its toast says so, the dialog shows what is stored now
    onError: (e) => {
      if (e instanceof ApiError && e.code === 'event-changed') onStale()
    },
  })
  const id = useId()

  function submit(e: FormEvent) {
    e.preventDefault()
    void saving.mutate(on)
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
        <input
          id={id}
          type="checkbox"
          checked={on}
          onChange={(e) => setOn(e.target.checked)}
          aria-describedby={`${id}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <div>
          <label htmlFor={id} className="font-medium text-slate-900">
            Approve a player's photo automatically when every photo check passes
          </label>
          <div id={`${id}-hint`} className="mt-1 space-y-1.5 text-sm text-slate-600">
            <p>
              The checks run on the player's phone before the upload: one face, large enough and inside the square, not too dark, not
              blurry. A photo with a warning, or one no check could run on, still waits for your review.
            </p>
            <p>
              The checks can't tell who is in the photo. Automatic approvals show as 'Approved automatically' on the team page, where you
              can undo each one; the player can still change the photo until a person approves it.
            </p>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving.busy}>
          {saving.busy ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  )
}
