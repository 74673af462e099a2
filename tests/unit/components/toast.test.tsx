// The app's toasts (src/components/toast.ts): nothing of react-hot-toast is rendered until a first
// toast is asked for; then the toaster loads and shows it, and calls made meanwhile keep their order.
import { act, render, screen, waitFor } from '@testing-library/react'
import { AppToaster } from '@/components/app-toaster'
import toast, { toastsWanted } from '@/components/toast'
import { stubMatchMedia } from '../team-upload/page-test-setup'

beforeAll(stubMatchMedia)

describe('toast', () => {
  it('renders no toaster and loads nothing while no toast was asked for; dismissing then is a no-op', () => {
    const { container } = render(<AppToaster />)
    toast.dismiss('nothing-shown')
    expect(toastsWanted()).toBe(false)
    expect(container).toBeEmptyDOMElement()
  })

  it('shows the first toast once the toaster is in, and a loading toast can be dismissed by the id it answered at once', async () => {
    render(<AppToaster />)
    const id = toast.loading('Saving…')
    expect(id).toEqual(expect.any(String))
    toast.dismiss(id)
    act(() => {
      toast.error('Failed to load players. Please try again.')
    })
    expect(toastsWanted()).toBe(true)
    expect(await screen.findByText('Failed to load players. Please try again.')).toBeInTheDocument()
    // a dismissed toast fades, then react-hot-toast removes it (its removeDelay, 1 s)
    await waitFor(() => expect(screen.queryByText('Saving…')).not.toBeInTheDocument(), { timeout: 5000 })
  })

  it('keeps a caller-given id, so a repeated error replaces its toast instead of stacking', async () => {
    render(<AppToaster />)
    act(() => {
      toast.error('First', { id: 'same' })
      toast.error('Second', { id: 'same' })
    })
    expect(await screen.findByText('Second')).toBeInTheDocument()
    expect(screen.queryByText('First')).not.toBeInTheDocument()
  })
})
