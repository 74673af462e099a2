// A team link (/{eventCode}/{teamCode}): the server resolves the code (the roster starts loading
// at the same time); while it does, a spinner; a failed check offers Try Again; no team is the
// spec's 'Invalid Access Code'; otherwise the team page.
import { resolveTeam, queryKeys, useQuery } from '@/lib/api'
import type { Tournament } from '@/config/tournaments'
import { Button } from '@/components/button'
import { ErrorScreen, HomeLink } from '@/components/error-screen'
import { PageSpinner } from '@/components/page-spinner'
import { useT } from '@/i18n'
import { TeamUploadPage } from './team-upload-page'

type Props = { tournament: Tournament; code: string }

export function TeamLinkPage({ tournament, code }: Props) {
  const { t } = useT()
  const team = useQuery(queryKeys.resolveTeam(tournament.dbName, code), () => resolveTeam(tournament.dbName, code))

  if (team.status === 'loading') return <PageSpinner label={t('team.loading')} />
  if (team.status === 'error') {
    return (
      <ErrorScreen
        title={t('error.unexpected.title')}
        message={t('common.unexpectedError')}
        action={<Button onClick={() => void team.refetch()}>{t('common.tryAgain')}</Button>}
      />
    )
  }
  if (!team.data) {
    return <ErrorScreen title={t('error.invalidAccessCode.title')} message={t('error.invalidAccessCode.message')} action={<HomeLink>{t('common.goHome')}</HomeLink>} />
  }
  return <TeamUploadPage tournament={tournament} team={team.data} code={code} />
}
