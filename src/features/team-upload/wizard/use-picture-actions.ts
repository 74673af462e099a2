// The wizard's slow steps: opening a picture (file or camera frame) and making the photo from the
// crop. Both run off the main thread in the image module; this hook only sequences them, shows
// what is happening and turns failures into a message that loses nothing.
import { useCallback, useEffect, useRef, type Dispatch } from 'react'
import toast from '@/components/toast'
import { useT } from '@/i18n'
import { FACE_PLACEMENT_WAIT_MS } from '@/config/constants'
import type { CropRect } from '@/lib/image/crop'
import type { FaceBox, ImageType } from '@/lib/image'
import { imageErrorKey, type PlainKey } from './error-text'
import { isRefusedPicture, pictureClaim } from './picture-claim'
import { loadImagePipeline } from './lazy-steps'
import type { LoadedSource } from './image-types'
import type { Origin, WizardAction } from './use-wizard-state'

export const IMAGE_ERROR_TOAST_ID = 'wizard-image-error'

type ImagePipeline = Awaited<ReturnType<typeof loadImagePipeline>>

/**
 * The file's first bytes (a JPEG's header is in them: the worker need not read them again), and
 * what they say the picture is: HEIC needs a (slow, lazily loaded) conversion, worth saying while
 * it runs, and a GIF is refused before anything is decoded. undefined: unreadable, or the image
 * module could not load (loadImage reports both properly).
 */
async function sniffPicture(file: Blob): Promise<{ head: Uint8Array; type: ImageType | null } | undefined> {
  try {
    const { sniffImageType, HEAD_BYTES } = await loadImagePipeline()
    const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer())
    return { head, type: sniffImageType(head) }
  } catch {
    return undefined
  }
}

/** `photoSide`: the event's stored photo size (events.photo_side; null = the portal's default). */
export function usePictureActions(dispatch: Dispatch<WizardAction>, photoSide: number | null = null) {
  const { t } = useT()
  const lastLoadId = useRef(0)
  const face = useRef<typeof import('@/lib/face') | null>(null)
  // the face the check found in each picture: the master (made after the square) is framed from it
  const faces = useRef(new WeakMap<LoadedSource, FaceBox>())
  const pipeline = useRef<ImagePipeline | null>(null)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const fail = useCallback(
    (key: PlainKey) => {
      // At the bottom: at the top it hid the page's deadline line (the wizard says it in the step too).
      toast.error(t(key), { id: IMAGE_ERROR_TOAST_ID, position: 'bottom-center' })
    },
    [t],
  )

  /** The face check: Crop waits for it to place the square on the face, at most
   *  FACE_PLACEMENT_WAIT_MS; its warnings come whenever it answers. If it can't run (old browser,
   *  model not loaded), the centred square shows at once and nothing else changes. */
  const checkFaces = useCallback(
    async (loadId: number, source: LoadedSource) => {
      const waited = setTimeout(() => dispatch({ type: 'locateEnded', loadId }), FACE_PLACEMENT_WAIT_MS)
      try {
        const { checkPhoto } = await import('@/lib/face')
        const check = source.preview ? await checkPhoto(source.preview, source) : null
        if (check?.face) faces.current.set(source, check.face)
        if (check && mounted.current && loadId === lastLoadId.current) dispatch({ type: 'photoChecked', loadId, check })
      } catch (error) {
        console.warn('Face check unavailable:', error)
      } finally {
        clearTimeout(waited)
        if (mounted.current) dispatch({ type: 'locateEnded', loadId })
      }
    },
    [dispatch],
  )

  /** Decodes a chosen file or a camera frame and goes to Crop; on failure stays put with a message. */
  const openPicture = useCallback(
    async (file: Blob, origin: Origin) => {
      const loadId = ++lastLoadId.current
      const sniffed = await sniffPicture(file)
      const heic = sniffed?.type === 'heic'
      const claim = pictureClaim(file)
      if (!mounted.current || loadId !== lastLoadId.current) return
      // Spec §5 takes JPEG, PNG and WebP (and we convert iPhone HEIC): a GIF is refused with a
      // text that says what to choose instead, never taken in as if it were a photo.
      const refused = isRefusedPicture(sniffed?.type, claim)
      // The decode starts before anything else here (the worker has the file before this page
      // renders 'Preparing photo…'); the rest runs beside it.
      const start = (loaded: ImagePipeline) => {
        pipeline.current = loaded
        return loaded.loadImage(file, { head: sniffed?.head, maxSide: loaded.photoSideFor(photoSide) })
      }
      // (the module is in when the sniff worked: awaited here, the request still goes first)
      const ready = sniffed && !refused ? await loadImagePipeline().catch(() => undefined) : undefined
      if (!mounted.current || loadId !== lastLoadId.current) return
      const loading = refused ? null : ready ? start(ready) : loadImagePipeline().then(start)
      loading?.catch(() => undefined) // answered below: not an unhandled rejection meanwhile
      dispatch({ type: 'loadStarted', loadId, busy: heic ? 'converting' : 'preparing' })
      // the face check: usually warmed with the picker already (lazy-steps.ts); kept
      // here for 'Use photo' to hold it
      import('@/lib/face').then(
        (m) => {
          face.current = m
          m.warmFaceCheck()
        },
        () => undefined,
      )
      toast.dismiss(IMAGE_ERROR_TOAST_ID)
      if (!loading) {
        dispatch({ type: 'loadFailed', loadId, error: 'wizard.unsupportedType' })
        fail('wizard.unsupportedType')
        return
      }
      let source: LoadedSource
      try {
        source = await loading
      } catch (error) {
        console.error('Could not open the picture:', error)
        if (!mounted.current) return
        // The toast keeps the spec's wording; the message in the step adds what to do for HEIC.
        dispatch({ type: 'loadFailed', loadId, error: imageErrorKey(error, heic, claim) })
        fail(imageErrorKey(error, false, claim))
        return
      }
      // The player left the wizard meanwhile: nobody will show this preview, free it now.
      if (!mounted.current || loadId !== lastLoadId.current) return source.revoke()
      // the main-thread fallback (no preview) has no worker for the detector either
      dispatch({ type: 'loadSucceeded', loadId, source, origin, locate: Boolean(source.preview) })
      if (source.preview) void checkFaces(loadId, source)
    },
    [dispatch, fail, checkFaces, photoSide],
  )

  // One 'prepare' at a time, for the latest square: a drag changes it every frame.
  const preparing = useRef<{ running: boolean; next?: [LoadedSource, CropRect] }>({ running: false })
  /** The square on the crop screen changed (the face check moved it, the player zoomed): the
   *  worker decodes what it needs now, not when 'Use photo' waits for it. */
  const prepareCrop = useCallback(
    (source: LoadedSource, crop: CropRect) => {
      const state = preparing.current
      state.next = [source, crop]
      if (state.running) return
      state.running = true
      void (async () => {
        try {
          for (let next = state.next; next && pipeline.current; next = state.next) {
            state.next = undefined
            await pipeline.current.prepareCrop(next[0], next[1], { maxSide: pipeline.current.photoSideFor(photoSide) })
          }
        } finally {
          state.running = false
          state.next = undefined
        }
      })()
    },
    [photoSide],
  )

  /** 'Use photo': crops, resizes and encodes in the worker, then Review. */
  const makePhoto = useCallback(
    async (source: LoadedSource, crop: CropRect) => {
      // A face check still running waits: it wants the cores the photo is made on, and its
      // answer now only adds the warnings on Review, which come a moment later.
      const releaseFaceCheck = face.current?.holdFaceCheck()
      // The worker gets the crop before 'Processing…' is rendered (that held it up by a frame).
      const make = (p: ImagePipeline) =>
        p.processImage(source, crop, { maxSide: p.photoSideFor(photoSide) }).then((photo) => ({ photo, p }))
      const making = pipeline.current ? make(pipeline.current) : loadImagePipeline().then(make)
      dispatch({ type: 'processStarted' })
      toast.dismiss(IMAGE_ERROR_TOAST_ID)
      try {
        const { photo, p } = await making
        if (!mounted.current) return
        // the master follows in the worker while Review shows and the square uploads
        const master = p.processMaster(source, crop, faces.current.get(source) ?? null, photo)
        dispatch({ type: 'processSucceeded', result: { ...photo, master, previewUrl: URL.createObjectURL(photo.photo) } })
      } catch (error) {
        console.error('Could not make the photo:', error)
        if (!mounted.current) return
        const key = imageErrorKey(error)
        dispatch({ type: 'processFailed', error: key })
        fail(key)
      } finally {
        releaseFaceCheck?.()
      }
    },
    [dispatch, fail, photoSide],
  )

  return { openPicture, makePhoto, prepareCrop }
}
