// /admin/{eventCode}/{teamName}: finds the stored team for the URL's name (case-insensitive,
// dashes as spaces), then shows its roster. An unknown team gets the spec's 'Team Not Found'.
import { Link } from 'react-router-dom'
import { queryKeys, resolveAdminTeam, useQuery, type EventInfo } from '@/lib/api'
import { paths } from '@/config/paths'
import { Button, buttonClasses } from '@/components/button'
import { ErrorScreen } from '@/components/error-screen'
import { PageSpinner } from '@/components/page-spinner'
import { TeamRoster } from './roster/team-roster'
import { texts } from './texts'

type Props = { event: EventInfo; teamCandidates: string[] }

export function AdminTeamPage({ event, teamCandidates }: Props) {
  const eventName = event.name
  const resolved = useQuery(queryKeys.resolveAdminTeam(eventName, teamCandidates), (signal) =>
    resolveAdminTeam(eventName, teamCandidates, signal),
  )

  if (resolved.status === 'loading') return <PageSpinner label={texts.loadingTeam} />
  if (resolved.status === 'error') {
    return (
      <ErrorScreen
        title={texts.loadFailed}
        message={texts.checkConnection}
        action={<Button onClick={() => void resolved.refetch()}>{texts.tryAgain}</Button>}
      />
    )
  }
  if (resolved.data === null) {
    return (
      <ErrorScreen
        title={texts.teamNotFoundTitle}
        message={texts.teamNotFoundMessage}
        action={
          <Link to={paths.adminDashboard.href(event.code)} className={buttonClasses()}>
            {texts.backToDashboard}
          </Link>
        }
      />
    )
  }
  // Keyed by team: moving to another team starts with fresh search, edit and dialog state.
  return <TeamRoster key={resolved.data} event={event} team={resolved.data} />
}
