// Create or edit an event: name, short name, venue, dates, the upload deadline in the
// event's time zone, the contact players see when uploads are closed, the stored photo's size.
// Every problem is shown at its field at once; the server's refusals (a code taken meanwhile, …)
// land there too.
import { useMemo, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { ApiError, errorText, listAdminEvents, queryKeys, useCreateEvent, useUpdateEvent, type EventInfo } from '@/lib/api'
import { paths } from '@/config/paths'
import { useFixedPageLang } from '@/i18n'
import { Button, buttonClasses } from '@/components/button'
import { TextField } from '@/components/text-field'
import { EventStateBadge } from '@/components/event-status'
import { EventsHeader } from './events-header'
import { eventInputOf, formValuesOf } from './event-form-values'
import {
  DISPLAY_NAME_MAX,
  FIELD_OF_ERROR,
  SHORT_NAME_MAX,
  VENUE_MAX,
  browserTimeZone,
  timeZoneList,
  validateEvent,
  type EventField,
  type EventFormErrors,
  type EventFormValues,
} from './event-rules'
import { PhotoSizeSelect } from './photo-size-select'
import { TimeZoneSelect } from './time-zone-select'
import { texts } from './texts'

type Props = {
  /** the event to edit; none = a new one */
  event?: EventInfo
  events: readonly EventInfo[]
  /** read the events again (the list, the switcher) */
}

/** Order of the fields on the page: the first with a problem gets the focus. */
const FIELDS: readonly EventField[] = [
  'code',
  'displayName',
  'shortName',
  'venue',
  'startDate',
  'endDate',
  'timeZone',
  'deadline',
  'contactEmail',
  'photoSide',
]

export function EventFormPage({ event, events }: Props) {
  useFixedPageLang('en') // the admin area is in English
  const creating = !event
  const navigate = useNavigate()
  const [values, setValues] = useState<EventFormValues>(() => formValuesOf(event, defaultZone()))
  const [errors, setErrors] = useState<EventFormErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  // what the form was filled from: admin_update_event refuses if the event changed since
  const [seenUpdatedAt, setSeenUpdatedAt] = useState(event?.updatedAt ?? '')
  const form = useRef<HTMLFormElement>(null)
  const zones = useMemo(() => timeZoneList(event?.timeZone ?? browserTimeZone()), [event?.timeZone])
  const others = events.filter((e) => e.code !== event?.code)

  const create = useCreateEvent({
    errorToast: false,
    successToast: (code) => texts.created(code),
    invalidates: () => [queryKeys.events],
    onSuccess: (code) => {
      navigate(paths.adminDashboard.href(code))
    },
    onError: (e) => refused(e),
  })
  const update = useUpdateEvent({
    errorToast: false,
    successToast: () => texts.saved,
    invalidates: () => [queryKeys.events],
    onSuccess: () => {
      navigate(paths.adminEvents.href())
    },
    onError: (e) => void refusedUpdate(e),
  })
  const busy = create.busy || update.busy

  function set(field: EventField, value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => ({ ...e, [field]: undefined }))
  }

  function showErrors(found: EventFormErrors) {
    setErrors(found)
    const first = FIELDS.find((f) => found[f])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  function refused(e: unknown) {
    const field = e instanceof ApiError ? FIELD_OF_ERROR[e.code] : undefined
    if (field) showErrors({ [field]: errorText(e) })
    else setFormError(errorText(e))
  }

  async function refusedUpdate(e: unknown) {
    refused(e)
    if (!(e instanceof ApiError && e.code === 'event-changed') || !event) return
    // Someone else saved meanwhile: show what the event is now (the admin's edits would undo theirs).
    try {
      const fresh = (await listAdminEvents()).find((x) => x.code === event.code)
      if (!fresh) return
      setValues(formValuesOf(fresh, fresh.timeZone))
      setSeenUpdatedAt(fresh.updatedAt ?? '')
      setFormError(texts.changedMeanwhile)
    } catch {
      // the message above stays; the next save says again what happened
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault()
    setFormError(null)
    const found = validateEvent(values, { creating, others, timeZones: zones })
    if (Object.values(found).some(Boolean)) return showErrors(found)
    const input = eventInputOf(values, creating)
    if (creating) void create.mutate(input)
    else void update.mutate({ code: event.code, seenUpdatedAt, input })
  }

  const field = (name: EventField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (ev: { target: { value: string } }) => set(name, ev.target.value),
  })

  return (
    <div className="min-h-dvh bg-slate-50">
      <EventsHeader
        title={creating ? 'New event' : `Edit ${event.displayName}`}
        subtitle={
          creating ? 'It starts as a draft: players see it once you open it' : 'Changes show on the landing page and team links at once'
        }
        backTo={paths.adminEvents.href()}
        backLabel="Back to events"
        actions={!creating && <EventStateBadge state={event.state} />}
      />
      <main className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
        <form ref={form} onSubmit={submit} noValidate className="space-y-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-base font-semibold text-slate-900">The event</legend>
            {creating ? (
              <TextField
                label="Code (in links)"
                {...field('code')}
                autoComplete="off"
                spellCheck="false"
                placeholder="e.g. mjwc2026"
                hint={'Lower-case letters, digits and dashes. Team links read /code/TEAMCODE; it never changes.'}
              />
            ) : (
              <div>
                <p className="text-sm font-medium text-slate-700">Code and name in the data</p>
                <p className="mt-1.5 min-h-11 rounded-lg bg-slate-50 px-3 py-2 font-mono text-[15px] text-slate-800 ring-1 ring-slate-200">
                  /{event.code} · {event.name}
                </p>
                <p className="mt-2 text-sm text-slate-500">Fixed: links and stored photos use them.</p>
              </div>
            )}
            <TextField label="Name" {...field('displayName')} maxLength={DISPLAY_NAME_MAX} placeholder="e.g. Men's Junior World Cup 2026" />
            <TextField
              label="Short name (optional)"
              {...field('shortName')}
              maxLength={SHORT_NAME_MAX}
              placeholder={creating ? values.code.trim().toUpperCase() || 'e.g. MJWC 2026' : event.name}
              hint={creating && "Also the event's name in the data and exports. Empty: the code in capitals."}
            />
            <TextField label="Venue" {...field('venue')} maxLength={VENUE_MAX} placeholder="e.g. Santiago, Chile" />
            <TextField label="Start date" type="date" {...field('startDate')} />
            <TextField label="End date" type="date" {...field('endDate')} />
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-base font-semibold text-slate-900">Uploads</legend>
            <TimeZoneSelect
              name="timeZone"
              value={values.timeZone}
              zones={zones}
              error={errors.timeZone}
              onChange={(z) => set('timeZone', z)}
            />
            <TextField
              label="Upload deadline (optional)"
              type="datetime-local"
              {...field('deadline')}
              hint={`In ${values.timeZone} time. Players see it in this zone, and in their own when it differs. Empty: no deadline.`}
            />
            <TextField
              label="Contact e-mail (optional)"
              type="email"
              autoComplete="email"
              {...field('contactEmail')}
              className="sm:col-span-2"
              hint={'Shown to players once uploads are closed. Empty: the technical support address.'}
            />
            <PhotoSizeSelect name="photoSide" value={values.photoSide} error={errors.photoSide} onChange={(s) => set('photoSide', s)} />
          </fieldset>

          {formError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
              {formError}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-5">
            <Link to={paths.adminEvents.href()} className={buttonClasses({ variant: 'secondary' })}>
              Cancel
            </Link>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : creating ? 'Create event' : 'Save changes'}
            </Button>
          </div>
        </form>
      </main>
    </div>
  )
}

/** The organizer's own zone, kept even when the browser's list names it otherwise (an alias such
 *  as America/Buenos_Aires): falling back to UTC put a Buenos Aires event's deadline 3 h off. */
function defaultZone(): string {
  return browserTimeZone()
}
