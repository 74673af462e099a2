import { act, renderHook, waitFor } from '@testing-library/react'
import { useQuery } from '@/lib/api'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

describe('useQuery', () => {
  it('goes loading → success, and loading → error with the Error', async () => {
    const ok = renderHook(() => useQuery('a', async () => 41))
    expect(ok.result.current.status).toBe('loading')
    await waitFor(() => expect(ok.result.current).toMatchObject({ status: 'success', data: 41 }))

    const bad = renderHook(() => useQuery('b', () => Promise.reject(new Error('offline'))))
    await waitFor(() => expect(bad.result.current.status).toBe('error'))
    expect(bad.result.current.error?.message).toBe('offline')
  })

  it("a new key reads as loading at once, and the old key's late answer is ignored", async () => {
    const answers: Record<string, ReturnType<typeof deferred<string>>> = { one: deferred(), two: deferred() }
    const { result, rerender } = renderHook(({ k }) => useQuery(k, () => answers[k]!.promise), { initialProps: { k: 'one' } })
    rerender({ k: 'two' })
    expect(result.current.status).toBe('loading')
    await act(async () => answers.two!.resolve('second'))
    await act(async () => answers.one!.resolve('first'))
    expect(result.current).toMatchObject({ status: 'success', data: 'second' })
  })

  it('refetch shows loading; a silent refetch keeps the data until the new answer', async () => {
    let n = 0
    const next = deferred<number>()
    const { result } = renderHook(() => useQuery('k', () => (++n === 1 ? Promise.resolve(1) : next.promise)))
    await waitFor(() => expect(result.current.data).toBe(1))
    act(() => void result.current.refetch({ silent: true }))
    expect(result.current).toMatchObject({ status: 'success', data: 1 })
    await act(async () => next.resolve(2))
    expect(result.current.data).toBe(2)
    act(() => void result.current.refetch())
    expect(result.current.status).toBe('loading')
  })

  it('setData updates the data locally without a call', async () => {
    const fetcher = vi.fn(async () => [1, 2])
    const { result } = renderHook(() => useQuery('list', fetcher))
    await waitFor(() => expect(result.current.status).toBe('success'))
    act(() => result.current.setData((prev) => [...prev, 3]))
    expect(result.current.data).toEqual([1, 2, 3])
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})
