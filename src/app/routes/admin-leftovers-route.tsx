// /admin/{eventCode}/leftovers: the event's overwritten and leftover files; without the admin
// session flag → the event's dashboard (which shows the login).
import { Navigate, useParams } from 'react-router-dom'
import { getTournament } from '@/config/tournaments'
import { adminFlag, useAdminSession } from '@/features/admin-auth'
import { AdminLeftoversPage } from '@/features/admin-leftovers'
import { PageSpinner } from '@/components/page-spinner'
import { paths } from '@/config/paths'

export function AdminLeftoversRoute() {
  const { eventCode = '' } = useParams()
  const tournament = getTournament(eventCode)
  const session = useAdminSession()
  if (!tournament) return <Navigate to={paths.adminDashboard.href()} replace />
  if (!adminFlag.isSet() || session.state === 'signed-out') {
    return <Navigate to={paths.adminDashboard.href(tournament.slug)} replace />
  }
  if (session.state === 'checking') return <PageSpinner label="Checking session…" />
  return <AdminLeftoversPage tournament={tournament} />
}
