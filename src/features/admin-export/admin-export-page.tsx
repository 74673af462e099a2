// 'Hand over photos': the event's export destinations (who the photos go to and how each wants
// them) and an event-wide export for each, streamed into one zip.
import { useMemo, useState } from 'react'
import toast from '@/components/toast'
import {
  apiErrorText,
  listExportPlayers,
  queryKeys,
  useExportDestinations,
  useQuery,
  useSaveExportDestinations,
  type ExportDestination,
  type EventInfo,
} from '@/lib/api'
import { paths } from '@/config/paths'
import { Button } from '@/components/button'
import { Dialog } from '@/components/dialog'
import { PageSpinner } from '@/components/page-spinner'
import { SubpageHeader } from '@/components/subpage-header'
import { DestinationCard } from './destination-card'
import { DestinationForm } from './destination-form'
import { PRESETS, texts } from './texts'
import { useEventExport } from './use-event-export'
import { zipGoesToMemory } from './zip-target'

const HEADING_ID = 'export-heading'

type Props = { event: EventInfo }

/** Switching events starts from a clean slate. */
export function AdminExportPage(props: Props) {
  return <ExportPage key={props.event.code} {...props} />
}

type Editing = { index: number | null; draft: ExportDestination }

function ExportPage({ event }: Props) {
  const inMemory = useMemo(() => zipGoesToMemory(), [])
  const eventName = event.name
  const destinations = useExportDestinations(eventName)
  const players = useQuery(queryKeys.exportPlayers(eventName), (signal) => listExportPlayers(eventName, null, signal))
  const save = useSaveExportDestinations()
  const exporter = useEventExport(eventName, event.code)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<number | null>(null)

  const list = destinations.status === 'success' ? destinations.data : null
  const roster = useMemo(() => (players.status === 'success' ? players.data : []), [players])
  const teams = useMemo(() => [...new Set(roster.map((p) => p.team))].sort((a, b) => a.localeCompare(b)), [roster])

  async function saveList(next: ExportDestination[], success: string) {
    if (!list) return false
    const outcome = await save.mutate({ eventName, destinations: next, seenVersion: list.version })
    if (outcome.status !== 'success') return false
    toast.success(success)
    return true
  }

  async function saveEdited(d: ExportDestination) {
    if (!list || !editing) return
    const next = editing.index === null ? [...list.destinations, d] : list.destinations.map((x, i) => (i === editing.index ? d : x))
    if (await saveList(next, texts.saved)) setEditing(null)
  }

  async function confirmDelete() {
    if (!list || deleting === null) return
    // refused or not, the question is answered: a refusal's toast says why and the list reloads
    await saveList(
      list.destinations.filter((_, i) => i !== deleting),
      texts.deleted,
    )
    setDeleting(null)
  }

  const running = exporter.state.status === 'running'
  const stateFor = (d: ExportDestination) =>
    exporter.state.status !== 'idle' && exporter.state.destination.id === d.id ? exporter.state : null

  return (
    <div className="min-h-dvh bg-slate-50">
      <SubpageHeader
        backHref={paths.adminDashboard.href(event.code)}
        eventName={event.displayName}
        heading={texts.heading}
        headingId={HEADING_ID}
      />
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6">
        <p className="max-w-3xl text-slate-700">{texts.intro}</p>
        {inMemory && (
          <p className="max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900" data-testid="export-memory-note">
            {texts.memoryNote}
          </p>
        )}
        {(destinations.status === 'loading' || players.status === 'loading') && <PageSpinner label="Loading destinations…" />}
        {(destinations.status === 'error' || players.status === 'error') && (
          <div role="alert" className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
            <p className="font-semibold text-slate-900">
              {destinations.status === 'error' ? apiErrorText('load-destinations') : apiErrorText('load-export-players')}
            </p>
            <Button className="mt-4" onClick={() => void (destinations.status === 'error' ? destinations.refetch() : players.refetch())}>
              Try Again
            </Button>
          </div>
        )}
        {list && players.status === 'success' && (
          <section aria-labelledby="destinations-heading" className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="destinations-heading" className="text-lg font-semibold text-slate-900">
                {texts.destinationsHeading}
              </h2>
              <Button
                variant="outline"
                onClick={() => setEditing({ index: null, draft: { ...PRESETS.spec, name: '' } })}
                disabled={list.destinations.length >= 20}
              >
                {texts.addDestination}
              </Button>
            </div>
            {list.destinations.length === 0 && (
              <div className="space-y-3 rounded-xl border-2 border-dashed border-slate-200 bg-white p-5">
                <p className="text-slate-700">{texts.noDestinations}</p>
                <ul className="space-y-2">
                  {(Object.keys(PRESETS) as (keyof typeof PRESETS)[]).map((k) => (
                    <li key={k}>
                      <Button
                        variant="secondary"
                        className="h-auto min-h-11 text-left whitespace-normal"
                        onClick={() => setEditing({ index: null, draft: PRESETS[k] })}
                      >
                        {texts.presets[k]}
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {list.destinations.map((d, i) => (
              <DestinationCard
                key={d.id ?? i}
                destination={d}
                eventName={eventName}
                players={roster}
                teams={teams}
                exportState={stateFor(d)}
                busy={running}
                onExport={(chosen) => exporter.start(d, chosen)}
                onCancel={exporter.cancel}
                onDismiss={exporter.dismiss}
                onEdit={() => setEditing({ index: i, draft: d })}
                onDelete={() => setDeleting(i)}
              />
            ))}
          </section>
        )}
      </main>
      <DestinationForm
        draft={editing?.draft ?? null}
        isNew={editing?.index === null}
        eventName={eventName}
        players={roster}
        saving={save.busy}
        onSave={(d) => void saveEdited(d)}
        onClose={() => setEditing(null)}
      />
      <Dialog
        open={deleting !== null}
        title={texts.deleteTitle}
        size="sm"
        onClose={() => setDeleting(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={save.busy}>
              {texts.cancel}
            </Button>
            <Button variant="danger" onClick={() => void confirmDelete()} disabled={save.busy}>
              {texts.delete}
            </Button>
          </>
        }
      >
        {deleting !== null && list?.destinations[deleting] && <p>{texts.deleteQuestion(list.destinations[deleting].name)}</p>}
      </Dialog>
    </div>
  )
}
