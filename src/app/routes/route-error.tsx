import { Component, type ReactNode } from 'react'
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
