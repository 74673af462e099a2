// react-hot-toast as spies, for component tests that check which toast a screen shows. In a test:
//   vi.mock('react-hot-toast', () => import('../toast-mock'))   (path relative to the test)
//   import { toastMock } from '../toast-mock'
export const toastMock = Object.assign(vi.fn(), {
  success: vi.fn(),
  error: vi.fn(),
  loading: vi.fn(() => 'toast-id'),
  dismiss: vi.fn(),
})

export default toastMock
