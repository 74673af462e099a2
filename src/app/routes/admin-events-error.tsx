import { Button } from '@/components/button'
import { ErrorScreen } from '@/components/error-screen'
import { API_ERROR_TEXT } from '@/lib/api'

/** The admin area couldn't load its list of events (offline, server restarting). */
export function AdminEventsError({ onRetry }: { onRetry: () => void }) {
  return <ErrorScreen title="Something went wrong" message={API_ERROR_TEXT['load-events']} action={<Button onClick={onRetry}>Try Again</Button>} />
}
