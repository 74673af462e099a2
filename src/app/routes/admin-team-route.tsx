// /admin/{eventCode}/{teamName}: name URL-decoded with dashes as spaces; without the admin
// session flag → the event's dashboard (which shows the login).
import { Navigate, useParams } from 'react-router-dom'
import { getTournament } from '@/config/tournaments'
import { adminFlag, useAdminSession } from '@/features/admin-auth'
import { AdminTeamPage } from '@/features/admin-team'
import { PageSpinner } from '@/components/page-spinner'
import { paths, teamNameCandidates } from '@/config/paths'

export function AdminTeamRoute() {
  const { eventCode = '', teamName = '' } = useParams()
  const tournament = getTournament(eventCode)
  const session = useAdminSession()
  if (!tournament) return <Navigate to={paths.adminDashboard.href()} replace />
  if (!adminFlag.isSet() || session.state === 'signed-out') {
    return <Navigate to={paths.adminDashboard.href(tournament.slug)} replace />
  }
  if (session.state === 'checking') return <PageSpinner label="Checking session…" />
  return <AdminTeamPage tournament={tournament} teamCandidates={teamNameCandidates(teamName)} />
}
