// useQuery: TanStack Query on the app's one cache, with the screens' loading / error / success.
import { act, renderHook, waitFor } from '@testing-library/react'
import { queryClient, useQuery } from '@/lib/api'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe('useQuery', () => {
  it('goes loading → success, and loading → error with the Error', async () => {
    const ok = renderHook(() => useQuery(['a'], async () => 41))
    expect(ok.result.current.status).toBe('loading')
    await waitFor(() => expect(ok.result.current).toMatchObject({ status: 'success', data: 41 }))

    const bad = renderHook(() => useQuery(['b'], () => Promise.reject(new Error('offline'))))
    await waitFor(() => expect(bad.result.current.status).toBe('error'))
    expect(bad.result.current.error?.message).toBe('offline')
  })

  it("a new key reads as loading at once, and the old key's late answer is ignored", async () => {
    const answers: Record<string, ReturnType<typeof deferred<string>>> = { one: deferred(), two: deferred() }
    const { result, rerender } = renderHook(({ k }) => useQuery([k], () => answers[k]!.promise), { initialProps: { k: 'one' } })
    rerender({ k: 'two' })
    expect(result.current.status).toBe('loading')
    await act(async () => answers.two!.resolve('second'))
    await act(async () => answers.one!.resolve('first'))
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'second' }))
  })

  it('refetch shows loading; a silent refetch keeps the data until the new answer', async () => {
    let n = 0
    const next = deferred<number>()
    const { result } = renderHook(() =>
      useQuery(['k'], () => (++n === 1 ? Promise.resolve(1) : n === 2 ? next.promise : new Promise<number>(() => {}))),
    )
    await waitFor(() => expect(result.current.data).toBe(1))
    act(() => void result.current.refetch({ silent: true }))
    await waitFor(() => expect(result.current.isFetching).toBe(true))
    expect(result.current).toMatchObject({ status: 'success', data: 1 })
    await act(async () => next.resolve(2))
    await waitFor(() => expect(result.current.data).toBe(2))
    act(() => void result.current.refetch())
    await waitFor(() => expect(result.current.status).toBe('loading'))
  })

  it('a failed background refresh keeps what is shown', async () => {
    let n = 0
    const { result } = renderHook(() => useQuery(['k'], () => (++n === 1 ? Promise.resolve('shown') : Promise.reject(new Error('blip')))))
    await waitFor(() => expect(result.current.data).toBe('shown'))
    await act(() => result.current.refetch({ silent: true }))
    expect(n).toBe(2)
    expect(result.current).toMatchObject({ status: 'success', data: 'shown' })
  })

  it('setData updates the data locally without a call', async () => {
    const fetcher = vi.fn(async () => [1, 2])
    const { result } = renderHook(() => useQuery(['list'], fetcher))
    await waitFor(() => expect(result.current.status).toBe('success'))
    act(() => result.current.setData((prev) => [...prev, 3]))
    await waitFor(() => expect(result.current.data).toEqual([1, 2, 3]))
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('two screens asking for the same key share one request and one answer', async () => {
    const answer = deferred<string>()
    const fetcher = vi.fn(() => answer.promise)
    const first = renderHook(() => useQuery(['event', 'E', 'summary'], fetcher))
    const second = renderHook(() => useQuery(['event', 'E', 'summary'], fetcher))
    await act(async () => answer.resolve('teams'))
    await waitFor(() => expect(second.result.current.data).toBe('teams'))
    expect(first.result.current.data).toBe('teams')
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('invalidating a prefix reloads every query under it, quietly, and no other', async () => {
    let round = 0
    const players = vi.fn(async () => `players ${round}`)
    const other = vi.fn(async () => `other ${round}`)
    const team = renderHook(() => useQuery(['event', 'E', 'team', 'Chile', 'players'], players))
    const elsewhere = renderHook(() => useQuery(['event', 'F', 'summary'], other))
    await waitFor(() => expect(team.result.current.data).toBe('players 0'))
    await waitFor(() => expect(elsewhere.result.current.data).toBe('other 0'))
    round = 1
    const invalidated = queryClient.invalidateQueries({ queryKey: ['event', 'E'] })
    expect(team.result.current.status).toBe('success') // no loading flash
    await act(() => invalidated)
    await waitFor(() => expect(team.result.current.data).toBe('players 1'))
    expect(elsewhere.result.current.data).toBe('other 0')
    expect(other).toHaveBeenCalledTimes(1)
  })

  it('hands the fetcher an AbortSignal that aborts when the screen goes away', async () => {
    let seen: AbortSignal | undefined
    const view = renderHook(() =>
      useQuery(['slow'], (signal) => {
        seen = signal
        return new Promise<never>(() => {})
      }),
    )
    await waitFor(() => expect(seen).toBeInstanceOf(AbortSignal))
    expect(seen!.aborted).toBe(false)
    view.unmount()
    await waitFor(() => expect(seen!.aborted).toBe(true))
  })
})
