// A team link (/{eventCode}/{teamCode}): one round trip brings the event, the team the code opens
// and its roster (get-team-link.ts). While it loads, a spinner; a failed load offers Try Again;
// an unknown event (or a draft/archived one the code doesn't belong to) goes home (spec §2); no
// team is the spec's 'Invalid Access Code'; a draft or archived event says so; otherwise the
// team page (open or closed).
import { useCallback, useEffect } from 'react'
import toast from '@/components/toast'
import { Navigate } from 'react-router-dom'
import { useTeamLink } from '@/lib/api'
import { paths } from '@/config/paths'
import { Button } from '@/components/button'
import { ErrorScreen, HomeLink } from '@/components/error-screen'
import { PageSpinner } from '@/components/page-spinner'
import { useT } from '@/i18n'
import { EventNotOpen } from './event-not-open'
import { TeamUploadPage } from './team-upload-page'

type Props = { eventCode: string; code: string }

/** One toast for a failed load, however many retries fail (the team page uses the same id). */
const LOAD_FAILED_TOAST_ID = 'team-roster-load-failed'

export function TeamLinkPage({ eventCode, code }: Props) {
  const { t } = useT()
  const link = useTeamLink(eventCode, code)
  const { refetch } = link
  const reloadEvent = useCallback(() => void refetch({ silent: true }), [refetch])
  // The roster comes with the event: a failed load is the spec's 'Failed to load players' (§8).
  useEffect(() => {
    if (link.status === 'error') toast.error(t('team.loadFailedShort'), { id: LOAD_FAILED_TOAST_ID })
  }, [link.status, t])

  if (link.status === 'loading') return <PageSpinner label={t('team.loading')} />
  if (link.status === 'error') {
    return (
      <ErrorScreen
        title={t('error.unexpected.title')}
        message={t('team.loadFailed')}
        action={<Button onClick={() => void link.refetch()}>{t('common.tryAgain')}</Button>}
      />
    )
  }
  const { event, team, players } = link.data
  if (!event) return <Navigate to={paths.home.href()} replace />
  if (!team) {
    return (
      <ErrorScreen
        title={t('error.invalidAccessCode.title')}
        message={t('error.invalidAccessCode.message')}
        action={<HomeLink>{t('common.goHome')}</HomeLink>}
      />
    )
  }
  if (!players || event.state === 'draft' || event.state === 'archived') return <EventNotOpen event={event} />
  return <TeamUploadPage event={event} team={team} code={code} initialPlayers={players} onEventStale={reloadEvent} />
}
