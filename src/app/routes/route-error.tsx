import { Component, type ReactNode } from 'react'
import { Button } from '@/components/button'
import { ErrorScreen } from '@/components/error-screen'
import { useT } from '@/i18n'

/** Last line of defence: a chunk that failed to load (flaky network, new deploy) or a bug. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown }

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') }
  }

  componentDidCatch(error: unknown) {
    console.error(error)
  }

  render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorScreen />
  }
}

function RouteErrorScreen() {
  const { t } = useT()
  return (
    <ErrorScreen
      title={t('error.unexpected.title')}
      message={t('common.unexpectedError')}
      action={<Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>}
    />
  )
}
