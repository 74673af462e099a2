// Where an export's zip goes. Where the browser can write to a file the organizer picks
// (showSaveFilePicker: Chromium on desktop), the zip is written there as it is made, so memory
// stays flat however large it grows. Elsewhere it is gathered and handed over as one download when
// complete (Firefox, Safari, phones): fine for an event's photos, though it holds the whole zip.

export type ZipTarget =
  | { kind: 'file'; name: string; write(stream: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<void> }
  | { kind: 'download'; name: string; write(stream: ReadableStream<Uint8Array>, signal: AbortSignal): Promise<Blob> }

interface SaveFilePickerWindow {
  showSaveFilePicker?: (options: {
    suggestedName: string
    types: { description: string; accept: Record<string, string[]> }[]
  }) => Promise<{ createWritable(): Promise<WritableStream<Uint8Array>> }>
}

export const canWriteFiles = () => typeof (window as SaveFilePickerWindow).showSaveFilePicker === 'function'

/**
 * Asks where to save (call it straight from the click: the picker needs the tap's user activation);
 * null when the organizer closed the picker.
 */
export async function chooseZipTarget(name: string): Promise<ZipTarget | null> {
  const picker = (window as SaveFilePickerWindow).showSaveFilePicker
  if (typeof picker !== 'function') {
    return { kind: 'download', name, write: (stream, signal) => new Response(stream.pipeThrough(new TransformStream(), { signal })).blob() }
  }
  let handle
  try {
    handle = await picker.call(window, { suggestedName: name, types: [{ description: 'Zip archive', accept: { 'application/zip': ['.zip'] } }] })
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
