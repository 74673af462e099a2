import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { ErrorScreen, HomeLink } from '@/components/error-screen'
import { useT } from '@/i18n'

/** Last line of defence: a chunk that failed to load (flaky network, new deploy) or a bug. */
export function RouteErrorScreen() {
  const error = useRouteError()
  const { t } = useT()
  console.error(error)
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorScreen tone="neutral" title={t('error.notFound.title')} message={t('error.notFound.message')} action={<HomeLink>{t('common.goHome')}</HomeLink>} />
  }
  return (
    <ErrorScreen
      title={t('error.unexpected.title')}
      message={t('common.unexpectedError')}
      action={
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-medium text-white hover:bg-brand-600"
        >
          {t('common.reload')}
        </button>
      }
    />
  )
}
