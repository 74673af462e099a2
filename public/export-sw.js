// The export's download stream, for browsers without a save picker (Firefox, Safari, phones):
// the page hands this worker a MessagePort, then opens /__export/<id>/<name> in a hidden frame;
// the worker answers that one request with a ReadableStream fed by the page a chunk at a time, so
// the zip goes to disk as it is made and memory stays flat however large it grows.
// Registered with the scope /__export/ only: it never sees the app's pages, API calls or photos,
// keeps no cache, and answers nothing but a download the page has just announced.
// Plain JavaScript served as it is (public/): a service worker's script must keep its URL.
'use strict'

/** id → { stream, name }: announced downloads whose request has not come yet. */
const announced = new Map()

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

self.addEventListener('message', (event) => {
  const data = event.data
  // anything else is the page's keep-alive while a download runs: receiving a message event is
  // what keeps the browser from stopping an idle worker mid-download
  if (!data || data.type !== 'export-download') return
  const { id, name, port } = data
  if (typeof id !== 'string' || typeof name !== 'string' || !(port instanceof MessagePort)) return
  let arrived = () => undefined
  const stream = new ReadableStream(
    {
      start(controller) {
        port.onmessage = ({ data: message }) => {
          if (message.chunk) controller.enqueue(message.chunk)
          else if (message.done) controller.close()
          else if (message.abort) controller.error(new Error('The export was stopped'))
          arrived()
        }
      },
      // one chunk asked for at a time, and the next only once it came: the page reads the zip
      // no faster than the download takes it
      pull() {
        return new Promise((resolve) => {
          arrived = resolve
          port.postMessage({ pull: true })
        })
      },
      cancel() {
        port.postMessage({ cancelled: true })
      },
    },
    { highWaterMark: 1 },
  )
  announced.set(id, { stream, name, port })
  port.postMessage({ ready: true })
})

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/__export/')) return
  const id = url.pathname.split('/')[2] ?? ''
  const download = announced.get(id)
  if (!download) return // nothing announced: the server answers (the app's not-found page)
  announced.delete(id)
  download.port.postMessage({ started: true })
  event.respondWith(
    new Response(download.stream, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(download.name)}`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    }),
  )
})
