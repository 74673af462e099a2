// The app's toasts (@/components/toast) as spies, for component tests that check which toast a screen shows. In a test:
//   vi.mock('@/components/toast', () => import('../toast-mock'))   (path relative to the test)
//   import { toastMock } from '../toast-mock'
export const toastMock = Object.assign(vi.fn(), {
  success: vi.fn(),
  error: vi.fn(),
  loading: vi.fn(() => 'toast-id'),
  dismiss: vi.fn(),
})

export default toastMock

// the rest of @/components/toast: the toaster never loads under the mock
export const loadLibrary = vi.fn(() => Promise.resolve(toastMock))
export const toastsWanted = () => false
export const onToastsWanted = () => () => {}
