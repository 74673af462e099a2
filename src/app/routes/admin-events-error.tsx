import { Button } from '@/components/button'
import { ErrorScreen } from '@/components/error-screen'
import { apiErrorText } from '@/lib/api'

/** The admin area couldn't load its list of events (offline, server restarting). */
export function AdminEventsError({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorScreen title="Something went wrong" message={apiErrorText('load-events')} action={<Button onClick={onRetry}>Try Again</Button>} />
  )
}
