// /admin/{eventCode}/files/export: handing the event's photos over to accreditation, TV and others.
import { AdminExportPage } from '@/features/admin-export'
import { AdminEventSubpage } from './admin-event-subpage'

export function AdminExportRoute() {
  return <AdminEventSubpage page={(event) => <AdminExportPage event={event} />} />
}
