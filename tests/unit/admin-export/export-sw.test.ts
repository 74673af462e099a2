// The export's service worker (public/export-sw.js) run against a stand-in for its global scope:
// it asks the page for the zip one chunk at a time, and for the next only once the download has
// read the last, so however slowly the download goes it holds at most one chunk of the zip.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { settle } from '../settle'

const ORIGIN = 'https://portal.example'
type Listener = (event: unknown) => void

/** The worker's script, loaded into a scope whose events the test sends. */
function loadWorker() {
  const listeners = new Map<string, Listener>()
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => Promise.resolve(),
    clients: { claim: () => Promise.resolve() },
  }
  const source = readFileSync(join(import.meta.dirname, '../../../public/export-sw.js'), 'utf8')
  new Function('self', source)(scope)
  return (type: string, event: unknown) => listeners.get(type)!(event)
}

describe('export service worker', () => {
  it('pulls the zip from the page a chunk at a time, only as fast as the download reads it', async () => {
    const dispatch = loadWorker()
    const channel = new MessageChannel()
    const page = channel.port1
    const chunks = 30
    let sent = 0
    let started = false
    page.onmessage = ({ data }: MessageEvent<{ pull?: true; started?: true }>) => {
      if (data.started) started = true
      // the page answers each pull with the zip's next chunk, at once (a fast zip writer)
      if (data.pull) page.postMessage(sent < chunks ? { chunk: new Uint8Array([sent++]) } : { done: true })
    }
    dispatch('message', { data: { type: 'export-download', id: 'abc', name: 'event.zip', port: channel.port2 } })
    let response: Promise<Response> | undefined
    dispatch('fetch', {
      request: { url: `${ORIGIN}/__export/abc/event.zip` },
      respondWith: (r: Response | Promise<Response>) => (response = Promise.resolve(r)),
    })
    const reader = (await response!).body!.getReader()
    await settle(5)
    expect(started).toBe(true)
    let read = 0
    const bytes: number[] = []
    for (;;) {
      // the download is slow: by now every message the worker and page exchanged has arrived
      await settle(5)
      // one chunk waiting in the worker for the download, no more
      expect(sent - read).toBeLessThanOrEqual(1)
      const { value, done } = await reader.read()
      if (done) break
      read++
      bytes.push(...value)
    }
    expect(bytes).toEqual(Array.from({ length: chunks }, (_, i) => i))
    page.close()
  })
})
