// Every data-module call fails with an ApiError. Its `code` says what failed in the app's terms
// (typed); API_ERROR_TEXT below is the one place that turns a code into the text the user sees
// (the spec's toast texts, §8, character for character). `kind`, `status` and `backendCode`
// describe how it failed; `cause` keeps the backend's error for logs and tests.
export type ApiErrorKind = 'network' | 'forbidden' | 'not-found' | 'invalid' | 'conflict' | 'expired' | 'server'

export const API_ERROR_TEXT = {
  unexpected: 'An unexpected error occurred.',
  // player
  'load-roster': 'Failed to load players. Please try again.',
  'upload-failed': 'Failed to upload photo. Please try again.',
  'missing-data': 'Missing image or player data',
  'player-upload-limit': 'Too many photos were uploaded for this player in the last hour. Please try again later.',
  'team-upload-limit':
    'Too many photos were uploaded with this team link in the last hour. Please try again later, or ask your team manager.',
  'player-removed': "You are no longer on this team's list — ask your team manager.",
  'photo-approved': 'This photo was already approved. To change it, ask your team manager or the organizers.',
  'consent-required': 'Please tick the consent box before uploading.',
  'upload-offline': "No connection, so the photo wasn't sent. It is still here: tap Upload when you're back online.",
  // admin sign-in
  'invalid-password': 'Invalid password',
  'sign-in-throttled': 'Too many sign-in attempts. Wait 5 minutes, then try again.',
  'sign-in-unreachable': "Can't reach the server. Check your connection, then try again.",
  'sign-in-unconfirmed':
    'This admin account is not confirmed yet. Confirm the user in Supabase (Authentication → Users), then try again.',
  'sign-in-server': 'The server could not sign you in right now. Please try again in a moment.',
  // admin dashboard
  'load-teams': 'Failed to load teams data',
  'load-storage': 'Failed to load storage usage',
  'add-team': 'Failed to add team',
  'team-exists': 'A team with this name already exists',
  'regenerate-code': 'Failed to regenerate the access code',
  'import-roster': 'Failed to import roster',
  // admin team page
  'load-players': 'Failed to load players',
  'add-player': 'Failed to add player',
  'rename-player': 'Failed to update player name',
  'remove-player': 'Failed to remove player',
  'delete-photo': 'Failed to delete photo',
  'replace-photo': 'Failed to replace photo',
  'download-photo': 'Failed to download photo',
  // compare-and-set: the row changed since the admin's page showed it
  'photo-changed': 'This photo changed since you opened the page',
  'player-changed': 'This player changed since you opened the page',
  'player-gone': 'This player was removed since you opened the page',
  'consent-missing': "This photo was uploaded without the player's consent, so it can't become their photo",
  'duplicate-name': 'This team already has a player with this name',
  'name-too-long': 'Player names can have at most 120 characters',
  // roster identities: number, family and given names, role, external ID
  'save-player-details': "Failed to save the player's details",
  'duplicate-number': 'Another player of this team has this number',
  'duplicate-external-id': 'Another player of this event has this external ID',
  'shirt-number-invalid': 'Shirt numbers are whole numbers from 1 to 99',
  'role-invalid': 'The role is player, goalkeeper or staff',
  'name-part-too-long': 'Family and given names can have at most 120 characters',
  'external-id-too-long': 'External IDs can have at most 64 characters',
  'details-control-characters': "Names and IDs can't contain line breaks or other control characters",
  'review-photo': 'Failed to save the review',
  'load-versions': 'Failed to load photo versions',
  'restore-version': 'Failed to restore this version',
  'load-audit': 'Failed to load the activity',
  'load-leftovers': 'Failed to load leftover files',
  'purge-leftovers': 'Failed to purge files',
  'save-consent': 'Failed to save the consent text',
  'load-consent': 'Failed to load the consent text',
  'load-auto-approve': 'Failed to load the automatic approval setting',
  'save-auto-approve': 'Failed to save the automatic approval setting',
  // events as data (issue #12)
  'load-events': 'Failed to load events',
  'create-event': 'Failed to create the event',
  'update-event': 'Failed to save the event',
  'set-event-state': "Failed to change the event's state",
  'event-code-format': 'Event codes have 2 to 40 lower-case letters, digits or dashes, e.g. mjwc2026',
  'event-code-reserved': 'This code is used by the portal itself. Please choose another one.',
  'event-code-taken': 'An event with this code already exists',
  'event-name-taken': 'An event with this short name already exists',
  'event-dates-order': 'The end date must be on or after the start date',
  'time-zone-invalid': 'Choose a time zone from the list, e.g. Europe/Madrid',
  'event-field-required': "Please enter the event's code and name",
  'event-field-too-long': 'Event names and venues can have at most 120 characters, short names 40',
  'event-email-invalid': 'The contact must be an e-mail address',
  'photo-side-invalid': 'Choose a photo size from the list',
  'event-changed': 'This event changed since you opened the page',
  'event-not-found': 'This event no longer exists',
  'event-state-invalid': 'Unknown event state',
  'event-not-open': 'This event is not open',
  'uploads-closed': 'Uploads are closed for this event',
  // the portal's support address
  'load-support-contact': 'Failed to load the support address',
  'save-support-contact': 'Failed to save the support address',
  'support-email-invalid': 'The support address must be an e-mail address, e.g. help@example.org',
  'support-email-changed': 'Another organizer changed the support address since you opened the page',
  // export destinations and the event-wide export
  'load-destinations': 'Failed to load the export destinations',
  'save-destinations': 'Failed to save the export destinations',
  'load-export-players': 'Failed to load the players to export',
  'destinations-changed': 'Another organizer changed the export destinations since you opened the page',
  'destination-name-required': 'Please give the destination a name',
  'destination-name-too-long': 'Destination names can have at most 80 characters',
  'destination-name-taken': 'Two destinations have the same name',
  'destination-width-invalid': 'The width must be a whole number of pixels from 100 to 4000',
  'destination-max-kb-invalid': 'The size limit must be from 20 KB to 20000 KB',
  'destination-template-invalid': 'The file name may only use the fields listed below it',
  'destination-invalid': 'This destination has a setting the portal does not know',
} as const satisfies Record<string, string>

export type ApiErrorCode = keyof typeof API_ERROR_TEXT

export class ApiError extends Error {
  readonly code: ApiErrorCode
  readonly kind: ApiErrorKind
  readonly status?: number
  /** The backend's own code (SQLSTATE such as 'PT429', Storage or Auth error code). */
  readonly backendCode?: string
  constructor(code: ApiErrorCode, opts: { kind: ApiErrorKind; status?: number; backendCode?: string; cause?: unknown }) {
    super(API_ERROR_TEXT[code], { cause: opts.cause })
    this.name = 'ApiError'
    this.code = code
    this.kind = opts.kind
    this.status = opts.status
    this.backendCode = opts.backendCode
  }
}

/** The text to show for any failure: an ApiError's own, else 'An unexpected error occurred.' */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : API_ERROR_TEXT.unexpected
}

type BackendError = { message?: string; code?: string; error?: string; status?: number; statusCode?: string | number }

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
 * Wraps a PostgREST/Storage/Auth error (or a thrown fetch failure) as the operation's ApiError.
 * An ApiError passes through unchanged: the innermost operation already said what failed.
 */
export function toApiError(error: unknown, code: ApiErrorCode, status?: number): ApiError {
  if (error instanceof ApiError) return error
  const e = (error ?? {}) as BackendError
  const s = status ?? (typeof e.status === 'number' ? e.status : e.statusCode !== undefined ? Number(e.statusCode) : undefined)
  const backendCode = e.code ?? e.error
  const fetchFailed = error instanceof TypeError || /fetch|network/i.test(e.message ?? '')
  return new ApiError(code, { kind: fetchFailed ? 'network' : kindFor(s, backendCode), status: s, backendCode, cause: error })
}

/**
 * The `hint` our SQL functions raise with (e.g. 'photo-changed', 'player-removed'): a stable,
 * language-free name for why a request was refused.
 */
export function backendHint(error: unknown): string | undefined {
  const e = error instanceof ApiError ? error.cause : error
  const hint = (e as { hint?: unknown } | null | undefined)?.hint
  return typeof hint === 'string' ? hint : undefined
}

/** SQL hints that have their own text, whichever operation met them. */
const HINT_CODES: Partial<Record<string, ApiErrorCode>> = {
  'photo-changed': 'photo-changed',
  'player-changed': 'player-changed',
  'player-removed': 'player-gone',
  'consent-missing': 'consent-missing',
  'duplicate-name': 'duplicate-name',
  'name-too-long': 'name-too-long',
  'duplicate-number': 'duplicate-number',
  'duplicate-id': 'duplicate-external-id',
  'bad-number': 'shirt-number-invalid',
  'bad-role': 'role-invalid',
  'name-part-too-long': 'name-part-too-long',
  'id-too-long': 'external-id-too-long',
  'details-control-characters': 'details-control-characters',
  'event-code-format': 'event-code-format',
  'event-code-reserved': 'event-code-reserved',
  'event-code-taken': 'event-code-taken',
  'event-name-taken': 'event-name-taken',
  'event-dates-order': 'event-dates-order',
  'time-zone-invalid': 'time-zone-invalid',
  'event-field-required': 'event-field-required',
  'event-field-too-long': 'event-field-too-long',
  'event-email-invalid': 'event-email-invalid',
  'photo-side-invalid': 'photo-side-invalid',
  'event-changed': 'event-changed',
  'event-not-found': 'event-not-found',
  'event-state-invalid': 'event-state-invalid',
  'event-not-open': 'event-not-open',
  'uploads-closed': 'uploads-closed',
  'support-email-invalid': 'support-email-invalid',
  'support-email-changed': 'support-email-changed',
  'destinations-changed': 'destinations-changed',
  'destination-name-required': 'destination-name-required',
  'destination-name-too-long': 'destination-name-too-long',
  'destination-name-taken': 'destination-name-taken',
  'destination-width-invalid': 'destination-width-invalid',
  'destination-max-kb-invalid': 'destination-max-kb-invalid',
  'destination-template-invalid': 'destination-template-invalid',
  'destination-invalid': 'destination-invalid',
}

/** Raises if a supabase/postgrest result carries an error. */
export function unwrap<T>(res: { data: T | null; error: unknown; status?: number }, code: ApiErrorCode): T {
  if (res.error) throw toApiError(res.error, HINT_CODES[backendHint(res.error) ?? ''] ?? code, res.status)
  return res.data as T
}

/** The first row of a function's answer; a missing row is a server failure of the operation. */
export function firstRow<T>(res: { data: T[] | null; error: unknown; status?: number }, code: ApiErrorCode): T {
  const row = unwrap(res, code)?.[0]
  if (!row) throw new ApiError(code, { kind: 'server' })
  return row
}

/** The server refused a compare-and-set: what the person saw changed meanwhile (or is gone). */
const COMPARE_AND_SET_REFUSALS: ReadonlySet<string> = new Set(['photo-changed', 'player-changed', 'player-gone', 'event-changed', 'support-email-changed', 'destinations-changed'])
export function isCompareAndSetRefusal(error: unknown): boolean {
  return error instanceof ApiError && COMPARE_AND_SET_REFUSALS.has(error.code)
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}
