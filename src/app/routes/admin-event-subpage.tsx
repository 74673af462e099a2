// An event's admin page below its dashboard (a team, /files/…): without the admin session flag →
// the event's dashboard (which shows the login); an unknown event → the default admin event.
import type { ReactNode } from 'react'
import { Navigate, useParams } from 'react-router-dom'
import { adminFlag, useAdminSession } from '@/features/admin-auth'
import type { EventInfo } from '@/lib/api'
import { PageSpinner } from '@/components/page-spinner'
import { paths } from '@/config/paths'
import { AdminEventsError } from './admin-events-error'
import { useAdminEvent } from './admin-event'

export function AdminEventSubpage({ page }: { page: (event: EventInfo) => ReactNode }) {
  const { eventCode = '' } = useParams()
  const session = useAdminSession()
  const signedOut = !adminFlag.isSet() || session.state === 'signed-out'
  const resolved = useAdminEvent(eventCode, signedOut ? 'signed-out' : session.state)
  if (signedOut) return <Navigate to={paths.adminDashboard.href(eventCode)} replace />
  if (session.state === 'checking' || resolved.status === 'loading') return <PageSpinner label="Checking session…" />
  if (resolved.status === 'error') return <AdminEventsError onRetry={resolved.retry} />
  if (resolved.status === 'redirect') return <Navigate to={resolved.to} replace />
  return page(resolved.event)
}
