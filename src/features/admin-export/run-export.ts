// An export as it runs, pulled by the zip writer: a small window of photos ahead of the one being
// written is fetched (a player's head-and-shoulders master where one was kept, else the stored
// square) and made into the destination's picture in the worker, one picture at a time, so the
// worker stays busy while the zip writes and memory holds a few photos however many the event has.
// A photo's bytes are dropped once its picture is made, the picture's once the zip has read it;
// a file leaves the plan as the window takes it and only its manifest row (a line of text) is kept
// once it is written, so nothing per player but that line outlives its turn.
// What can't be written is skipped and said in the summary, never a reason to stop.
import type { ExportDestination } from '@/lib/api'
import { fetchAhead } from '@/lib/fetch-ahead'
import { manifestFromLines, manifestLine, type PictureSource } from './manifest'
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

type Prepared = { picture: Extract<RenditionResult, { ok: true }> } | { skipped: Skipped }

export interface RunExportOptions {
  fetchPhoto: (url: string, signal: AbortSignal) => Promise<Blob>
  render: (request: RenditionRequest) => Promise<RenditionResult>
  /** photos fetched and made into pictures ahead of the one the zip is writing */
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

/** The plan's files one at a time, each let go by the plan as it is taken. */
function* takeEach(files: PlannedFile[]): Generator<PlannedFile> {
  for (let file = files.shift(); file; file = files.shift()) yield file
}

/**
 * The zip's entries, in plan order, then the manifest; `summary` is complete when they are.
 * Takes the plan's files: `plan.files` empties as the export goes.
 */
export function runExport(
  plan: ExportPlan,
  destination: ExportDestination,
  options: RunExportOptions,
): { entries: AsyncGenerator<ZipEntry>; summary: ExportSummary } {
  const summary: ExportSummary = { written: 0, bytes: 0, skipped: [...plan.skipped] }
  const { signal } = options
  const total = plan.files.length
  /** the zip stopped taking entries (finished, failed or cancelled): no picture is made any more */
  let stopped = false
  // the worker makes one picture at a time: a photo fetched early waits for its turn here
  let rendering: Promise<unknown> = Promise.resolve()
  const renderInTurn = (request: RenditionRequest): Promise<RenditionResult> => {
    const turn = rendering.then(() => {
      signal.throwIfAborted()
      if (stopped) throw new DOMException('The export was stopped', 'AbortError')
      return options.render(request)
    })
    rendering = turn.catch(() => undefined)
    return turn
  }

  /** The file's picture, or why it was skipped; thrown only when the export was stopped. */
  async function prepare(file: PlannedFile): Promise<Prepared> {
    let photo: Blob
    try {
      photo = await options.fetchPhoto(sourceOf(file).url, signal)
    } catch {
      signal.throwIfAborted()
      return { skipped: { player: file.player, reason: 'fetch-failed' } }
    }
    try {
      const result = await renderInTurn({
        photo,
        square: sourceOf(file).square,
        shape: destination.shape,
        width: destination.width,
        format: destination.format,
        maxBytes: destination.max_kb ? destination.max_kb * 1024 : null,
      })
      if (result.ok) return { picture: result }
      return { skipped: { player: file.player, reason: 'over-cap', detail: `${Math.ceil(result.smallest / 1024)} KB` } }
    } catch (error) {
      signal.throwIfAborted()
      if (stopped) throw error
      console.error(`Could not make the picture of ${file.player.player_name}`, error)
      return { skipped: { player: file.player, reason: 'render-failed' } }
    }
  }

  async function* entries(): AsyncGenerator<ZipEntry> {
    const manifestLines: string[] = []
    const lastModified = new Date()
    let done = 0
    options.onProgress({ done, total, bytes: 0 })
    // the window moves only when the zip takes an entry: a slow disk or download slows the
    // fetches down instead of letting them pile up
    try {
      for await (const result of fetchAhead(takeEach(plan.files), options.ahead, prepare)) {
        signal.throwIfAborted()
        if (!result.ok) throw result.error
        const file = result.item
        const prepared = result.value
        if ('skipped' in prepared) summary.skipped.push(prepared.skipped)
        else {
          const { picture } = prepared
          if (destination.manifest)
            manifestLines.push(
              manifestLine({
                file,
                source: sourceOf(file).kind,
                width: picture.size.width,
                height: picture.size.height,
                bytes: picture.blob.size,
                smaller: picture.smaller,
                narrowed: picture.narrowed,
              }),
            )
          summary.written++
          summary.bytes += picture.blob.size
          yield { name: file.path, input: picture.blob, lastModified }
        }
        options.onProgress({ done: ++done, total, bytes: summary.bytes })
      }
    } finally {
      stopped = true
    }
    if (manifestLines.length) yield { name: MANIFEST_FILE, input: manifestFromLines(manifestLines), lastModified }
  }

  return { entries: entries(), summary }
}
