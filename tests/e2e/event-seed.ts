// An event of a spec's own, a copy of the seeded MJWC 2025 under another name and code, open, with
// no export destinations (made once per backend: the spec files a worker runs share it).
import type { E2EBackend } from './fixtures'

type EventSeed = {
  name: string
  code: string
  shortName: string
  /** days after MJWC 2025 starts: /admin lands on the event that starts first, MJWC 2025, for the other specs */
  startsDaysAfter: number
  autoApprove?: boolean
}

export async function seedEvent(backend: E2EBackend, e: EventSeed): Promise<void> {
  await backend.query(
    `insert into events select (jsonb_populate_record(null::events, to_jsonb(e) || jsonb_build_object(
       'code', $2::text, 'name', $1::text, 'display_name', $1::text, 'short_name', $3::text, 'state', 'open',
       'start_date', e.start_date + $4::integer, 'auto_approve', coalesce($5::boolean, e.auto_approve),
       'export_destinations', '[]'::jsonb, 'export_destinations_version', 0))).*
       from events e where e.name = 'MJWC 2025' on conflict do nothing`,
    [e.name, e.code, e.shortName, e.startsDaysAfter, e.autoApprove ?? null],
  )
}
