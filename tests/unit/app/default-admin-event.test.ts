// /admin and an unknown admin event land on the most recent open event: mjwc2025 on
// the demo data, next year's event once it exists and is open, the events page with none open.
import { describe, expect, it } from 'vitest'
import { defaultAdminPath } from '@/app/routes/admin-event'
import type { EventInfo } from '@/lib/api'
import { MJWC, WJWC } from '../event-fixtures'

const event = (code: string, startDate: string, state: EventInfo['state'] = 'open'): EventInfo => ({
  ...MJWC,
  code,
  name: code.toUpperCase(),
  startDate,
  state,
})

describe('defaultAdminPath', () => {
  it('on the demo data is mjwc2025, whichever order the list comes in', () => {
    expect(defaultAdminPath([MJWC, WJWC])).toBe('/admin/mjwc2025')
    expect(defaultAdminPath([WJWC, MJWC])).toBe('/admin/mjwc2025')
  })

  it("is next season's event once it is open, though this season's are still open", () => {
    const next = [event('wjwc2026', '2026-12-03'), event('mjwc2026', '2026-11-30')]
    expect(defaultAdminPath([MJWC, WJWC, ...next])).toBe('/admin/mjwc2026')
  })

  it("skips next season's event while it is a draft, and closed or archived ones", () => {
    const events = [MJWC, WJWC, event('mjwc2026', '2026-11-30', 'draft'), event('old2024', '2024-01-01', 'closed')]
    expect(defaultAdminPath(events)).toBe('/admin/mjwc2025')
  })

  it('puts an event without dates last, and is the events page with nothing open', () => {
    expect(defaultAdminPath([event('nodate', ''), MJWC])).toBe('/admin/mjwc2025')
    expect(
      defaultAdminPath([
        { ...MJWC, state: 'archived' },
        { ...WJWC, state: 'closed' },
      ]),
    ).toBe('/admin/events')
  })
})
