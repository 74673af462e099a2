// The event export's progress as the page shows it: photos finish far faster than a person reads a
// count, so the hook re-renders a few times a second however many photos the event has, still
// shows the last count, and Cancel stops it. The hook's clock is the page's timers: they are faked
// and moved a millisecond at a time, each step in its own act(), so React renders once for every
// step the hook asked to, as it would once per frame in a browser; the renders counted are the
// hook's own. The backend, the picture worker and the disk are fakes that take time on that clock.
import { Blob as NodeBlob } from 'node:buffer'
import { act, renderHook } from '@testing-library/react'
import { fetchPhoto, listExportPlayers, type ExportDestination } from '@/lib/api'
import type { ExportProgress } from '@/features/admin-export/run-export'
import { PROGRESS_EVERY_MS, useEventExport, type ExportState } from '@/features/admin-export/use-event-export'
import { exportPlayer, tvDestination } from './export-fixtures'

const fake = vi.hoisted(() => {
  /** `ms` on the (faked) clock; rejects as a real request does when its signal aborts */
  const wait = (ms: number, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      signal?.throwIfAborted()
      const timer = setTimeout(resolve, ms)
      signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason as Error)), { once: true })
    })
  return { wait, FETCH_MS: 2, RENDER_MS: 2 }
})

vi.mock('@/components/toast', () => import('../toast-mock'))
vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }))
vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  listExportPlayers: vi.fn(),
  fetchPhoto: vi.fn(),
}))
// the worker: one picture at a time (the pipeline queues them), each a copy of its photo
vi.mock('@/features/admin-export/render-rendition', () => ({
  startRenderer: () => ({
    render: async (request: { photo: Blob }) => {
      await fake.wait(fake.RENDER_MS)
      return {
        ok: true,
        blob: new Blob([await request.photo.arrayBuffer()]),
        size: { width: 100, height: 100 },
        smaller: false,
        narrowed: false,
      }
    },
    close: () => undefined,
  }),
}))

// The real zip writer needs a Blob that streams, as browsers' do; jsdom's can't.
vi.stubGlobal('Blob', NodeBlob)

const PHOTOS = 400

// the zip writer can't take a text entry under jsdom (its TextEncoder's bytes are not the
// writer's Uint8Array); the manifest is not what this file is about
const destination: ExportDestination = { ...tvDestination, manifest: false }

/** The file the organizer picked: counts what is written; its closing waits for `finish()`. */
function pickedFile() {
  let finish = () => {}
  const finished = new Promise<void>((resolve) => (finish = resolve))
  const disk = { bytes: 0, closing: false, aborted: false, finish: () => finish() }
  const writable = () =>
    new WritableStream<Uint8Array>({
      write: (chunk) => void (disk.bytes += chunk.byteLength),
      close: () => ((disk.closing = true), finished),
      abort: () => void (disk.aborted = true),
    })
  Object.assign(window, { showSaveFilePicker: async () => ({ createWritable: async () => writable() }) })
  return disk
}

function renderExport() {
  const rendered: ExportState[] = []
  const view = renderHook(() => {
    const hook = useEventExport('MJWC 2025', 'mjwc2025')
    rendered.push(hook.state)
    return hook
  })
  /** every progress the page was rendered with, once each */
  const progressShown = (): ExportProgress[] =>
    [...new Set(rendered)].flatMap((state) => (state.status === 'running' && state.progress ? [state.progress] : []))
  return { view, state: () => view.result.current.state, progressShown }
}

/** Moves the clock a millisecond at a time until `reached` holds. */
async function runUntil(reached: () => boolean, limitMs = 10_000) {
  for (let ms = 0; !reached(); ms++) {
    if (ms > limitMs) throw new Error(`not reached after ${limitMs} ms`)
    await act(() => vi.advanceTimersByTimeAsync(1))
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.mocked(listExportPlayers).mockResolvedValue(Array.from({ length: PHOTOS }, (_, i) => exportPlayer(i + 1)))
  vi.mocked(fetchPhoto).mockImplementation(async (url, signal) => {
    await fake.wait(fake.FETCH_MS, signal)
    return new Blob([String(url)])
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.clearAllMocks()
  Reflect.deleteProperty(window, 'showSaveFilePicker')
})

describe("useEventExport's progress", () => {
  it('re-renders a few times a second, not once per photo, and shows the last count before the zip is done', async () => {
    const disk = pickedFile()
    const { view, state, progressShown } = renderExport()
    const started = performance.now()
    act(() => view.result.current.start(destination, null))
    // every photo is in the zip; the disk is still taking its last bytes
    await runUntil(() => disk.closing)
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_EVERY_MS))
    const elapsed = performance.now() - started
    expect(state().status).toBe('running')
    const shown = progressShown()
    expect(shown.at(-1)).toEqual({ done: PHOTOS, total: PHOTOS, bytes: expect.any(Number) as number })
    // the premise: photos finish far faster than the interval
    expect(elapsed / PHOTOS).toBeLessThan(PROGRESS_EVERY_MS / 10)
    // one render at the start, then at most one an interval: bounded by time, not the photo count
    expect(shown.length).toBeLessThanOrEqual(Math.floor(elapsed / PROGRESS_EVERY_MS) + 1)
    expect(shown.length).toBeGreaterThan(1)
    expect(shown.map((p) => p.done)).toEqual([...shown.map((p) => p.done)].sort((a, b) => a - b))

    disk.finish()
    await runUntil(() => state().status === 'done')
    expect(state()).toMatchObject({ status: 'done', summary: { written: PHOTOS, skipped: [] } })
    expect(disk.bytes).toBeGreaterThan(0)
  })

  it('stops at Cancel: no photo fetched and no progress shown after it', async () => {
    const disk = pickedFile()
    const { view, state, progressShown } = renderExport()
    act(() => view.result.current.start(destination, null))
    await runUntil(() => (progressShown().at(-1)?.done ?? 0) > 0)
    act(() => view.result.current.cancel())
    await runUntil(() => state().status === 'cancelled')
    const fetched = vi.mocked(fetchPhoto).mock.calls.length
    const shown = progressShown().length
    expect(progressShown().at(-1)!.done).toBeLessThan(PHOTOS)

    // long enough for the rest of the photos and for any progress still waiting to be shown
    await act(() => vi.advanceTimersByTimeAsync(PHOTOS * (fake.FETCH_MS + fake.RENDER_MS) + PROGRESS_EVERY_MS))
    expect(state().status).toBe('cancelled')
    expect(progressShown()).toHaveLength(shown)
    expect(vi.mocked(fetchPhoto).mock.calls.length).toBe(fetched)
    expect(disk.aborted).toBe(true)
    expect(disk.closing).toBe(false)
  })
})
