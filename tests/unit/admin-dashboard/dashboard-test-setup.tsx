// Shared mocks for the dashboard's component tests: the data module's calls, toasts and flags.
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import type { EventInfo } from '@/lib/api'
import { EVENTS, MJWC } from '../event-fixtures'
import { AdminDashboardPage } from '@/features/admin-dashboard'

export { MJWC }

/** Shows where the router went, for card and event-switcher clicks. */
function Where() {
  const loc = useLocation()
  return <div data-testid="location">{loc.pathname}</div>
}

export function renderDashboard(onLogout = vi.fn(async () => {}), event: EventInfo = MJWC, events: readonly EventInfo[] = EVENTS) {
  const user = userEvent.setup()
  const view = render(
    <MemoryRouter initialEntries={['/admin/mjwc2025']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <AdminDashboardPage event={event} events={events} onLogout={onLogout} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
  return { user, onLogout, ...view }
}
