// The player's upload as a state machine, with the backend faked: begin_upload → photo →
// thumbnail → finish_upload, retried with back-off on a dropping network. Timers are fake, so
// the back-off waits are stepped through, never waited for.
import { ApiError, playerTextKey } from '@/lib/api/errors'
import { uploadPlayerPhoto, type UploadPlayerPhotoInput } from '@/lib/api/upload-player-photo'
import { putObject, type PutObjectOptions } from '@/lib/api/storage-upload'

type RpcAnswer = { data: unknown; error: unknown; status: number }
const rpc = vi.fn<(fn: string, args: Record<string, unknown>) => Promise<RpcAnswer>>()
vi.mock('@/lib/supabase', () => ({ publicRest: () => ({ rpc }), storageConfig: { url: 'http://backend.test', anonKey: 'anon' } }))
vi.mock('@/lib/api/storage-upload', () => ({ putObject: vi.fn() }))
const put = vi.mocked(putObject)

const ok = (data: unknown): RpcAnswer => ({ data, error: null, status: 200 })
const fail = (status: number, error: Record<string, unknown>): RpcAnswer => ({
  data: null,
  error: { message: 'refused', ...error },
  status,
})
const ticket = (n: number) => [{ ticket: `t${n}`, photo_key: `mjwc2025/Spain/p${n}.jpg`, thumb_key: `mjwc2025/Spain/t${n}.jpg` }]
const finished = [
  {
    id: 7,
    player_name: 'Ana',
    upload_status: true,
    photo_url: null,
    photo_path: 'mjwc2025/Spain/p.jpg',
    thumb_path: null,
    updated_at: '2025-01-01',
    review_state: 'submitted',
    retake_reason: null,
    retake_note: null,
  },
]
const storageError = (status: number) =>
  new ApiError('upload-failed', {
    kind: status === 0 ? 'network' : status === 409 ? 'conflict' : status === 403 ? 'forbidden' : 'server',
    status,
  })

/** begin_upload hands out t1, t2, …; finish_upload answers `finish` (default: success). */
function backend(finish: () => RpcAnswer = () => ok(finished)) {
  let tickets = 0
  rpc.mockImplementation(async (fn) => (fn === 'begin_upload' ? ok(ticket(++tickets)) : finish()))
}
const calls = (fn: string) => rpc.mock.calls.filter(([f]) => f === fn)
const putKeys = () => put.mock.calls.map(([o]) => (o as PutObjectOptions).key)

const input = (over: Partial<UploadPlayerPhotoInput> = {}): UploadPlayerPhotoInput => ({
  eventName: 'MJWC 2025',
  code: 'ABCDEFGH',
  playerId: 7,
  photo: new Blob([new Uint8Array(900)]),
  thumb: new Blob([new Uint8Array(100)]),
  retryBaseMs: 1000,
  ...over,
})

/** Resolves once the fake clock (vi.useFakeTimers below) has moved `ms` on: no real time passes. */
function fakeClockAdvancedBy(ms: number): Promise<void> {
  return new Promise<void>((done) => {
    setTimeout(done, ms)
  })
}

/** Runs the upload to the end, stepping fake time through every back-off wait. */
async function settle<T>(p: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const out = p.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  await vi.runAllTimersAsync()
  return out
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(Math, 'random').mockReturnValue(0.5) // no jitter: waits are exactly base × 2^(n-1)
  rpc.mockReset()
  put.mockReset()
  put.mockResolvedValue(undefined)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('uploadPlayerPhoto', () => {
  it('ticket → photo → thumbnail → finish, and the updated player', async () => {
    backend()
    const onProgress = vi.fn()
    const { value } = await settle(uploadPlayerPhoto(input({ onProgress, consent: true, consentLang: 'es' })))
    expect(rpc.mock.calls.map(([fn]) => fn)).toEqual(['begin_upload', 'finish_upload'])
    expect(calls('finish_upload')[0]![1]).toEqual({
      p_event: 'MJWC 2025',
      p_code: 'ABCDEFGH',
      p_ticket: 't1',
      p_consent: true,
      p_consent_lang: 'es',
    })
    expect(putKeys()).toEqual(['mjwc2025/Spain/p1.jpg', 'mjwc2025/Spain/t1.jpg'])
    expect(value).toMatchObject({ id: 7, upload_status: true, photoSrc: expect.stringContaining('mjwc2025/Spain/p.jpg') })
    expect(onProgress).toHaveBeenLastCalledWith(1)
  })

  it("without photo, thumbnail or player: 'Missing image or player data', nothing sent", async () => {
    const { error } = await settle(uploadPlayerPhoto(input({ playerId: null })))
    expect(error).toMatchObject({ code: 'missing-data', message: 'Missing image or player data' })
    expect(rpc).not.toHaveBeenCalled()
  })

  it('a network failure waits base × 2^(n-1) before trying again, and keeps what was stored', async () => {
    backend()
    put.mockResolvedValueOnce(undefined).mockRejectedValueOnce(storageError(0)) // photo stored, thumbnail lost
    const onRetry = vi.fn()
    const done = uploadPlayerPhoto(input({ onRetry }))
    await vi.advanceTimersByTimeAsync(0)
    expect(onRetry).toHaveBeenCalledWith(1, expect.objectContaining({ kind: 'network' }))
    await vi.advanceTimersByTimeAsync(999)
    expect(put).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    await expect(done).resolves.toMatchObject({ id: 7 })
    // same ticket, the photo not sent again
    expect(calls('begin_upload')).toHaveLength(1)
    expect(putKeys()).toEqual(['mjwc2025/Spain/p1.jpg', 'mjwc2025/Spain/t1.jpg', 'mjwc2025/Spain/t1.jpg'])
  })

  it('the back-off can be injected by the page (e2e): window.__PHOTO_PORTAL_RETRY_BASE_MS__', async () => {
    vi.stubGlobal('window', { __PHOTO_PORTAL_RETRY_BASE_MS__: 5 })
    backend()
    put.mockRejectedValueOnce(storageError(0))
    const done = uploadPlayerPhoto(input({ retryBaseMs: undefined }))
    await vi.advanceTimersByTimeAsync(5)
    await expect(done).resolves.toMatchObject({ id: 7 })
  })

  it('an expired ticket (Storage 403 before both objects are stored) → a new ticket', async () => {
    backend()
    put.mockRejectedValueOnce(storageError(403))
    const { value } = await settle(uploadPlayerPhoto(input()))
    expect(value).toMatchObject({ id: 7 })
    expect(calls('begin_upload')).toHaveLength(2)
    expect(calls('finish_upload')[0]![1]).toMatchObject({ p_ticket: 't2' })
    expect(putKeys()).toEqual(['mjwc2025/Spain/p1.jpg', 'mjwc2025/Spain/p2.jpg', 'mjwc2025/Spain/t2.jpg'])
  })

  it('finish_upload says 410 (ticket expired) → a new ticket, both objects sent again under its keys', async () => {
    let finishes = 0
    backend(() => (++finishes === 1 ? fail(410, { code: 'PT410' }) : ok(finished)))
    const { value } = await settle(uploadPlayerPhoto(input()))
    expect(value).toMatchObject({ id: 7 })
    expect(calls('finish_upload').map(([, a]) => a.p_ticket)).toEqual(['t1', 't2'])
    expect(putKeys()).toEqual(['mjwc2025/Spain/p1.jpg', 'mjwc2025/Spain/t1.jpg', 'mjwc2025/Spain/p2.jpg', 'mjwc2025/Spain/t2.jpg'])
  })

  it("finish_upload can't find the objects (their rows lost in a backend crash) → a new ticket, both sent again", async () => {
    let finishes = 0
    backend(() => (++finishes === 1 ? fail(409, { code: 'PT409', hint: 'photo-not-stored' }) : ok(finished)))
    const { value } = await settle(uploadPlayerPhoto(input()))
    expect(value).toMatchObject({ id: 7 })
    expect(calls('finish_upload').map(([, a]) => a.p_ticket)).toEqual(['t1', 't2'])
    expect(putKeys()).toEqual(['mjwc2025/Spain/p1.jpg', 'mjwc2025/Spain/t1.jpg', 'mjwc2025/Spain/p2.jpg', 'mjwc2025/Spain/t2.jpg'])
  })

  it('another 409 from finish_upload (the ticket was used for something else) is not retried', async () => {
    backend(() => fail(409, { code: 'PT409' }))
    const { error } = await settle(uploadPlayerPhoto(input()))
    expect(error).toBeInstanceOf(ApiError)
    expect(calls('begin_upload')).toHaveLength(1)
    expect(calls('finish_upload')).toHaveLength(1)
  })

  it('409 when storing again = our earlier attempt got through: counted as stored', async () => {
    backend()
    // the photo's reply is lost, so it is sent again: Storage says it already has it
    put.mockRejectedValueOnce(storageError(0)).mockRejectedValueOnce(storageError(409))
    const onProgress = vi.fn()
    const { value } = await settle(uploadPlayerPhoto(input({ onProgress })))
    expect(value).toMatchObject({ id: 7 })
    expect(calls('begin_upload')).toHaveLength(1)
    expect(putKeys()).toEqual(['mjwc2025/Spain/p1.jpg', 'mjwc2025/Spain/p1.jpg', 'mjwc2025/Spain/t1.jpg'])
    expect(onProgress).toHaveBeenCalledWith(0.9) // the photo's 900 of 1000 bytes, from the 409
  })

  it('gives up after maxAttempts with the spec text', async () => {
    backend()
    put.mockRejectedValue(storageError(0))
    const onRetry = vi.fn()
    const { error } = await settle(uploadPlayerPhoto(input({ maxAttempts: 3, onRetry })))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'upload-failed', message: 'Failed to upload photo. Please try again.', kind: 'network' })
    expect(put).toHaveBeenCalledTimes(3)
    expect(onRetry.mock.calls.map(([n]) => n)).toEqual([1, 2])
  })

  it.each([
    ['player-hourly-limit', 'player-hourly-limit'],
    ['team-hourly-limit', 'team-hourly-limit'],
    [null, 'team-hourly-limit'],
  ])('PT429 (hint %s) is not retried: %s', async (hint, code) => {
    rpc.mockResolvedValue(fail(429, { code: 'PT429', hint }))
    const onRetry = vi.fn()
    const { error } = await settle(uploadPlayerPhoto(input({ onRetry })))
    expect(error).toMatchObject({ code, status: 429, backendCode: 'PT429' })
    expect(rpc).toHaveBeenCalledTimes(1)
    expect(onRetry).not.toHaveBeenCalled()
  })

  it.each([
    [404, 'PT404', 'player-removed', 'wizard.playerRemoved'],
    [409, 'PT409', 'photo-approved', 'wizard.photoApproved'],
    [422, 'PT422', 'consent-required', 'wizard.consentRequired'],
    [403, 'PT403', 'uploads-closed', 'wizard.uploadsClosed'],
  ])('a %s %s (hint %s) is not retried and the player reads why: %s', async (status, backendCode, hint, key) => {
    rpc.mockResolvedValue(fail(status, { code: backendCode, hint }))
    const { error } = await settle(uploadPlayerPhoto(input()))
    expect(error).toMatchObject({ code: hint, status, backendCode })
    expect(playerTextKey(error)).toBe(key)
    expect(rpc).toHaveBeenCalledTimes(1)
  })

  it("a refusal without a player's text (a photo check the database refuses) is the failed upload", async () => {
    rpc.mockImplementation(async (fn) => (fn === 'begin_upload' ? ok(ticket(1)) : fail(400, { code: '22023', hint: 'unknown-finding' })))
    const { error } = await settle(uploadPlayerPhoto(input()))
    expect(error).toMatchObject({ code: 'upload-failed', message: 'Failed to upload photo. Please try again.' })
    expect(playerTextKey(error)).toBe('wizard.uploadFailed')
  })

  it("a proxy's 429 (not PT429) is retried", async () => {
    let begins = 0
    rpc.mockImplementation(async (fn) =>
      fn === 'begin_upload' ? (++begins === 1 ? fail(429, { code: undefined }) : ok(ticket(begins))) : ok(finished),
    )
    const { value } = await settle(uploadPlayerPhoto(input()))
    expect(value).toMatchObject({ id: 7 })
    expect(begins).toBe(2)
  })

  it('a refusal that retrying cannot fix (400) fails at once', async () => {
    rpc.mockResolvedValue(fail(400, { code: 'P0001' }))
    const { error } = await settle(uploadPlayerPhoto(input()))
    expect(error).toMatchObject({ code: 'upload-failed', kind: 'invalid' })
    expect(rpc).toHaveBeenCalledTimes(1)
  })

  it('abort during a back-off wait: rejects with AbortError, nothing more is sent', async () => {
    backend()
    put.mockRejectedValueOnce(storageError(0))
    const abort = new AbortController()
    const done = uploadPlayerPhoto(input({ signal: abort.signal }))
    const outcome = done.catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(100)
    abort.abort()
    expect(await outcome).toMatchObject({ name: 'AbortError' })
    await vi.runAllTimersAsync()
    expect(put).toHaveBeenCalledTimes(1)
    expect(calls('finish_upload')).toHaveLength(0)
  })

  it('a request whose bytes stop moving is given up after stallTimeoutMs and tried again (never an endless wait)', async () => {
    backend()
    const signals: AbortSignal[] = []
    // the first photo request sends 100 bytes, then nothing more (a stalled connection)
    put.mockImplementationOnce(({ signal, onProgress }) => {
      signals.push(signal!)
      onProgress?.(100)
      return new Promise((_, reject) => signal!.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError'))))
    })
    const onRetry = vi.fn()
    const done = uploadPlayerPhoto(input({ onRetry, stallTimeoutMs: 5000 }))
    await vi.advanceTimersByTimeAsync(4999)
    expect(onRetry).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(signals[0]!.aborted).toBe(true) // the stalled request itself is stopped
    expect(onRetry).toHaveBeenCalledWith(1, expect.objectContaining({ kind: 'network' }))
    await vi.advanceTimersByTimeAsync(1000)
    await expect(done).resolves.toMatchObject({ id: 7 })
    expect(putKeys()).toEqual(['mjwc2025/Spain/p1.jpg', 'mjwc2025/Spain/p1.jpg', 'mjwc2025/Spain/t1.jpg'])
  })

  it('bytes moving restart the stall clock: a slow upload is not given up', async () => {
    backend()
    // 4 s per 100 bytes on the fake clock (settle() runs it): slow, but moving
    put.mockImplementationOnce(async ({ onProgress }) => {
      for (let sent = 100; sent <= 900; sent += 100) {
        await fakeClockAdvancedBy(4000)
        onProgress?.(sent)
      }
    })
    const onRetry = vi.fn()
    const { value } = await settle(uploadPlayerPhoto(input({ onRetry, stallTimeoutMs: 5000 })))
    expect(value).toMatchObject({ id: 7 })
    expect(onRetry).not.toHaveBeenCalled()
  })

  describe('offline', () => {
    let online = false
    beforeEach(() => {
      online = false
      vi.stubGlobal('navigator', {
        get onLine() {
          return online
        },
      })
      vi.stubGlobal('window', new EventTarget())
    })

    it('waits for the connection, but only offlineGiveUpMs: then a clear message (the caller keeps the photo)', async () => {
      backend()
      put.mockRejectedValue(storageError(0))
      const onOffline = vi.fn()
      const done = uploadPlayerPhoto(input({ onOffline, offlineGiveUpMs: 30_000 }))
      const outcome = done.catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(0)
      expect(onOffline).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(29_999)
      expect(put).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(await outcome).toMatchObject({
        code: 'upload-offline',
        kind: 'network',
        message: "No connection, so the photo wasn't sent. It is still here: tap Upload when you're back online.",
      })
    })

    it('goes on as soon as the browser is back online', async () => {
      backend()
      put.mockRejectedValueOnce(storageError(0))
      const done = uploadPlayerPhoto(input({ offlineGiveUpMs: 30_000 }))
      await vi.advanceTimersByTimeAsync(10_000)
      online = true
      window.dispatchEvent(new Event('online'))
      await vi.advanceTimersByTimeAsync(1000) // the back-off after the wait
      await expect(done).resolves.toMatchObject({ id: 7 })
    })

    it('out of attempts while offline says so, not a bare "Failed to upload"', async () => {
      backend()
      put.mockImplementation(async () => {
        // each attempt fails just as the connection drops again
        online = false
        throw storageError(0)
      })
      const done = uploadPlayerPhoto(input({ maxAttempts: 2, offlineGiveUpMs: 30_000 }))
      const outcome = done.catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(5000)
      online = true
      window.dispatchEvent(new Event('online'))
      await vi.runAllTimersAsync()
      expect(await outcome).toMatchObject({ code: 'upload-offline' })
    })
  })

  it('abort while storing: the AbortError passes through unretried', async () => {
    backend()
    put.mockRejectedValueOnce(new DOMException('Upload aborted', 'AbortError'))
    const { error } = await settle(uploadPlayerPhoto(input()))
    expect(error).toMatchObject({ name: 'AbortError' })
    expect(put).toHaveBeenCalledTimes(1)
  })
})

describe('the head-and-shoulders master, after the upload succeeded', () => {
  const withMaster = (n: number) => [{ ...ticket(n)[0]!, master_key: `mjwc2025/Spain/p${n}.master.jpg` }]
  const made = (size = 3000) => ({
    master: new Blob([new Uint8Array(size)]),
    width: 1280,
    height: 1600,
    square: { x: 240, y: 300, width: 800, height: 800 },
  })
  /** begin_upload hands out tickets with a master key; attach_upload_master answers `attach` */
  function masterBackend(attach: () => RpcAnswer = () => ok(null)) {
    let tickets = 0
    rpc.mockImplementation(async (fn) =>
      fn === 'begin_upload' ? ok(withMaster(++tickets)) : fn === 'attach_upload_master' ? attach() : ok(finished),
    )
  }
  const outcome = () => {
    let settled: (o: string) => void = () => {}
    const done = new Promise<string>((resolve) => (settled = resolve))
    return { onMasterDone: (o: string) => settled(o), done }
  }

  it('is sent only once the player has the answer: finish carries the square alone, then the master and its attach', async () => {
    masterBackend()
    const onProgress = vi.fn()
    const { onMasterDone, done } = outcome()
    const player = await uploadPlayerPhoto(input({ master: made(), onProgress, onMasterDone }))
    expect(player).toMatchObject({ id: 7 })
    // answered: nothing of the master has moved yet, and the bar went to 100 % on the square's bytes
    expect(putKeys()).toEqual(['mjwc2025/Spain/p1.jpg', 'mjwc2025/Spain/t1.jpg'])
    expect(rpc.mock.calls.map(([fn]) => fn)).toEqual(['begin_upload', 'finish_upload'])
    expect(calls('finish_upload')[0]![1]).not.toHaveProperty('p_master_square')
    expect(onProgress).toHaveBeenLastCalledWith(1)
    const progressCalls = onProgress.mock.calls.length
    await vi.runAllTimersAsync()
    expect(await done).toBe('recorded')
    expect(putKeys()).toEqual(['mjwc2025/Spain/p1.jpg', 'mjwc2025/Spain/t1.jpg', 'mjwc2025/Spain/p1.master.jpg'])
    expect(calls('attach_upload_master')).toEqual([
      [
        'attach_upload_master',
        {
          p_event: 'MJWC 2025',
          p_code: 'ABCDEFGH',
          p_ticket: 't1',
          p_master_key: 'mjwc2025/Spain/p1.master.jpg',
          p_master_square: [240, 300, 800, 800],
        },
      ],
    ])
    // the master's bytes never show on the player's bar
    expect(onProgress).toHaveBeenCalledTimes(progressCalls)
  })

  it('does not hold the upload while it is still being made, nor stop when the player leaves', async () => {
    masterBackend()
    let finishMaking: (m: ReturnType<typeof made>) => void = () => {}
    const making = new Promise<ReturnType<typeof made>>((resolve) => (finishMaking = resolve))
    const abort = new AbortController()
    const { onMasterDone, done } = outcome()
    const { value } = await settle(uploadPlayerPhoto(input({ master: making, signal: abort.signal, onMasterDone })))
    expect(value).toMatchObject({ id: 7 })
    abort.abort() // the wizard let go (the player moved on)
    finishMaking(made())
    await vi.runAllTimersAsync()
    expect(await done).toBe('recorded')
    expect(putKeys()).toContain('mjwc2025/Spain/p1.master.jpg')
  })

  it('never fails the upload: a dropped network is retried, a refusal or no master gives up quietly', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    // a network failure on the master: tried again, then recorded
    masterBackend()
    put.mockResolvedValueOnce(undefined).mockResolvedValueOnce(undefined).mockRejectedValueOnce(storageError(0))
    let o = outcome()
    expect((await settle(uploadPlayerPhoto(input({ master: made(), onMasterDone: o.onMasterDone })))).value).toMatchObject({ id: 7 })
    await vi.runAllTimersAsync()
    expect(await o.done).toBe('recorded')
    expect(putKeys().filter((k) => k.endsWith('.master.jpg'))).toHaveLength(2)

    // Storage refusing it (too large, say): given up, the upload stays a success
    put.mockReset()
    put.mockResolvedValueOnce(undefined).mockResolvedValueOnce(undefined).mockRejectedValueOnce(storageError(403))
    o = outcome()
    expect((await settle(uploadPlayerPhoto(input({ master: made(), onMasterDone: o.onMasterDone })))).value).toMatchObject({ id: 7 })
    await vi.runAllTimersAsync()
    expect(await o.done).toBe('failed')

    // attach refused with a hint: given up; 'master-recorded' (a lost reply) counts as recorded
    put.mockReset()
    put.mockResolvedValue(undefined)
    masterBackend(() => fail(409, { code: 'PT409', hint: 'master-not-stored' }))
    o = outcome()
    await settle(uploadPlayerPhoto(input({ master: made(), onMasterDone: o.onMasterDone })))
    expect(await o.done).toBe('failed')
    masterBackend(() => fail(409, { code: 'PT409', hint: 'master-recorded' }))
    o = outcome()
    await settle(uploadPlayerPhoto(input({ master: made(), onMasterDone: o.onMasterDone })))
    expect(await o.done).toBe('recorded')

    // a master that could not be made (or failed to): nothing more is sent
    put.mockClear()
    rpc.mockClear()
    o = outcome()
    await settle(uploadPlayerPhoto(input({ master: Promise.reject(new Error('encode failed')), onMasterDone: o.onMasterDone })))
    expect(await o.done).toBe('none')
    expect(putKeys().some((k) => k.endsWith('.master.jpg'))).toBe(false)
    expect(calls('attach_upload_master')).toHaveLength(0)
  })

  it("a retake begun while a master is still going up keeps its own ticket, and the master keeps the first's", async () => {
    masterBackend()
    // the first master's store hangs until released
    let release: () => void = () => {}
    put.mockImplementation(async ({ key }: PutObjectOptions) => {
      if (key === 'mjwc2025/Spain/p1.master.jpg') await new Promise<void>((resolve) => (release = resolve))
    })
    // stepped by hand: running every timer would give the held store up as stalled
    const first = outcome()
    await uploadPlayerPhoto(input({ master: made(), onMasterDone: first.onMasterDone }))
    await vi.advanceTimersByTimeAsync(1)
    expect(putKeys()).toContain('mjwc2025/Spain/p1.master.jpg')
    const onProgress = vi.fn()
    const second = outcome()
    const value = await uploadPlayerPhoto(input({ master: made(), onProgress, onMasterDone: second.onMasterDone }))
    expect(value).toMatchObject({ id: 7 })
    expect(calls('finish_upload').map(([, a]) => a.p_ticket)).toEqual(['t1', 't2'])
    expect(onProgress).toHaveBeenLastCalledWith(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await second.done).toBe('recorded')
    release()
    await vi.advanceTimersByTimeAsync(1)
    expect(await first.done).toBe('recorded')
    expect(calls('attach_upload_master').map(([, a]) => [a.p_ticket, a.p_master_key])).toEqual([
      ['t2', 'mjwc2025/Spain/p2.master.jpg'],
      ['t1', 'mjwc2025/Spain/p1.master.jpg'],
    ])
  })
})
