import {
  apiErrorText,
  ApiError,
  errorText,
  firstRow,
  isStaleRefusal,
  playerReloadOf,
  playerTextKey,
  toApiError,
  unwrap,
} from '@/lib/api/errors'

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
    expect(toApiError({ statusCode: '413', error: 'Payload too large', message: 'too big' }, 'replace-photo')).toMatchObject({
      kind: 'invalid',
      status: 413,
      backendCode: 'Payload too large',
    })
    expect(toApiError({ status: 404, message: 'nope' }, 'replace-photo')).toMatchObject({ kind: 'not-found', status: 404 })
  })

  it('a failed fetch is a network failure, whatever the status', () => {
    expect(toApiError(new TypeError('Failed to fetch'), 'load-teams', 500).kind).toBe('network')
    expect(toApiError({ message: 'NetworkError when attempting to fetch resource.' }, 'load-teams', 0).kind).toBe('network')
  })

  it('a SQL hint is the code as it is; the SQLSTATE stays the backend’s code', () => {
    expect(toApiError({ code: 'PT429', hint: 'player-hourly-limit', message: 'x' }, 'upload-failed', 429)).toMatchObject({
      code: 'player-hourly-limit',
      backendCode: 'PT429',
    })
  })

  it('a hint the app doesn’t know (or a human sentence) leaves the operation’s failure', () => {
    expect(toApiError({ code: '22023', hint: 'Give the origin only', message: 'x' }, 'load-teams', 400)).toMatchObject({
      code: 'load-teams',
      backendCode: '22023',
    })
    expect(toApiError({ code: '22023', hint: 'constructor', message: 'x' }, 'load-teams', 400).code).toBe('load-teams')
  })

  it('an ApiError passes through: the innermost operation already said what failed', () => {
    const inner = new ApiError('download-photo', { kind: 'not-found', status: 404 })
    expect(toApiError(inner, 'unexpected')).toBe(inner)
  })
})

describe('the one mapping from code to text', () => {
  it('every code has its text; the spec’s toasts are character for character', () => {
    expect(new ApiError('remove-player', { kind: 'server' }).message).toBe('Failed to remove player')
    expect(apiErrorText('load-roster')).toBe('Failed to load players. Please try again.')
    expect(apiErrorText('unexpected')).toBe('An unexpected error occurred.')
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

describe('a refusal, wherever it is met', () => {
  const refused = (hint: string, status: number) => {
    try {
      unwrap({ data: null, error: { code: 'PT409', hint, message: 'refused' }, status }, 'rename-player')
    } catch (e) {
      return e
    }
    throw new Error('unwrap did not raise')
  }

  it('an organizer and a player meeting player-removed: one code, each their own text', () => {
    const e = refused('player-removed', 404)
    expect(e).toMatchObject({ code: 'player-removed', message: 'This player was removed since you opened the page', kind: 'not-found' })
    expect(errorText(e)).toBe('This player was removed since you opened the page')
    expect(playerTextKey(e)).toBe('wizard.playerRemoved')
  })

  it('compare-and-set refusals reload; other refusals and failures don’t', () => {
    for (const hint of [
      'photo-changed',
      'player-changed',
      'player-removed',
      'event-changed',
      'support-email-changed',
      'destinations-changed',
    ]) {
      expect(isStaleRefusal(refused(hint, 409)), hint).toBe(true)
    }
    expect(isStaleRefusal(refused('duplicate-name', 409))).toBe(false)
    expect(isStaleRefusal(new ApiError('rename-player', { kind: 'server' }))).toBe(false)
    expect(isStaleRefusal(new Error('x'))).toBe(false)
  })

  it('the player’s team page reloads for the refusals that mean its view is out of date', () => {
    expect(
      ['player-removed', 'photo-approved', 'consent-required', 'uploads-closed', 'team-hourly-limit', 'photo-changed'].map((h) =>
        playerReloadOf(refused(h, 409)),
      ),
    ).toEqual(['player-removed', 'photo-approved', 'consent-required', 'uploads-closed', null, null])
    expect(playerReloadOf(new ApiError('upload-failed', { kind: 'server' }))).toBeNull()
  })
})
