// useQuery's initialData: the team page starts from the roster the team link's one round trip
// brought, and asks the server only when refreshed or given another key.
import { act, renderHook, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { useQuery } from '@/lib/api'

describe('useQuery with initialData', () => {
  it('is a success at once and does not fetch (also under StrictMode double effects)', async () => {
    const fetcher = vi.fn(async () => ['fresh'])
    const { result } = renderHook(() => useQuery(['roster'], fetcher, { initialData: ['given'] }), { wrapper: StrictMode })
    expect(result.current).toMatchObject({ status: 'success', data: ['given'] })
    await act(async () => {})
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('refetch asks the server', async () => {
    const fetcher = vi.fn(async () => ['fresh'])
    const { result } = renderHook(() => useQuery(['roster'], fetcher, { initialData: ['given'] }))
    await act(() => result.current.refetch({ silent: true }))
    expect(fetcher).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: ['fresh'] }))
  })

  it('another key loads (the initial data belongs to the first key only), and so does going back', async () => {
    const fetcher = vi.fn(async () => 'fresh')
    const { result, rerender } = renderHook(({ k }) => useQuery([k], fetcher, { initialData: 'given' }), { initialProps: { k: 'one' } })
    rerender({ k: 'two' })
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'fresh' }))
    rerender({ k: 'one' })
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2))
  })
})
