import { ErrorScreen, HomeLink } from '@/components/error-screen'
import { useT } from '@/i18n'

export function NotFoundRoute() {
  const { t } = useT()
  return (
    <ErrorScreen
      tone="neutral"
      title={t('error.notFound.title')}
      message={t('error.notFound.message')}
      action={<HomeLink>{t('common.goHome')}</HomeLink>}
    />
  )
}
