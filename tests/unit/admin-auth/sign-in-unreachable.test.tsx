// With the API unreachable (a paused project, no network), /admin and an event's admin page still
// show the sign-in form, saying why no event shows, instead of 'Failed to load events'.
// Signed in, the error screen with Try Again stays.
import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { listAdminEvents, listOpenEvents } from '@/lib/api'
import { AdminRootRoute } from '@/app/routes/admin-root-route'
import { AdminDashboardRoute } from '@/app/routes/admin-dashboard-route'
import { adminFlag, SERVER_UNREACHABLE_NOTICE } from '@/features/admin-auth'

vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  listOpenEvents: vi.fn(),
  listAdminEvents: vi.fn(),
  hasAdminSession: vi.fn(async () => {
    throw new TypeError('Failed to fetch')
  }),
}))

const unreachable = () => Promise.reject(new TypeError('Failed to fetch'))

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin" element={<AdminRootRoute />} />
        <Route path="/admin/:eventCode" element={<AdminDashboardRoute />} />
      </Routes>
    </MemoryRouter>,
  )
}

beforeEach(() => {
  vi.mocked(listOpenEvents).mockImplementation(unreachable)
  vi.mocked(listAdminEvents).mockImplementation(unreachable)
  sessionStorage.clear()
})
afterEach(() => vi.clearAllMocks())

for (const path of ['/admin', '/admin/mjwc2025']) {
  it(`${path}, signed out: the sign-in form, with why no event shows`, async () => {
    renderAt(path)
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(SERVER_UNREACHABLE_NOTICE)
    expect(screen.getByLabelText('Password')).toBeInTheDocument()
    expect(screen.queryByText('Failed to load events')).not.toBeInTheDocument()
  })
}

it('signed in, an unreachable server is the error screen with Try Again', async () => {
  adminFlag.set()
  renderAt('/admin')
  expect(await screen.findByText('Failed to load events')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Admin Login' })).not.toBeInTheDocument()
})
