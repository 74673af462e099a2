import { API_ERROR_TEXT, ApiError, errorText, firstRow, toApiError, unwrap } from '@/lib/api/errors'

describe('toApiError: a backend failure as the operation’s ApiError', () => {
  it.each([
    ['PostgREST 403 / 42501', { code: '42501', message: 'permission denied' }, 403, 'forbidden'],
    ['a JWT refused (401)', { message: 'JWT expired' }, 401, 'forbidden'],
    ['42501 without a status', { code: '42501', message: 'permission denied' }, 400, 'forbidden'],
    ['not found', { code: 'PT404', message: 'no such player' }, 404, 'not-found'],
    ['conflict', { code: '23505', message: 'duplicate key' }, 409, 'conflict'],
    ['gone', { code: 'PT410', message: 'ticket expired' }, 410, 'expired'],
    ['server', { message: 'boom' }, 503, 'server'],
    ['bad request', { code: 'P0001', message: 'Please enter a player name' }, 400, 'invalid'],
    ['no status at all', { message: 'odd' }, undefined, 'network'],
  ] as const)('%s → %s', (_what, error, status, kind) => {
    const e = toApiError(error, 'add-player', status)
    expect(e).toBeInstanceOf(ApiError)
    expect(e).toMatchObject({ code: 'add-player', message: 'Failed to add player', kind, status, cause: error })
  })

  it('reads the status from the error (Storage: statusCode as a string; Auth: status)', () => {
    expect(toApiError({ statusCode: '413', error: 'Payload too large', message: 'too big' }, 'replace-photo')).toMatchObject({ kind: 'invalid', status: 413, backendCode: 'Payload too large' })
    expect(toApiError({ status: 404, message: 'nope' }, 'replace-photo')).toMatchObject({ kind: 'not-found', status: 404 })
  })

  it('a failed fetch is a network failure, whatever the status', () => {
    expect(toApiError(new TypeError('Failed to fetch'), 'load-teams', 500).kind).toBe('network')
    expect(toApiError({ message: 'NetworkError when attempting to fetch resource.' }, 'load-teams', 0).kind).toBe('network')
  })

  it('keeps the backend’s code apart from the app’s code', () => {
    expect(toApiError({ code: 'PT429', hint: 'player-hourly-limit', message: 'x' }, 'upload-failed', 429)).toMatchObject({ code: 'upload-failed', backendCode: 'PT429' })
  })

  it('an ApiError passes through: the innermost operation already said what failed', () => {
    const inner = new ApiError('download-photo', { kind: 'not-found', status: 404 })
    expect(toApiError(inner, 'unexpected')).toBe(inner)
  })
})

describe('the one mapping from code to text', () => {
  it('every code has its text; the spec’s toasts are character for character', () => {
    expect(new ApiError('remove-player', { kind: 'server' }).message).toBe('Failed to remove player')
    expect(API_ERROR_TEXT['load-roster']).toBe('Failed to load players. Please try again.')
    expect(API_ERROR_TEXT.unexpected).toBe('An unexpected error occurred.')
  })

  it('errorText: an ApiError’s text, anything else the spec’s unexpected error', () => {
    expect(errorText(new ApiError('delete-photo', { kind: 'server' }))).toBe('Failed to delete photo')
    expect(errorText(new Error('Cannot read properties of undefined'))).toBe('An unexpected error occurred.')
  })
})

describe('unwrap and firstRow', () => {
  it('unwrap returns the data or raises the operation’s error', () => {
    expect(unwrap({ data: 'Spain', error: null }, 'unexpected')).toBe('Spain')
    expect(() => unwrap({ data: null, error: { message: 'x' }, status: 500 }, 'load-teams')).toThrow('Failed to load teams data')
  })

  it('firstRow raises when the function answered no row', () => {
    expect(firstRow({ data: [{ id: 1 }], error: null }, 'add-player')).toEqual({ id: 1 })
    expect(() => firstRow({ data: [], error: null }, 'add-player')).toThrow(expect.objectContaining({ code: 'add-player', kind: 'server' }))
  })
})
