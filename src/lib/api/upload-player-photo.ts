// A player's upload: ticket → photo + thumbnail to Storage → finish; then, with the player
// already told it succeeded, the head-and-shoulders master under the same ticket (upload-master.ts).
// Survives a dropping network: each step is retried with back-off, a stored object is never sent
// twice, and the caller keeps the processed photo, so the player never starts over.
import { publicRest } from '@/lib/supabase'
import type { PhotoFinding } from '#common/photo-findings'
import type { MasterPhoto } from '@/lib/image'
import { UPLOAD_MAX_ATTEMPTS, UPLOAD_OFFLINE_GIVE_UP_MS, UPLOAD_RETRY_BASE_MS, UPLOAD_STALL_TIMEOUT_MS } from '@/config/constants'
import { ApiError, firstRow, isAbortError, isPlayerRefusal, needsNewTicket, toApiError } from './errors'
import { attemptGuard, isOffline, waitOnline } from './upload-network'
import { backoffMs, retryable, storeOnce, wait } from './upload-retry'
import { sendMaster, type MasterOutcome } from './upload-master'
import { toRosterPlayer, type RosterPlayer } from './get-team-roster'

export type UploadPlayerPhotoInput = {
  eventName: string
  code: string
  playerId: number | null | undefined
  photo: Blob | null | undefined
  thumb: Blob | null | undefined
  /**
   * The head-and-shoulders master, usually still being made when the upload starts: sent once
   * the upload has succeeded, in the background (neither the answer nor the progress waits for
   * it, and `signal` does not stop it). Null, or a master that can't be sent, leaves the square alone.
   */
  master?: Promise<MasterPhoto | null> | MasterPhoto | null
  /** how sending the master after the upload ended (tests and the bench wait for it) */
  onMasterDone?: (outcome: MasterOutcome) => void
  /** 0..1 of the bytes sent */
  onProgress?: (fraction: number) => void
  /** called before waiting to try again (attempt is 1-based) */
  onRetry?: (attempt: number, error: ApiError) => void
  signal?: AbortSignal
  maxAttempts?: number
  /** first back-off wait; doubles per attempt, ±25 % jitter. Default: see retryBaseMs() */
  retryBaseMs?: number
  /** the player ticked the event's consent box (the server refuses without it when the event asks) */
  consent?: boolean
  /** which of the event's consent texts the player read (recorded with the photo) */
  consentLang?: 'en' | 'es'
  /** what the photo checks found on the square sent (none: no check ran); the event may approve a clean one */
  findings?: readonly PhotoFinding[] | null
  /** called when an attempt waits for the browser to be online again */
  onOffline?: () => void
  /** an attempt without progress this long is given up and retried (default UPLOAD_STALL_TIMEOUT_MS) */
  stallTimeoutMs?: number
  /** offline this long while waiting to retry: fail with 'upload-offline' (default UPLOAD_OFFLINE_GIVE_UP_MS) */
  offlineGiveUpMs?: number
}

declare global {
  interface Window {
    /**
     * The e2e tests set this with page.addInitScript so back-off waits take milliseconds, not
     * seconds. Read in every build: only a script already running in the page can set it (no URL,
     * storage or server input does), and the attempts stay capped at UPLOAD_MAX_ATTEMPTS.
     */
    __PHOTO_PORTAL_RETRY_BASE_MS__?: number
  }
}

function retryBaseMs(): number {
  const injected = globalThis.window?.__PHOTO_PORTAL_RETRY_BASE_MS__
  return typeof injected === 'number' && injected >= 0 ? injected : UPLOAD_RETRY_BASE_MS
}

/**
 * What the player is told after the last attempt. A refusal with a player's text of its own
 * (refusals.ts: the hourly limits, a player removed from the roster meanwhile, an approved photo,
 * a missing consent, uploads closed) keeps it; any other 429 once retries are used up is the
 * team's limit; out of attempts while offline says so; everything else may simply be tried again.
 */
function finalError(e: ApiError): ApiError {
  if (e.code === 'upload-offline' || isPlayerRefusal(e)) return e
  const limited = e.backendCode === 'PT429' || e.status === 429
  // Out of attempts with the browser offline: say that, not a bare 'Failed to upload'.
  const offline = e.kind === 'network' && isOffline()
  const code = limited ? 'team-hourly-limit' : offline ? 'upload-offline' : 'upload-failed'
  return new ApiError(code, { kind: e.kind, status: e.status, backendCode: e.backendCode, cause: e })
}

/** master_key: absent from a backend that keeps no masters */
type Ticket = { ticket: string; photo_key: string; thumb_key: string; master_key?: string | null }

export async function uploadPlayerPhoto(input: UploadPlayerPhotoInput): Promise<RosterPlayer> {
  const { eventName, code, playerId, photo, thumb, onProgress, onRetry, onOffline, signal } = input
  if (!photo || !thumb || playerId === null || playerId === undefined) {
    throw new ApiError('missing-data', { kind: 'invalid' })
  }
  const maxAttempts = input.maxAttempts ?? UPLOAD_MAX_ATTEMPTS
  const baseMs = input.retryBaseMs ?? retryBaseMs()
  const stallMs = input.stallTimeoutMs ?? UPLOAD_STALL_TIMEOUT_MS
  const offlineMs = input.offlineGiveUpMs ?? UPLOAD_OFFLINE_GIVE_UP_MS
  // held from the start, so a master that fails to be made is never an unhandled rejection
  const master = Promise.resolve(input.master).then(
    (m) => m ?? null,
    () => null,
  )
  const total = photo.size + thumb.size
  let photoSent = 0
  let thumbSent = 0
  const report = () => onProgress?.(Math.min(1, (photoSent + thumbSent) / total))

  let ticket: Ticket | undefined
  let photoStored = false
  let thumbStored = false

  for (let attempt = 1; ; attempt++) {
    // Each attempt is given up when nothing moves for stallMs (then retried like a network failure).
    const guard = attemptGuard(stallMs, signal)
    try {
      if (!ticket) {
        ticket = firstRow(
          await guard.run(publicRest().rpc('begin_upload', { p_event: eventName, p_code: code, p_player_id: playerId })),
          'upload-failed',
        )
        photoStored = thumbStored = false
        guard.progress()
      }
      const t: Ticket = ticket
      if (!photoStored) {
        await guard.run(
          storeOnce(
            t.photo_key,
            photo,
            (n) => {
              photoSent = n
              guard.progress()
              report()
            },
            guard.signal,
          ),
        )
        photoStored = true
      }
      if (!thumbStored) {
        await guard.run(
          storeOnce(
            t.thumb_key,
            thumb,
            (n) => {
              thumbSent = n
              guard.progress()
              report()
            },
            guard.signal,
          ),
        )
        thumbStored = true
      }
      const row = firstRow(
        await guard.run(
          publicRest().rpc('finish_upload', {
            p_event: eventName,
            p_code: code,
            p_ticket: t.ticket,
            p_consent: input.consent ?? false,
            p_consent_lang: input.consentLang ?? 'en',
            ...(input.findings ? { p_findings: [...input.findings] } : {}),
          }),
        ),
        'upload-failed',
      )
      onProgress?.(1)
      const player = toRosterPlayer(row)
      // In a task of its own, after the caller has its answer: no master byte moves before the
      // player is told the upload succeeded.
      const masterInput = {
        eventName,
        code,
        ticket: t.ticket,
        masterKey: t.master_key,
        master,
        maxAttempts,
        retryBaseMs: baseMs,
        stallTimeoutMs: stallMs,
        offlineGiveUpMs: offlineMs,
      }
      setTimeout(() => void sendMaster(masterInput).then((outcome) => input.onMasterDone?.(outcome)), 0)
      return player
    } catch (raw) {
      if (isAbortError(raw) && !guard.stalled) throw raw
      const e = toApiError(raw, 'upload-failed')
      // An expired ticket (Storage refuses the key, or finish says 410), or objects finish can't
      // find (a local backend that crashed after answering them lost their rows): start anew.
      const startAgain =
        e.kind === 'expired' || needsNewTicket(e) || (e.kind === 'forbidden' && ticket && !(photoStored && thumbStored) && e.status === 403)
      if (startAgain) {
        ticket = undefined
        photoSent = thumbSent = 0
      } else if (!retryable(e)) {
        throw finalError(e)
      }
      if (attempt >= maxAttempts) throw finalError(e)
      onRetry?.(attempt, e)
      // Offline: wait for the connection, but not forever (then 'upload-offline', photo kept).
      await waitOnline({ maxMs: offlineMs, signal, onOffline })
      await wait(backoffMs(baseMs, attempt), signal)
    } finally {
      guard.dispose()
    }
  }
}
