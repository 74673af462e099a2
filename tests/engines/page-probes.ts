// Functions that run inside the page under test (their source is sent through the driver, so each
// uses only its arguments and the page's globals), and the shapes they return.

export type Watch = { events: string[]; dialogs: string[] }

/**
 * Installs, once per page load, a record of (1) the file input's change events and what the
 * app's workers did (started, ready, each reply, failures), so the test can tell whether the image
 * pipeline and the HEIC decoder ran in a worker or fell back to the main thread
 * (src/lib/image/pipeline.ts, heic.ts), and (2) every alertdialog text shown, so a short-lived
 * 'Upload Successful' is seen however the test polls.
 * The app creates its workers lazily with the global Worker, so wrapping it after load is enough.
 */
export function installWatch(): boolean {
  const host = window as unknown as { __engineWatch?: Watch }
  if (host.__engineWatch) return false
  const watch: Watch = { events: [], dialogs: [] }
  host.__engineWatch = watch
  const Native = window.Worker
  if (typeof Native === 'function') {
    const Spied = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options)
        const name = options?.name ?? 'worker'
        watch.events.push(`${name}: started`)
        this.addEventListener('message', (event: MessageEvent) => {
          const data = event.data as { ready?: boolean; ok?: boolean; code?: string; detail?: string } | null
          if (data?.ready) watch.events.push(`${name}: ready`)
          else if (data?.ok === true) watch.events.push(`${name}: ok`)
          else if (data?.ok === false) watch.events.push(`${name}: ${data.code} (${data.detail})`)
        })
        this.addEventListener('error', (event: ErrorEvent) => watch.events.push(`${name}: error (${event.message})`))
      }
    }
    window.Worker = Spied
  }
  // Capture phase on the document: before React's handler empties the input for the next pick.
  document.addEventListener(
    'change',
    (event) => {
      const input = event.target
      if (input instanceof HTMLInputElement && input.type === 'file')
        watch.events.push(`file input: change (${input.files?.length ?? 0} file)`)
    },
    true,
  )
  const record = () => {
    for (const dialog of document.querySelectorAll('[role="alertdialog"]')) {
      // Text nodes joined with spaces: textContent runs the heading into the message.
      const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT)
      const parts: string[] = []
      while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '')
      const text = parts.join(' ').replace(/\s+/g, ' ').trim()
      if (text && !watch.dialogs.includes(text)) watch.dialogs.push(text)
    }
  }
  new MutationObserver(record).observe(document.body, { childList: true, subtree: true, characterData: true })
  return true
}

export function readWatch(): Watch {
  // Without the record the page was loaded again since installWatch (a reload, a navigation).
  return (
    (window as unknown as { __engineWatch?: Watch }).__engineWatch ?? { events: ['(no record: the page was loaded again)'], dialogs: [] }
  )
}

/** Takes away what old Safari lacks (module workers with OffscreenCanvas), so the app must fall back. */
export function removeWorkerApis(): boolean {
  Reflect.deleteProperty(window, 'OffscreenCanvas')
  Reflect.deleteProperty(window, 'Worker')
  return typeof OffscreenCanvas === 'undefined' && typeof Worker === 'undefined'
}

/** The wizard's step (data-wizard-step) and, on that step, whether its picture is on screen. */
export function wizardState(alt: string): { step: string | null; picture: 'none' | 'loading' | 'portrait' | 'landscape' | 'square' } {
  const step = document.querySelector('[data-wizard-step]')?.getAttribute('data-wizard-step') ?? null
  const node = [...document.querySelectorAll('img[alt], [role="img"][aria-label]')].find(
    (el) => (el.getAttribute('alt') ?? el.getAttribute('aria-label')) === alt,
  )
  if (!node) return { step, picture: 'none' }
  if (node instanceof HTMLImageElement && !(node.complete && node.naturalWidth > 0)) return { step, picture: 'loading' }
  const box = node.getBoundingClientRect()
  if (box.width < 1 || box.height < 1) return { step, picture: 'loading' }
  // As laid out on screen: a portrait photo shown sideways would be wider than tall.
  const ratio = box.height / box.width
  return { step, picture: ratio > 1.05 ? 'portrait' : ratio < 0.95 ? 'landscape' : 'square' }
}

export type Capabilities = Record<string, string | boolean>

/**
 * What this engine offers the image pipeline, tried on the main thread: OffscreenCanvas, module
 * workers, createImageBitmap's EXIF and resize options, JPEG encoding, native HEIC decoding, and
 * WebCodecs' ImageDecoder asked for half the size (src/lib/image/scaled-decode.ts uses it where it
 * turns the picture exactly as createImageBitmap does).
 * `portraitO6` is a 640×480 JPEG with EXIF orientation 6 (upright 480×640), `heic` an HEIC file,
 * both base64.
 */
export async function probeCapabilities(portraitO6: string, heic: string): Promise<Capabilities> {
  const blobOf = (base64: string, type: string) => new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type })
  const jpeg = blobOf(portraitO6, 'image/jpeg')
  const out: Capabilities = {
    OffscreenCanvas: typeof OffscreenCanvas !== 'undefined',
    'OffscreenCanvas 2d': typeof OffscreenCanvas !== 'undefined' && new OffscreenCanvas(1, 1).getContext('2d') !== null,
  }
  const size = async (options?: ImageBitmapOptions) => {
    try {
      const bitmap = await createImageBitmap(jpeg, options)
      const text = `${bitmap.width}×${bitmap.height}`
      bitmap.close()
      return text
    } catch (error) {
      return `throws ${error instanceof Error ? error.name : String(error)}`
    }
  }
  out["createImageBitmap(EXIF 6) with imageOrientation 'from-image'"] = await size({ imageOrientation: 'from-image' })
  out['createImageBitmap(EXIF 6) without options'] = await size()
  out['createImageBitmap resizeWidth/resizeHeight honoured'] =
    (await size({ resizeWidth: 48, resizeHeight: 64, resizeQuality: 'high' })) === '48×64'
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = 8
  out['canvas.toBlob image/jpeg'] = await new Promise<string>((resolve) =>
    canvas.toBlob((b) => resolve(b?.type ?? 'null'), 'image/jpeg', 0.9),
  )
  if (typeof OffscreenCanvas !== 'undefined') {
    out['OffscreenCanvas.convertToBlob image/jpeg'] = (
      await new OffscreenCanvas(8, 8).convertToBlob({ type: 'image/jpeg', quality: 0.9 })
    ).type
  }
  try {
    const bitmap = await createImageBitmap(blobOf(heic, 'image/heic'))
    out['HEIC decoded natively'] = `${bitmap.width}×${bitmap.height}`
    bitmap.close()
  } catch {
    out['HEIC decoded natively'] = false
  }
  type Decoder = new (init: { data: ReadableStream<Uint8Array>; type: string; desiredWidth: number; desiredHeight: number }) => {
    decode(): Promise<{ image: VideoFrame }>
    close(): void
  }
  const ImageDecoderClass = (globalThis as { ImageDecoder?: Decoder }).ImageDecoder
  if (!ImageDecoderClass) out['ImageDecoder, half size asked (EXIF 6)'] = 'absent'
  else {
    try {
      const decoder = new ImageDecoderClass({ data: jpeg.stream(), type: 'image/jpeg', desiredWidth: 320, desiredHeight: 240 })
      const { image } = await decoder.decode()
      const bitmap = await createImageBitmap(image)
      out['ImageDecoder, half size asked (EXIF 6)'] = `${bitmap.width}×${bitmap.height}`
      bitmap.close()
      image.close()
      decoder.close()
    } catch (error) {
      out['ImageDecoder, half size asked (EXIF 6)'] = `throws ${error instanceof Error ? error.name : String(error)}`
    }
  }
  out.devicePixelRatio = String(window.devicePixelRatio)
  return out
}
