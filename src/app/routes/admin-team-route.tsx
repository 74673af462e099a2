// /admin/{eventCode}/{teamName}: name URL-decoded with dashes as spaces; the session and event
// rules of every event page (admin-event-subpage.tsx).
import { useParams } from 'react-router-dom'
import { AdminTeamPage } from '@/features/admin-team'
import { teamNameCandidates } from '@/config/paths'
import { AdminEventSubpage } from './admin-event-subpage'

export function AdminTeamRoute() {
  const { teamName = '' } = useParams()
  return <AdminEventSubpage page={(event) => <AdminTeamPage event={event} teamCandidates={teamNameCandidates(teamName)} />} />
}
