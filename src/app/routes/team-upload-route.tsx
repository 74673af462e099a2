// /{eventCode}/{teamCode}: unknown event → home; otherwise the team link page with the code
// upper-cased (the feature resolves it on the server: no match → 'Invalid Access Code').
import { Navigate, useParams } from 'react-router-dom'
import { getTournament } from '@/config/tournaments'
import { TeamLinkPage } from '@/features/team-upload'
import { normaliseTeamCode, paths } from '@/config/paths'

export function TeamUploadRoute() {
  const { eventCode = '', teamCode = '' } = useParams()
  const tournament = getTournament(eventCode)
  if (!tournament) return <Navigate to={paths.home.href()} replace />
  return <TeamLinkPage tournament={tournament} code={normaliseTeamCode(teamCode)} />
}
