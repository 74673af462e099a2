// The Upload button: sends the processed photo once, shows honest progress, survives retries.
//
// - Progress is the real byte count from uploadPlayerPhoto. Only if nothing arrives within
//   SIMULATION_DELAY_MS (the ticket round trip on a slow network, or a browser without upload
//   progress) do the spec's simulated ticks run (+10 % every 200 ms up to 90 %), so the bar
//   never sits still at 0 while the player wonders if anything happens.
// - A double tap never uploads twice: useMutation's guard answers before React has re-rendered
//   the button as disabled, and holds until the wizard has reset after a success.
// - A failure keeps the photo (the reducer leaves it on Review) and toasts the spec's text.
// - Leaving the wizard (another player chosen) aborts the request and stops every timer.
// - A slow network is said early: no progress for UPLOAD_SLOW_NOTICE_MS, a failed
//   request being retried, or the browser going offline each show a notice with Keep waiting and
//   Cancel at once. Cancel keeps the photo on Review; a long outage ends in 'upload-offline' (the
//   data module's limits), never in an endless wait.
// - Refusals that retrying won't change (the player was removed from the roster, the photo was
//   approved meanwhile, the event now asks for consent, uploads closed: deadline passed or event
//   closed) are reported to onRefused, so the page can load what changed.
import { useCallback, useEffect, useRef, type Dispatch } from 'react'
import toast from '@/components/toast'
import {
  UPLOAD_SIMULATED_CAP_PERCENT,
  UPLOAD_SIMULATED_STEP_PERCENT,
  UPLOAD_SIMULATED_TICK_MS,
  UPLOAD_SLOW_NOTICE_MS,
  WIZARD_RESET_DELAY_MS,
} from '@/config/constants'
import { useT } from '@/i18n'
import { playerReloadOf, uploadPlayerPhoto, useMutation, type PlayerReload, type RosterPlayer } from '@/lib/api'
import { useTeamLink } from '../team-link-context'
import { uploadErrorKey } from './error-text'
import type { PhotoFinding } from '#common/photo-findings'
import type { ProcessedResult } from './image-types'
import type { WizardAction } from './use-wizard-state'

/** How long to wait for a first real progress event before falling back to simulated ticks. */
export const SIMULATION_DELAY_MS = 300
/** Real progress stops short of 100 until the server has confirmed the upload. */
const REAL_PROGRESS_CAP_PERCENT = 99
export const UPLOAD_ERROR_TOAST_ID = 'wizard-upload-error'

/** The server's refusals that mean the page's view of the team is out of date (src/lib/api/refusals.ts). */
export type UploadRefusal = PlayerReload

type Options = {
  player: RosterPlayer | null | undefined
  result: ProcessedResult | null
  dispatch: Dispatch<WizardAction>
  onUploaded: (updated: RosterPlayer) => void
  /** the player ticked the event's consent box (sent with the upload; the server checks it) */
  consent: boolean
  /** the photo checks' findings on the square being sent; null when no check answered */
  findings: readonly PhotoFinding[] | null
  onRefused?: (refusal: UploadRefusal, player: RosterPlayer) => void
}

type Upload = { player: RosterPlayer; result: ProcessedResult; consent: boolean; findings: readonly PhotoFinding[] | null }

export function usePhotoUpload({ player, result, findings, dispatch, onUploaded, consent, onRefused }: Options) {
  const { t, lang } = useT()
  const { event, code } = useTeamLink()
  const controller = useRef<AbortController | null>(null)
  const timers = useRef<{
    delay?: ReturnType<typeof setTimeout>
    tick?: ReturnType<typeof setInterval>
    reset?: ReturnType<typeof setTimeout>
    slow?: ReturnType<typeof setTimeout>
  }>({})
  // The latest callback, so a parent re-render during a long upload is honoured.
  const onUploadedRef = useRef(onUploaded)
  const onRefusedRef = useRef(onRefused)
  useEffect(() => {
    onUploadedRef.current = onUploaded
    onRefusedRef.current = onRefused
  }, [onUploaded, onRefused])

  const stopSimulation = useCallback(() => {
    clearTimeout(timers.current.delay)
    clearInterval(timers.current.tick)
    timers.current.delay = timers.current.tick = undefined
  }, [])

  // "No byte moved for a while": started with the upload, again on every progress event and
  // after Keep waiting; stopped when the upload ends.
  const armSlowNotice = useCallback(() => {
    clearTimeout(timers.current.slow)
    timers.current.slow = setTimeout(() => dispatch({ type: 'uploadSlow' }), UPLOAD_SLOW_NOTICE_MS)
  }, [dispatch])
  const stopSlowNotice = useCallback(() => {
    clearTimeout(timers.current.slow)
    timers.current.slow = undefined
  }, [])

  useEffect(
    () => () => {
      stopSimulation()
      stopSlowNotice()
      clearTimeout(timers.current.reset)
      controller.current?.abort()
    },
    [stopSimulation, stopSlowNotice],
  )

  const send = useMutation(
    async ({ player, result, consent, findings }: Upload) => {
      toast.dismiss(UPLOAD_ERROR_TOAST_ID)
      dispatch({ type: 'uploadStarted' })
      const abort = new AbortController()
      controller.current = abort
      armSlowNotice()
      // The browser going offline (or back) is said at once, not only after a failed request.
      const offline = () => dispatch({ type: 'uploadOffline' })
      const online = () => dispatch({ type: 'uploadOnline' })
      window.addEventListener('offline', offline)
      window.addEventListener('online', online)
      if (navigator.onLine === false) offline()

      let simulated = 0
      timers.current.delay = setTimeout(() => {
        timers.current.tick = setInterval(() => {
          simulated = Math.min(UPLOAD_SIMULATED_CAP_PERCENT, simulated + UPLOAD_SIMULATED_STEP_PERCENT)
          dispatch({ type: 'uploadProgress', percent: simulated, simulated: true })
          if (simulated >= UPLOAD_SIMULATED_CAP_PERCENT) clearInterval(timers.current.tick)
        }, UPLOAD_SIMULATED_TICK_MS)
      }, SIMULATION_DELAY_MS)

      let updated: RosterPlayer
      try {
        updated = await uploadPlayerPhoto({
          eventName: event.name,
          code,
          playerId: player.id,
          photo: result.photo,
          thumb: result.thumb,
          master: result.master,
          signal: abort.signal,
          consent,
          // the consent text the player read is the Spanish one on a Spanish page (consent-context.tsx)
          consentLang: lang === 'es' ? 'es' : 'en',
          findings,
          onProgress: (fraction) => {
            stopSimulation()
            armSlowNotice()
            dispatch({ type: 'uploadProgress', percent: Math.min(REAL_PROGRESS_CAP_PERCENT, fraction * 100) })
          },
          onRetry: () => {
            // Ticks during a back-off wait would claim progress that isn't happening.
            stopSimulation()
            dispatch({ type: 'uploadRetrying' })
          },
          onOffline: offline,
        })
      } catch (error) {
        // Once the player has left (or cancelled, which the reducer already shows), no failure is reported.
        throw abort.signal.aborted ? new DOMException('Upload aborted', 'AbortError') : error
      } finally {
        stopSimulation()
        stopSlowNotice()
        window.removeEventListener('offline', offline)
        window.removeEventListener('online', online)
      }
      if (abort.signal.aborted) throw new DOMException('Upload aborted', 'AbortError')
      dispatch({ type: 'uploadSucceeded' })
      onUploadedRef.current(updated)
      // Spec §9: the wizard resets to Select 500 ms after 100 %; until then the upload counts
      // as running, so no tap can start it again. Leaving the wizard clears the timer.
      await new Promise<void>((resolve) => {
        abort.signal.addEventListener('abort', () => resolve(), { once: true })
        timers.current.reset = setTimeout(() => {
          dispatch({ type: 'reset' })
          resolve()
        }, WIZARD_RESET_DELAY_MS)
      })
    },
    {
      errorToast: (error) => t(uploadErrorKey(error)),
      toastId: UPLOAD_ERROR_TOAST_ID,
      onError: (error, { player }) => {
        dispatch({ type: 'uploadFailed', error: uploadErrorKey(error) })
        const refusal = playerReloadOf(error)
        if (refusal) onRefusedRef.current?.(refusal, player)
      },
    },
  )

  const { mutate } = send
  const start = useCallback(async () => {
    if (!result || !player) {
      toast.error(t('wizard.missingData'), { id: UPLOAD_ERROR_TOAST_ID })
      return
    }
    await mutate({ player, result, consent, findings })
  }, [mutate, player, result, consent, findings, t])

  /** Cancel on the slow-network notice: stop sending; the photo stays for Upload again. */
  const cancel = useCallback(() => {
    const running = controller.current
    if (!running || running.signal.aborted) return
    dispatch({ type: 'uploadCancelled' })
    running.abort()
  }, [dispatch])

  /** Keep waiting on the notice: it goes, and comes back if nothing moves for a while again. */
  const keepWaiting = useCallback(() => {
    dispatch({ type: 'uploadKeepWaiting' })
    if (timers.current.slow !== undefined) armSlowNotice()
  }, [dispatch, armSlowNotice])

  return { start, cancel, keepWaiting }
}
