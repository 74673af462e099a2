// One export at a time: asks where to save (straight from the click), reads the players, makes
// each picture in the worker and streams the zip out; progress as it goes, Cancel at any point,
// and a summary of what was written and what was skipped and why.
import { useRef, useState } from 'react'
import toast from '@/components/toast'
import { errorText, fetchPhoto, isAbortError, listExportPlayers, type ExportDestination } from '@/lib/api'
import { downloadFile } from '@/lib/download-file'
import { localIsoDate } from '@/lib/dates'
import { safeFileStem } from '@/lib/file-names'
import { ZIP_FETCH_CONCURRENCY } from '@/config/constants'
import { planExport, type ExportPlan } from './plan-export'
import { startRenderer } from './render-rendition'
import { runExport, type ExportProgress, type ExportSummary } from './run-export'
import { chooseZipTarget } from './zip-target'
import { texts } from './texts'

/** the longest the progress shown lags behind the export's */
export const PROGRESS_EVERY_MS = 250

export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; destination: ExportDestination; progress: ExportProgress | null }
  | { status: 'done'; destination: ExportDestination; summary: ExportSummary; fileName: string }
  | { status: 'cancelled'; destination: ExportDestination }

export function exportFileName(eventCode: string, destination: Pick<ExportDestination, 'name'>, now: Date): string {
  return `${safeFileStem(eventCode, 'event')}_${safeFileStem(destination.name, 'export')}_${localIsoDate(now)}.zip`
}

/**
 * The plan from the players as they are now, not as the page last read them. Only the plan leaves
 * here: the export lets go of each file as it is written, and the list read for it is not kept too.
 */
async function freshPlan(
  eventName: string,
  teams: readonly string[] | null,
  destination: ExportDestination,
  signal: AbortSignal,
): Promise<ExportPlan> {
  const players = await listExportPlayers(eventName, teams, signal)
  const plan = planExport(eventName, players, destination)
  if (!plan) throw new Error('the file-name template has unknown fields')
  return plan
}

export function useEventExport(eventName: string, eventCode: string) {
  const [state, setState] = useState<ExportState>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)

  async function start(destination: ExportDestination, teams: readonly string[] | null) {
    if (controller.current) return
    const abort = new AbortController()
    controller.current = abort
    const fileName = exportFileName(eventCode, destination, new Date())
    // first, while the click still counts as the organizer's: the save picker needs it
    const choosing = chooseZipTarget(fileName)
    setState({ status: 'running', destination, progress: null })
    const renderer = startRenderer()
    // Each photo's progress re-rendered the page; a few times a second reads the same to a person
    // and leaves the garbage collector far less to sweep as the count grows.
    let latest: ExportProgress | null = null
    // the first progress is shown at once, whatever the clock read when the page opened
    let shown = -Infinity
    let pending: ReturnType<typeof setTimeout> | undefined
    const flush = () => {
      pending = undefined
      shown = performance.now()
      if (!abort.signal.aborted) setState({ status: 'running', destination, progress: latest })
    }
    const showProgress = (progress: ExportProgress) => {
      latest = progress
      if (pending !== undefined) return
      const wait = PROGRESS_EVERY_MS - (performance.now() - shown)
      if (wait <= 0) flush()
      else pending = setTimeout(flush, wait)
    }
    try {
      const target = await choosing
      if (!target) return setState({ status: 'idle' })
      const run = runExport(await freshPlan(eventName, teams, destination, abort.signal), destination, {
        fetchPhoto: (url, signal) => fetchPhoto(url, signal),
        render: (request) => renderer.render(request),
        ahead: ZIP_FETCH_CONCURRENCY,
        signal: abort.signal,
        onProgress: showProgress,
      })
      const { downloadZip } = await import('client-zip')
      const zip = downloadZip(run.entries).body!
      const written = await target.write(zip, abort.signal)
      if (written) downloadFile(fileName, written.type === 'application/zip' ? written : written.slice(0, written.size, 'application/zip'))
      setState({ status: 'done', destination, summary: run.summary, fileName })
    } catch (error) {
      if (abort.signal.aborted || isAbortError(error)) return setState({ status: 'cancelled', destination })
      console.error('The export failed', error)
      toast.error(texts.exportFailed(errorText(error)))
      setState({ status: 'idle' })
    } finally {
      clearTimeout(pending)
      renderer.close()
      controller.current = null
    }
  }

  return {
    state,
    start: (destination: ExportDestination, teams: readonly string[] | null) => void start(destination, teams),
    cancel: () => controller.current?.abort(new DOMException('The organizer cancelled the export', 'AbortError')),
    dismiss: () => setState({ status: 'idle' }),
  }
}
