// /admin/{eventCode}: the event from the database; an unknown one → the default admin event's
// dashboard (spec §2); login first. Signed out, only open events are visible, so a code the
// public list lacks may be a draft or closed event: the sign-in form stays on this URL, and the
// admin's own list decides after sign-in (a bookmarked draft's dashboard opens where it pointed).
import { Navigate, useParams } from 'react-router-dom'
import { AdminLoginForm, SERVER_UNREACHABLE_NOTICE, useAdminSession } from '@/features/admin-auth'
import { AdminDashboardPage } from '@/features/admin-dashboard'
import { PageSpinner } from '@/components/page-spinner'
import { AdminEventsError } from './admin-events-error'
import { useAdminEvent } from './admin-event'

export function AdminDashboardRoute() {
  const { eventCode = '' } = useParams()
  const session = useAdminSession()
  const resolved = useAdminEvent(eventCode, session.state)
  if (session.state === 'checking' || resolved.status === 'loading') return <PageSpinner label="Checking session…" />
  if (resolved.status === 'error' && session.state === 'signed-out') {
    return <AdminLoginForm eventName="Events" onLogin={session.login} notice={SERVER_UNREACHABLE_NOTICE} />
  }
  if (resolved.status === 'error') return <AdminEventsError onRetry={resolved.retry} />
  if (resolved.status === 'redirect' && session.state === 'signed-out') {
    return <AdminLoginForm eventName={eventCode} onLogin={session.login} />
  }
  if (resolved.status === 'redirect') return <Navigate to={resolved.to} replace />
  const { event, events } = resolved
  if (session.state === 'signed-out') return <AdminLoginForm eventName={event.displayName} onLogin={session.login} />
  return <AdminDashboardPage event={event} events={events} onLogout={session.logout} />
}
