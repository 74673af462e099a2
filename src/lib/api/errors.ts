// Every data-module call fails with an ApiError whose message is the text to show the user
// (the spec's toast text by default); `cause` keeps the backend's error for logs and tests.
export type ApiErrorKind = 'network' | 'forbidden' | 'not-found' | 'invalid' | 'conflict' | 'expired' | 'server'

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status?: number
  readonly code?: string
  constructor(message: string, opts: { kind: ApiErrorKind; status?: number; code?: string; cause?: unknown }) {
    super(message, { cause: opts.cause })
    this.name = 'ApiError'
    this.kind = opts.kind
    this.status = opts.status
    this.code = opts.code
  }
}

type BackendError = { message?: string; code?: string; status?: number; statusCode?: string | number; details?: string }

export function kindFor(status: number | undefined, code?: string): ApiErrorKind {
  if (status === undefined || status === 0) return 'network'
  if (status === 401 || status === 403 || code === '42501') return 'forbidden'
  if (status === 404) return 'not-found'
  if (status === 409) return 'conflict'
  if (status === 410) return 'expired'
  if (status >= 500) return 'server'
  return 'invalid'
}

/** Wraps a PostgREST/Storage/Auth error (or a thrown fetch failure) with the user-facing text. */
export function toApiError(error: unknown, userMessage: string, status?: number): ApiError {
  if (error instanceof ApiError) return error
  const e = (error ?? {}) as BackendError
  const s = status ?? (typeof e.status === 'number' ? e.status : e.statusCode !== undefined ? Number(e.statusCode) : undefined)
  const fetchFailed = error instanceof TypeError || /fetch|network/i.test(e.message ?? '')
  return new ApiError(userMessage, { kind: fetchFailed ? 'network' : kindFor(s, e.code), status: s, code: e.code, cause: error })
}

/** Raises if a supabase/postgrest result carries an error. */
export function unwrap<T>(res: { data: T | null; error: unknown; status?: number }, userMessage: string): T {
  if (res.error) throw toApiError(res.error, userMessage, res.status)
  return res.data as T
}
