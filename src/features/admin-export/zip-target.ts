// Where an export's zip goes, so that memory stays flat however large it grows:
// - where the browser can write to a file the organizer picks (showSaveFilePicker: Chromium on a
//   computer), the zip is written there as it is made;
// - elsewhere (Firefox, Safari, phones) it is streamed into the browser's own download through
//   the export's service worker (stream-download.ts);
// - only where no service worker can run (a private window in some browsers, a page not served
//   over HTTPS) is it gathered in memory and handed over as one download when complete. The page
//   says so beforehand (zipGoesToMemory).
import { canStreamDownload, streamDownload, StreamNotStarted } from './stream-download'

export type ZipTarget =
  | { kind: 'file'; name: string; write(stream: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<void> }
  /** resolves with the zip when it had to be gathered in memory after all (the worker never started) */
  | { kind: 'stream'; name: string; write(stream: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<Blob | void> }
  | { kind: 'download'; name: string; write(stream: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<Blob> }

interface SaveFilePickerWindow {
  showSaveFilePicker?: (options: {
    suggestedName: string
    types: { description: string; accept: Record<string, string[]> }[]
  }) => Promise<{ createWritable(): Promise<WritableStream<Uint8Array>> }>
}

export const canWriteFiles = () => typeof (window as SaveFilePickerWindow).showSaveFilePicker === 'function'

/** Neither a save picker nor a service worker: the zip is held in memory until it is complete. */
export const zipGoesToMemory = () => !canWriteFiles() && !canStreamDownload()

const inMemory = (stream: ReadableStream<Uint8Array>, signal: AbortSignal) =>
  new Response(stream.pipeThrough(new TransformStream(), { signal })).blob()

/**
 * Asks where to save (call it straight from the click: the picker needs the tap's user activation);
 * null when the organizer closed the picker.
 */
export async function chooseZipTarget(name: string): Promise<ZipTarget | null> {
  const picker = (window as SaveFilePickerWindow).showSaveFilePicker
  if (typeof picker !== 'function') {
    if (canStreamDownload()) {
      return {
        kind: 'stream',
        name,
        write: async (stream, signal) => {
          try {
            await streamDownload(name, stream, signal)
          } catch (error) {
            if (!(error instanceof StreamNotStarted)) throw error
            console.warn('Streamed download unavailable, the zip is gathered in memory:', error)
            return inMemory(stream, signal)
          }
        },
      }
    }
    return { kind: 'download', name, write: inMemory }
  }
  let handle
  try {
    handle = await picker.call(window, {
      suggestedName: name,
      types: [{ description: 'Zip archive', accept: { 'application/zip': ['.zip'] } }],
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null
    throw error
  }
  return {
    kind: 'file',
    name,
    // an aborted pipe aborts the writable: the file keeps what it had, not a broken zip
    write: async (stream, signal) => stream.pipeTo(await handle.createWritable(), { signal }),
  }
}
