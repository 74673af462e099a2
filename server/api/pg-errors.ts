// PostgREST's error JSON and HTTP status for a Postgres error (docs: references/errors).
export type PgError = { code?: string; message: string; detail?: string; hint?: string }

export function isPgError(e: unknown): e is PgError & Error {
  const code = e instanceof Error ? (e as unknown as { code?: unknown }).code : undefined
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

/** HTTP status PostgREST answers for a SQLSTATE; `anon` decides 401 vs 403 for 42501. */
export function statusForSqlState(code: string, anon: boolean): number {
  const pt = /^PT(\d{3})$/.exec(code)
  if (pt) return Number(pt[1])
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '42501': anon ? 401 : 403,
  }
  if (code in exact) return exact[code] as number
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  }
  return byClass[code.slice(0, 2)] ?? 400
}

export function pgErrorBody(e: PgError) {
  return { code: e.code ?? null, message: e.message, details: e.detail ?? null, hint: e.hint ?? null }
}
