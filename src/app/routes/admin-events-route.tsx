// /admin/events (list), /admin/events/new and /admin/events/{eventCode}/edit: the organizers
// create, edit, open, close and archive events here. Login first; an unknown event to edit →
// the list.
import { Navigate, useParams } from 'react-router-dom'
import { AdminLoginForm, useAdminSession } from '@/features/admin-auth'
import { AdminEventsPage, EventFormPage } from '@/features/admin-events'
import { PageSpinner } from '@/components/page-spinner'
import { paths } from '@/config/paths'
import { AdminEventsError } from './admin-events-error'
import { useEventList } from './admin-event'

export function AdminEventsRoute({ mode }: { mode: 'list' | 'new' | 'edit' }) {
  const { eventCode = '' } = useParams()
  const session = useAdminSession()
  const list = useEventList(session.state)
  if (session.state === 'checking') return <PageSpinner label="Checking session…" />
  if (session.state === 'signed-out') return <AdminLoginForm eventName="Events" onLogin={session.login} />
  if (list.status === 'loading') return <PageSpinner label="Loading events…" />
  if (list.status === 'error') return <AdminEventsError onRetry={() => void list.refetch()} />
  if (mode === 'list') return <AdminEventsPage events={list.data} onLogout={session.logout} />
  if (mode === 'new') return <EventFormPage events={list.data} />
  const event = list.data.find((e) => e.code === eventCode.toLowerCase())
  if (!event) return <Navigate to={paths.adminEvents.href()} replace />
  return <EventFormPage key={event.code} event={event} events={list.data} />
}
