// /{eventCode}/{teamCode}: unknown event → home; the code is upper-cased and resolved by the
// server; no match → 'Invalid Access Code'.
import { Navigate, useParams } from 'react-router-dom'
import { getTournament } from '@/config/tournaments'
import { prefetchTeamRoster, resolveTeam, useQuery } from '@/lib/api'
import { ErrorScreen, HomeLink } from '@/components/error-screen'
import { PageSpinner } from '@/components/page-spinner'
import { useT } from '@/i18n'
import { TeamUploadPage } from '@/features/team-upload'
import { normaliseTeamCode, paths } from '../paths'

export function TeamUploadRoute() {
  const { eventCode = '', teamCode = '' } = useParams()
  const tournament = getTournament(eventCode)
  const code = normaliseTeamCode(teamCode)
  const { t } = useT()
  const team = useQuery(`team:${tournament?.dbName}:${code}`, () => {
    if (!tournament) return Promise.resolve(null)
    prefetchTeamRoster(tournament.dbName, code) // in parallel: saves a round trip on hotel Wi-Fi
    return resolveTeam(tournament.dbName, code)
  })

  if (!tournament) return <Navigate to={paths.home.href()} replace />
  if (team.status === 'loading') return <PageSpinner label={t('team.loading')} />
  if (team.status === 'error') {
    return (
      <ErrorScreen
        title={t('error.unexpected.title')}
        message={t('common.unexpectedError')}
        action={
          <button type="button" onClick={() => void team.refetch()} className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-medium text-white">
            {t('common.tryAgain')}
          </button>
        }
      />
    )
  }
  if (!team.data) {
    return <ErrorScreen title={t('error.invalidAccessCode.title')} message={t('error.invalidAccessCode.message')} action={<HomeLink>{t('common.goHome')}</HomeLink>} />
  }
  return <TeamUploadPage tournament={tournament} team={team.data} code={code} />
}
