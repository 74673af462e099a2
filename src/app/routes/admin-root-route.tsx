// /admin → the default admin event's dashboard: the most recent open event (spec §2: /admin/mjwc2025
// in the demo data), or the events page when none is open.
import { Navigate } from 'react-router-dom'
import { AdminLoginForm, SERVER_UNREACHABLE_NOTICE, useAdminSession } from '@/features/admin-auth'
import { PageSpinner } from '@/components/page-spinner'
import { AdminEventsError } from './admin-events-error'
import { useAdminEvent } from './admin-event'

export function AdminRootRoute() {
  const session = useAdminSession()
  const resolved = useAdminEvent(null, session.state)
  if (session.state === 'checking' || resolved.status === 'loading') return <PageSpinner label="Loading…" />
  // signed out, the sign-in form stays reachable while the server isn't (it says so)
  if (resolved.status === 'error' && session.state === 'signed-out') {
    return <AdminLoginForm eventName="Events" onLogin={session.login} notice={SERVER_UNREACHABLE_NOTICE} />
  }
  if (resolved.status === 'error') return <AdminEventsError onRetry={resolved.retry} />
  return <Navigate to={resolved.status === 'redirect' ? resolved.to : '/admin/events'} replace />
}
