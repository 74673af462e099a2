// Every data-module call fails with an ApiError. Its `code` says why in the app's terms (typed):
// the SQL's own hint when the backend refused with one (refusals.ts), else the operation that
// failed (failures.ts). Those two tables are the one place that turns a code into what the
// person reads. `kind`, `status` and `backendCode` describe how it failed; `cause` keeps the
// backend's error for logs and tests.
// the module, not the '@/i18n' barrel: integration tests typecheck the data module without JSX
import type { PlainKey } from '@/i18n/translate'
import { FAILURES, type FailureCode } from './failures'
import { isRefusalCode, REFUSALS, type ErrorRow, type PlayerReload, type RefusalCode } from './refusals'

export type ApiErrorKind = 'network' | 'forbidden' | 'not-found' | 'invalid' | 'conflict' | 'expired' | 'server'

export type ApiErrorCode = FailureCode | RefusalCode

const rowOf = (code: ApiErrorCode): ErrorRow => (isRefusalCode(code) ? REFUSALS[code] : FAILURES[code])

/** What an organizer reads for a code (the ApiError's message). */
export function apiErrorText(code: ApiErrorCode): string {
  return rowOf(code).text
}

export class ApiError extends Error {
  readonly code: ApiErrorCode
  readonly kind: ApiErrorKind
  readonly status?: number
  /** The backend's own code (SQLSTATE such as 'PT429', Storage or Auth error code). */
  readonly backendCode?: string
  constructor(code: ApiErrorCode, opts: { kind: ApiErrorKind; status?: number; backendCode?: string; cause?: unknown }) {
    super(apiErrorText(code), { cause: opts.cause })
    this.name = 'ApiError'
    this.code = code
    this.kind = opts.kind
    this.status = opts.status
    this.backendCode = opts.backendCode
  }
}

/** The text to show for any failure: an ApiError's own, else 'An unexpected error occurred.' */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : FAILURES.unexpected.text
}

type BackendError = { message?: string; code?: string; error?: string; hint?: unknown; status?: number; statusCode?: string | number }

export function kindFor(status: number | undefined, backendCode?: string): ApiErrorKind {
  if (status === undefined || status === 0 || Number.isNaN(status)) return 'network'
  if (status === 401 || status === 403 || backendCode === '42501') return 'forbidden'
  if (status === 404) return 'not-found'
  if (status === 409) return 'conflict'
  if (status === 410) return 'expired'
  if (status >= 500) return 'server'
  return 'invalid'
}

/**
 * Wraps a PostgREST/Storage/Auth error (or a thrown fetch failure) as an ApiError: the SQL's
 * refusal when it gave a hint, else the operation's failure. An ApiError passes through
 * unchanged: the innermost operation already said what failed.
 */
export function toApiError(error: unknown, code: ApiErrorCode, status?: number): ApiError {
  if (error instanceof ApiError) return error
  const e = (error ?? {}) as BackendError
  const s = status ?? (typeof e.status === 'number' ? e.status : e.statusCode !== undefined ? Number(e.statusCode) : undefined)
  const backendCode = e.code ?? e.error
  const fetchFailed = error instanceof TypeError || /fetch|network/i.test(e.message ?? '')
  const hint = typeof e.hint === 'string' ? e.hint : undefined
  return new ApiError(isRefusalCode(hint) ? hint : code, {
    kind: fetchFailed ? 'network' : kindFor(s, backendCode),
    status: s,
    backendCode,
    cause: error,
  })
}

/** Raises if a supabase/postgrest result carries an error. */
export function unwrap<T>(res: { data: T | null; error: unknown; status?: number }, code: ApiErrorCode): T {
  if (res.error) throw toApiError(res.error, code, res.status)
  return res.data as T
}

/** The first row of a function's answer; a missing row is a server failure of the operation. */
export function firstRow<T>(res: { data: T[] | null; error: unknown; status?: number }, code: ApiErrorCode): T {
  const row = unwrap(res, code)?.[0]
  if (!row) throw new ApiError(code, { kind: 'server' })
  return row
}

const rowOfError = (error: unknown): ErrorRow | undefined => (error instanceof ApiError ? rowOf(error.code) : undefined)
const refusalOf = (error: unknown): ErrorRow | undefined =>
  error instanceof ApiError && isRefusalCode(error.code) ? REFUSALS[error.code] : undefined

/** What the person saw is no longer so (a compare-and-set refused): reload it. */
export function isStaleRefusal(error: unknown): boolean {
  return refusalOf(error)?.then === 'reload'
}

/** The upload must start over with a fresh ticket. */
export function needsNewTicket(error: unknown): boolean {
  return refusalOf(error)?.then === 'new-ticket'
}

/** The SQL refused a player with a reason they can read (retrying won't change it). */
export function isPlayerRefusal(error: unknown): boolean {
  return refusalOf(error)?.player !== undefined
}

/** The i18n key a player reads for this failure; undefined: none of its own (say the upload failed). */
export function playerTextKey(error: unknown): PlainKey | undefined {
  return rowOfError(error)?.player
}

/** The player's refusals that mean the team page's view is out of date, so it loads what changed. */
export function playerReloadOf(error: unknown): PlayerReload | null {
  const row = refusalOf(error)
  return row?.player && row.then === 'reload' ? ((error as ApiError).code as PlayerReload) : null
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}
