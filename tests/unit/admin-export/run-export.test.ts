// The export's pipeline as the zip writer drives it: photos are fetched and made into pictures only
// a bounded window ahead of the entry the zip is writing, however slowly it writes and however
// many photos the event has; the worker gets one picture at a time; failures are skipped in place.
import { describe, expect, it } from 'vitest'
import { planExport, type ExportPlan } from '@/features/admin-export/plan-export'
import { MANIFEST_FILE, runExport, type RunExportOptions, type ZipEntry } from '@/features/admin-export/run-export'
import type { RenditionRequest, RenditionResult } from '@/features/admin-export/rendition-protocol'
import { settle } from '../settle'
import { exportPlayer, tvDestination } from './export-fixtures'

const destination = tvDestination

const planOf = (count: number): ExportPlan =>
  planExport(
    'MJWC 2025',
    Array.from({ length: count }, (_, i) => exportPlayer(i + 1)),
    destination,
  )!

/** A fake backend and worker that count what the pipeline has asked for and not yet handed on. */
function counters(opts: { failFetch?: (url: string) => boolean } = {}) {
  const c = { fetched: 0, rendering: 0, maxRendering: 0, rendered: 0 }
  const options: Omit<RunExportOptions, 'ahead' | 'signal'> = {
    fetchPhoto: async (url) => {
      c.fetched++
      await settle(1)
      if (opts.failFetch?.(url)) throw new Error('404')
      return new Blob([url])
    },
    render: async (request: RenditionRequest): Promise<RenditionResult> => {
      c.rendering++
      c.maxRendering = Math.max(c.maxRendering, c.rendering)
      await settle(2)
      c.rendering--
      c.rendered++
      return {
        ok: true,
        blob: new Blob([await request.photo.text(), '!']),
        size: { width: 100, height: 100 },
        smaller: false,
        narrowed: false,
      }
    },
    onProgress: () => undefined,
  }
  return { c, options }
}

describe('runExport', () => {
  it('reads no further ahead than its window, however slowly the zip takes entries', async () => {
    const ahead = 3
    const { c, options } = counters()
    const plan = planOf(40)
    const run = runExport(plan, destination, { ...options, ahead, signal: new AbortController().signal })
    const names: string[] = []
    for await (const entry of run.entries) {
      names.push(entry.name)
      // the zip is slow: every fetch and picture the pipeline started has long finished by now
      await settle(20)
      const taken = names.length
      // the entry being written plus the window; an unbounded pipeline would have fetched all 40
      expect(c.fetched - taken).toBeLessThanOrEqual(ahead)
      expect(c.rendered - taken).toBeLessThanOrEqual(ahead)
      // the plan lets go of each file the window has taken: what is written is not held on to
      expect(plan.files).toHaveLength(Math.max(0, 40 - taken - ahead))
      if (taken < 40 - ahead) {
        // …and the window is kept full, so the worker has the next pictures ready
        expect(c.fetched - taken).toBe(ahead)
        expect(c.rendered - taken).toBe(ahead)
      }
    }
    expect(c.fetched).toBe(40)
    expect(c.maxRendering).toBe(1)
    expect(names).toHaveLength(41)
    expect(names.at(-1)).toBe(MANIFEST_FILE)
    expect(run.summary).toMatchObject({ written: 40, skipped: [] })
  })

  it('hands entries over in plan order with each picture, and skips a photo it cannot fetch in its place', async () => {
    const { c, options } = counters({ failFetch: (url) => url.endsWith('/2.jpg') })
    const run = runExport(planOf(4), destination, { ...options, ahead: 2, signal: new AbortController().signal })
    const entries: ZipEntry[] = []
    for await (const entry of run.entries) entries.push(entry)
    expect(entries.map((e) => e.name)).toEqual(['1_Player 001.jpg', '3_Player 003.jpg', '4_Player 004.jpg', MANIFEST_FILE])
    expect(await (entries[1]!.input as Blob).text()).toBe('http://x/3.jpg!')
    expect(run.summary.written).toBe(3)
    expect(run.summary.skipped.map((s) => [s.player.id, s.reason])).toEqual([[2, 'fetch-failed']])
    expect(c.rendered).toBe(3)
  })

  it('makes no more pictures once the zip stops taking entries', async () => {
    const { c, options } = counters()
    const run = runExport(planOf(20), destination, { ...options, ahead: 4, signal: new AbortController().signal })
    await run.entries.next()
    await run.entries.return(undefined)
    const rendered = c.rendered
    await settle(50)
    // what was already in the worker may finish; nothing new is started
    expect(c.rendered - rendered).toBeLessThanOrEqual(1)
    expect(c.fetched).toBeLessThanOrEqual(1 + 4)
  })
})
