// The organizers' dashboard of one event (spec §2 'Admin dashboard'): progress and review of
// every team, their access links, CSV export, setting up the event (teams, codes, roster import,
// consent); it keeps itself current while it is open (use-live-summary).
import { useDeferredValue, useMemo, useState } from 'react'
import toast from '@/components/toast'
import { apiErrorText, getEventSummary, useMutation, type TeamSummary, type EventInfo } from '@/lib/api'
import { paths, teamAccessLink } from '@/config/paths'
import { AddTeamDialog } from './add-team-dialog'
import { copyText } from './clipboard'
import { AutoApproveDialog } from './auto-approve-dialog'
import { ConsentDialog } from './consent-dialog'
import { CopyLinkDialog } from './copy-link-dialog'
import { DashboardHeader } from './dashboard-header'
import { DashboardError, DashboardLoading, NoTeamsYet } from './dashboard-states'
import { DashboardToolbar } from './dashboard-toolbar'
import { exportSummaryCsv } from './export-summary'
import { filterTeams, type TeamFilter } from './filter-teams'
import { ReminderDialog } from './reminder-dialog'
import { RosterImportDialog } from './roster-import-dialog'
import { StorageUsage } from './storage-usage'
import { SummaryTiles } from './summary-tiles'
import { dashboardTotals } from './team-progress'
import { TeamGrid } from './team-grid'
import { LiveStatus } from './live-status'
import { useLiveSummary } from './use-live-summary'
import { cacheSummary } from './summary-cache'
import { texts } from './texts'

type Props = {
  event: EventInfo
  /** the events of the switcher (open first, then the rest) */
  events?: readonly EventInfo[]
  onLogout: () => Promise<void>
}

/** Switching events starts from a clean slate: no search, filter or open dialog carries over. */
export function AdminDashboardPage(props: Props) {
  return <Dashboard key={props.event.code} {...props} />
}

function Dashboard({ event, events, onLogout }: Props) {
  const eventName = event.name
  const eventCode = event.code
  const origin = window.location.origin
  const { summary, storage, reload, updatedAt, failedAt } = useLiveSummary(eventName)
  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<TeamFilter>('all')
  const [linkTeamName, setLinkTeamName] = useState<string | null>(null)
  const [remindTeamName, setRemindTeamName] = useState<string | null>(null)
  const [openDialog, setOpenDialog] = useState<'add-team' | 'import-roster' | 'consent' | 'auto-approve' | null>(null)
  // Asked for: a failure says so in a toast too (the last numbers stay).
  const refresher = useMutation(reload)
  // The file is built from a fresh read, so it never carries numbers older than the screen's.
  const exporter = useMutation(() => getEventSummary(eventName), {
    successToast: () => texts.exportSuccess,
    writeCache: (fresh) => cacheSummary(eventName, fresh),
    onSuccess: (fresh) => void exportSummaryCsv(fresh, eventCode, origin),
  })

  const teams = summary.status === 'success' ? summary.data : null
  // The grid follows the search a beat behind the field: a keystroke paints at once, and the
  // grid's re-render can be interrupted by the next keystroke (the cards are memoised).
  const deferredSearch = useDeferredValue(search)
  const shown = useMemo(() => (teams ? filterTeams(teams, deferredSearch, filter) : []), [teams, deferredSearch, filter])
  const totals = useMemo(() => dashboardTotals(teams ?? []), [teams])
  const linkTeam = (linkTeamName && teams?.find((t) => t.name === linkTeamName)) || null
  const remindTeam = (remindTeamName && teams?.find((t) => t.name === remindTeamName)) || null

  const refresh = () => refresher.mutate()

  async function copyFromCard(team: TeamSummary) {
    setLinkTeamName(team.name)
    if (!team.accessCode) {
      toast.error(texts.noAccessCode)
      return
    }
    // A refused clipboard is fine here: the modal shows the link with its own Copy Link.
    if (await copyText(teamAccessLink(origin, eventCode, team.accessCode))) toast.success(`Link copied for ${team.name}!`)
  }

  // The dialog put the team into the summary; next step of setting up: send it its link.
  function teamAdded(name: string) {
    setOpenDialog(null)
    setLinkTeamName(name)
  }

  return (
    <div className="min-h-dvh bg-slate-50">
      <DashboardHeader
        event={event}
        events={events}
        onLogout={onLogout}
        status={<LiveStatus updatedAt={updatedAt} failedAt={failedAt} />}
      />
      <main className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6">
        {summary.status === 'loading' && <DashboardLoading />}
        {summary.status === 'error' && <DashboardError message={apiErrorText('load-teams')} onRetry={() => void summary.refetch()} />}
        {teams && (
          <>
            <div className="space-y-2">
              <SummaryTiles totals={totals} />
              <StorageUsage usage={storage.data} leftoversHref={paths.adminLeftovers.href(eventCode)} />
            </div>
            <section aria-labelledby="teams-heading" className="space-y-4">
              <div className="flex items-baseline justify-between gap-4">
                <h2 id="teams-heading" className="text-lg font-semibold text-slate-900">
                  Teams
                </h2>
                <p aria-live="polite" className="text-sm text-slate-500 tabular-nums">
                  {shown.length === teams.length ? `${teams.length} teams` : `Showing ${shown.length} of ${teams.length} teams`}
                </p>
              </div>
              <DashboardToolbar
                search={search}
                onSearch={setSearch}
                filter={filter}
                onFilter={setFilter}
                onExport={() => void exporter.mutate()}
                exporting={exporter.busy}
                handOverHref={paths.adminExport.href(eventCode)}
                onRefresh={() => void refresh()}
                refreshing={refresher.busy}
                onAddTeam={() => setOpenDialog('add-team')}
                onImportRoster={() => setOpenDialog('import-roster')}
                onConsent={() => setOpenDialog('consent')}
                onAutoApprove={() => setOpenDialog('auto-approve')}
              />
              {teams.length === 0 ? (
                <NoTeamsYet onAddTeam={() => setOpenDialog('add-team')} onImportRoster={() => setOpenDialog('import-roster')} />
              ) : (
                <TeamGrid
                  teams={shown}
                  eventCode={eventCode}
                  onCopyLink={(t) => void copyFromCard(t)}
                  onRemind={event.uploadsOpen ? (t) => setRemindTeamName(t.name) : undefined}
                />
              )}
            </section>
          </>
        )}
      </main>

      <CopyLinkDialog team={linkTeam} eventCode={eventCode} eventName={eventName} origin={origin} onClose={() => setLinkTeamName(null)} />
      <ReminderDialog team={remindTeam} event={event} origin={origin} onClose={() => setRemindTeamName(null)} />
      <AddTeamDialog
        open={openDialog === 'add-team'}
        eventName={eventName}
        existingTeams={teams?.map((t) => t.name) ?? []}
        onClose={() => setOpenDialog(null)}
        onAdded={teamAdded}
      />
      <RosterImportDialog open={openDialog === 'import-roster'} eventName={eventName} onClose={() => setOpenDialog(null)} />
      <ConsentDialog open={openDialog === 'consent'} eventName={eventName} onClose={() => setOpenDialog(null)} />
      <AutoApproveDialog open={openDialog === 'auto-approve'} eventName={eventName} onClose={() => setOpenDialog(null)} />
    </div>
  )
}
