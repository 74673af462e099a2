// /admin/{eventCode}: unknown event → the default event's dashboard; login first.
import { Navigate, useParams } from 'react-router-dom'
import { getTournament } from '@/config/tournaments'
import { AdminLoginForm, useAdminSession } from '@/features/admin-auth'
import { AdminDashboardPage } from '@/features/admin-dashboard'
import { PageSpinner } from '@/components/page-spinner'
import { paths } from '@/config/paths'

export function AdminDashboardRoute() {
  const { eventCode = '' } = useParams()
  const tournament = getTournament(eventCode)
  const session = useAdminSession()
  if (!tournament) return <Navigate to={paths.adminDashboard.href()} replace />
  if (session.state === 'checking') return <PageSpinner label="Checking session…" />
  if (session.state === 'signed-out') return <AdminLoginForm eventName={tournament.displayName} onLogin={session.login} />
  return <AdminDashboardPage tournament={tournament} onLogout={session.logout} />
}
