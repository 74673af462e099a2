import { act, renderHook, waitFor } from '@testing-library/react'
import { ApiError, queryClient, useMutation, useQuery } from '@/lib/api'
import { toastMock } from '../toast-mock'

vi.mock('@/components/toast', () => import('../toast-mock'))

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

beforeEach(() => {
  vi.clearAllMocks()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('useMutation', () => {
  it('is busy while it runs, and a second call meanwhile does nothing (double submit)', async () => {
    const gate = deferred<string>()
    const run = vi.fn(() => gate.promise)
    const { result } = renderHook(() => useMutation(run, { successToast: (saved) => `Saved ${saved}` }))
    let first!: Promise<unknown>
    act(() => {
      first = result.current.mutate()
    })
    expect(result.current.busy).toBe(true)
    expect(await result.current.mutate()).toEqual({ status: 'skipped' })
    await act(async () => gate.resolve('Ana'))
    expect(await first).toEqual({ status: 'success', data: 'Ana' })
    expect(run).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(result.current.busy).toBe(false))
    expect(toastMock.success).toHaveBeenCalledWith('Saved Ana')
  })

  it("toasts the operation's spec text by default, and 'An unexpected error occurred.' for anything else", async () => {
    const { result } = renderHook(() => useMutation((e: unknown) => Promise.reject(e)))
    await act(() => result.current.mutate(new ApiError('remove-player', { kind: 'server' })))
    expect(toastMock.error).toHaveBeenLastCalledWith('Failed to remove player')
    await act(() => result.current.mutate(new Error('bug')))
    expect(toastMock.error).toHaveBeenLastCalledWith('An unexpected error occurred.')
  })

  it('keys: one run per key at a time, others run alongside; `pending` says what runs', async () => {
    const gates = new Map([1, 2].map((id) => [id, deferred<void>()]))
    const { result } = renderHook(() => useMutation((id: number) => gates.get(id)!.promise, { key: (id) => id }))
    act(() => {
      void result.current.mutate(1)
      void result.current.mutate(2)
    })
    expect([...result.current.pending.keys()]).toEqual([1, 2])
    expect(await result.current.mutate(1)).toEqual({ status: 'skipped' })
    await act(async () => gates.get(1)!.resolve())
    await waitFor(() => expect([...result.current.pending.keys()]).toEqual([2]))
  })

  it('a loading toast is replaced by the outcome; an abort reports nothing', async () => {
    const { result } = renderHook(() =>
      useMutation(
        (fail: 'abort' | 'error') =>
          Promise.reject(fail === 'abort' ? new DOMException('gone', 'AbortError') : new ApiError('replace-photo', { kind: 'server' })),
        {
          loadingToast: () => 'Uploading…',
        },
      ),
    )
    await act(() => result.current.mutate('error'))
    expect(toastMock.loading).toHaveBeenCalledWith('Uploading…')
    expect(toastMock.error).toHaveBeenCalledWith('Failed to replace photo', { id: 'toast-id' })
    vi.clearAllMocks()
    let outcome: unknown
    await act(async () => {
      outcome = await result.current.mutate('abort')
    })
    expect(outcome).toEqual({ status: 'aborted' })
    expect(toastMock.error).not.toHaveBeenCalled()
    expect(toastMock.dismiss).toHaveBeenCalledWith('toast-id')
  })

  it('errorToast false leaves the error to the caller (onError)', async () => {
    const onError = vi.fn()
    const { result } = renderHook(() =>
      useMutation<void>(() => Promise.reject(new ApiError('team-exists', { kind: 'conflict' })), { errorToast: false, onError }),
    )
    await act(() => result.current.mutate())
    expect(toastMock.error).not.toHaveBeenCalled()
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'A team with this name already exists' }), undefined)
  })
})

describe('useMutation invalidates what it changed, by key prefix', () => {
  /** A screen showing the team's players, whose every load is counted. */
  async function screenOfTeam() {
    const load = vi.fn(async () => 'players')
    renderHook(() => useQuery(['event', 'E', 'team', 'Spain', 'players'], load))
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    return load
  }

  it('after a success, the reads under the prefix reload before onSuccess runs', async () => {
    const load = await screenOfTeam()
    const seen: number[] = []
    const { result } = renderHook(() =>
      useMutation(async () => 'ok', {
        invalidates: () => [['event', 'E', 'team', 'Spain']],
        onSuccess: () => void seen.push(load.mock.calls.length),
      }),
    )
    await act(() => result.current.mutate())
    expect(seen).toEqual([2])
  })

  it('after a compare-and-set refusal too (so the person sees what changed), not after another failure', async () => {
    const load = await screenOfTeam()
    const spy = vi.spyOn(queryClient, 'invalidateQueries')
    let error: unknown = new ApiError('delete-photo', { kind: 'network' })
    const { result } = renderHook(() => useMutation(() => Promise.reject(error), { invalidates: () => [['event', 'E']] }))
    await act(() => result.current.mutate())
    expect(spy).not.toHaveBeenCalled()
    error = new ApiError('photo-changed', { kind: 'conflict', status: 409 })
    await act(() => result.current.mutate())
    expect(spy).toHaveBeenCalledWith({ queryKey: ['event', 'E'] })
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    spy.mockRestore()
  })
})
