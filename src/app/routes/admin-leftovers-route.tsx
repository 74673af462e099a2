// /admin/{eventCode}/files/leftovers: the event's overwritten and leftover files.
import { AdminLeftoversPage } from '@/features/admin-leftovers'
import { AdminEventSubpage } from './admin-event-subpage'

export function AdminLeftoversRoute() {
  return <AdminEventSubpage page={(event) => <AdminLeftoversPage event={event} />} />
}
