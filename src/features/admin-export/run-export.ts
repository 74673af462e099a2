// An export as it runs: photos fetched a few ahead (a player's head-and-shoulders master where one
// was kept, else the stored square), each made into the destination's picture in the worker, and handed to the zip writer one by one, so memory holds a few photos however many
// the event has. What can't be written is skipped and said in the summary, never a reason to stop.
import type { ExportDestination } from '@/lib/api'
import { fetchAhead } from '@/lib/fetch-ahead'
import { manifestCsv, type PictureSource, type WrittenFile } from './manifest'
import type { ExportPlan, PlannedFile, Skipped } from './plan-export'
import type { RenditionRequest, RenditionResult } from './rendition-protocol'

export const MANIFEST_FILE = 'manifest.csv'

export interface ExportProgress {
  done: number
  total: number
  /** bytes of pictures written so far */
  bytes: number
}

export interface ExportSummary {
  written: number
  bytes: number
  skipped: Skipped[]
}

export interface ZipEntry {
  name: string
  input: Blob | string
  lastModified: Date
}

export interface RunExportOptions {
  fetchPhoto: (url: string, signal: AbortSignal) => Promise<Blob>
  render: (request: RenditionRequest) => Promise<RenditionResult>
  /** photos fetched ahead of the worker */
  ahead: number
  signal: AbortSignal
  onProgress: (progress: ExportProgress) => void
}

/** What a file is cut from: the master with the player's square in it, else the square itself. */
export function sourceOf(file: PlannedFile): { kind: PictureSource; url: string; square: RenditionRequest['square'] } {
  const { masterSrc, masterSquare, photoSrc } = file.player
  return masterSrc && masterSquare
    ? { kind: 'master', url: masterSrc, square: masterSquare }
    : { kind: 'square', url: photoSrc!, square: null }
}

/** The zip's entries, in plan order, then the manifest; `summary` is complete when they are. */
export function runExport(
  plan: ExportPlan,
  destination: ExportDestination,
  options: RunExportOptions,
): { entries: AsyncGenerator<ZipEntry>; summary: ExportSummary } {
  const summary: ExportSummary = { written: 0, bytes: 0, skipped: [...plan.skipped] }
  const { signal } = options
  const total = plan.files.length
  async function* entries(): AsyncGenerator<ZipEntry> {
    const written: WrittenFile[] = []
    const lastModified = new Date()
    let done = 0
    options.onProgress({ done, total, bytes: 0 })
    const fetched = fetchAhead(plan.files, options.ahead, (file: PlannedFile) => options.fetchPhoto(sourceOf(file).url, signal))
    for await (const result of fetched) {
      signal.throwIfAborted()
      const file = result.item
      if (!result.ok) summary.skipped.push({ player: file.player, reason: 'fetch-failed' })
      else {
        const picture = await renderOrSkip(file, result.value)
        if (picture) {
          written.push({
            file,
            source: sourceOf(file).kind,
            width: picture.size.width,
            height: picture.size.height,
            bytes: picture.blob.size,
            smaller: picture.smaller,
            narrowed: picture.narrowed,
          })
          summary.written++
          summary.bytes += picture.blob.size
          yield { name: file.path, input: picture.blob, lastModified }
        }
      }
      options.onProgress({ done: ++done, total, bytes: summary.bytes })
    }
    if (destination.manifest && written.length) yield { name: MANIFEST_FILE, input: manifestCsv(written), lastModified }
  }

  async function renderOrSkip(file: PlannedFile, photo: Blob) {
    try {
      const result = await options.render({
        photo,
        square: sourceOf(file).square,
        shape: destination.shape,
        width: destination.width,
        format: destination.format,
        maxBytes: destination.max_kb ? destination.max_kb * 1024 : null,
      })
      if (result.ok) return result
      summary.skipped.push({ player: file.player, reason: 'over-cap', detail: `${Math.ceil(result.smallest / 1024)} KB` })
    } catch (error) {
      signal.throwIfAborted()
      console.error(`Could not make the picture of ${file.player.player_name}`, error)
      summary.skipped.push({ player: file.player, reason: 'render-failed' })
    }
    return null
  }

  return { entries: entries(), summary }
}
