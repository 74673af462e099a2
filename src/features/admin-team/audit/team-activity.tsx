// 'Activity' on the team page: the team's audit trail (written by the SQL, never the browser) in
// a dialog, newest first, with 'Show older' and 'Export CSV' of the whole trail.
import { useState } from 'react'
import { errorText, useMutation, type EventInfo } from '@/lib/api'
import { CSV_MIME_TYPE, UTF8_BOM } from '@/lib/csv'
import { downloadFile } from '@/lib/download-file'
import { Button } from '@/components/button'
import { Dialog } from '@/components/dialog'
import { DownloadIcon, Spinner } from '@/components/icons'
import { ActivityList } from './activity-list'
import { auditCsv, auditCsvFileName } from './audit-csv'
import { auditTexts } from './texts'
import { useTeamAudit, wholeTrail } from './use-team-audit'

type Props = { event: EventInfo; team: string }

export function TeamActivity({ event, team }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {auditTexts.openButton}
      </Button>
      <Dialog open={open} title={auditTexts.title} onClose={() => setOpen(false)} size="lg">
        {/* The Dialog renders this only while open: each opening reads the trail afresh. */}
        <ActivityBody event={event} team={team} onClose={() => setOpen(false)} />
      </Dialog>
    </>
  )
}

function ActivityBody({ event, team, onClose }: Props & { onClose: () => void }) {
  const audit = useTeamAudit(event.name, team)
  const [exportNote, setExportNote] = useState<{ ok: boolean; text: string } | null>(null)
  const exporter = useMutation(
    async () => {
      const entries = await wholeTrail(event.name, team)
      downloadFile(auditCsvFileName(event.code, team, new Date()), UTF8_BOM + auditCsv(entries), CSV_MIME_TYPE)
      return entries.length
    },
    // Inside the modal a toast would be hidden: the outcome is said here.
    { errorToast: false },
  )

  const exportCsv = async () => {
    setExportNote(null)
    const outcome = await exporter.mutate()
    if (outcome.status === 'success') setExportNote({ ok: true, text: auditTexts.exported(outcome.data) })
    if (outcome.status === 'error') setExportNote({ ok: false, text: errorText(outcome.error) })
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{auditTexts.intro}</p>
      <div
        className="max-h-[60dvh] overflow-y-auto rounded-lg px-3 ring-1 ring-slate-200 sm:px-4"
        tabIndex={0}
        aria-label={auditTexts.listLabel}
        role="region"
      >
        {audit.status === 'loading' && (
          <p role="status" className="flex items-center gap-2 py-6 text-slate-600">
            <Spinner className="size-5" /> {auditTexts.loading}
          </p>
        )}
        {audit.status === 'error' && (
          <div className="space-y-3 py-6">
            <p role="alert" className="text-red-700">
              {auditTexts.loadFailed}
            </p>
            <Button variant="secondary" onClick={() => void audit.retry()}>
              {auditTexts.tryAgain}
            </Button>
          </div>
        )}
        {audit.status === 'success' && audit.entries.length === 0 && <p className="py-6 text-slate-600">{auditTexts.empty}</p>}
        {audit.entries.length > 0 && <ActivityList entries={audit.entries} />}
        {audit.hasOlder && (
          <div className="py-3 text-center">
            <Button variant="link" onClick={() => void audit.showOlder()} disabled={audit.loadingOlder}>
              {audit.loadingOlder ? auditTexts.loadingOlder : auditTexts.showOlder}
            </Button>
          </div>
        )}
        {audit.olderError && (
          <p role="alert" className="pb-3 text-center text-sm text-red-700">
            {audit.olderError}
          </p>
        )}
      </div>
      <div aria-live="polite">
        {exportNote && <p className={`text-sm font-medium ${exportNote.ok ? 'text-emerald-800' : 'text-red-700'}`}>{exportNote.text}</p>}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporter.busy || audit.status !== 'success'}>
          {exporter.busy ? <Spinner className="size-4" /> : <DownloadIcon className="size-5" />}
          {exporter.busy ? auditTexts.exporting : auditTexts.exportCsv}
        </Button>
        <Button onClick={onClose}>{auditTexts.close}</Button>
      </div>
    </div>
  )
}
