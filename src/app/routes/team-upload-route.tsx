// /{eventCode}/{teamCode}: the team link page with the code upper-cased. The event comes from the
// database with the team (one round trip): an unknown event goes home, a wrong code is the
// spec's 'Invalid Access Code' (team-link-page.tsx).
import { useParams } from 'react-router-dom'
import { TeamLinkPage } from '@/features/team-upload'
import { normaliseTeamCode } from '@/config/paths'

export function TeamUploadRoute() {
  const { eventCode = '', teamCode = '' } = useParams()
  return <TeamLinkPage eventCode={eventCode} code={normaliseTeamCode(teamCode)} />
}
