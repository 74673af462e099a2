// /admin/{eventCode}/{teamName}: finds the stored team for the URL's name (case-insensitive,
// dashes as spaces), then shows its roster. An unknown team gets the spec's 'Team Not Found'.
import { Link } from 'react-router-dom'
import type { Tournament } from '@/config/tournaments'
import { resolveAdminTeam, useQuery } from '@/lib/api'
import { paths } from '@/app/paths'
import { Button } from '@/components/button'
import { ErrorScreen } from '@/components/error-screen'
import { PageSpinner } from '@/components/page-spinner'
import { TeamRoster } from './roster/team-roster'
import { texts } from './texts'

type Props = { tournament: Tournament; teamCandidates: string[] }

export function AdminTeamPage({ tournament, teamCandidates }: Props) {
  const eventName = tournament.dbName
  const resolved = useQuery(`admin-team:${eventName}:${teamCandidates.join('\n')}`, () => resolveAdminTeam(eventName, teamCandidates))

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
          <Link
            to={paths.adminDashboard.href(tournament.slug)}
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-medium text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {texts.backToDashboard}
          </Link>
        }
      />
    )
  }
  // Keyed by team: moving to another team starts with fresh search, edit and dialog state.
  return <TeamRoster key={resolved.data} tournament={tournament} team={resolved.data} />
}
