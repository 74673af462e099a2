import { formatLastUpdated } from '@/features/admin-dashboard/format-last-updated'

const now = new Date('2025-12-03T15:00:00Z')
const fmt = (iso: string | null, timeZone = 'UTC') => formatLastUpdated(iso, { now, locale: 'en-GB', timeZone })

describe('formatLastUpdated', () => {
  it.each([
    ['2025-12-03T14:32:00Z', 'Today, 14:32'],
    ['2025-12-03T00:01:00Z', 'Today, 00:01'],
    ['2025-12-02T09:10:00Z', 'Yesterday, 09:10'],
    ['2025-11-28T18:05:00Z', '28 Nov, 18:05'],
    ['2024-12-24T10:00:00Z', '24 Dec 2024'],
    // a server clock a little ahead is still today
    ['2025-12-03T15:02:00Z', 'Today, 15:02'],
  ])('%s → %s', (iso, text) => {
    expect(fmt(iso)).toBe(text)
  })

  it('counts days in the organizer’s time zone', () => {
    // 23:30 UTC on the 2nd is already the 3rd in Chennai (UTC+5:30)
    expect(fmt('2025-12-02T23:30:00Z', 'Asia/Kolkata')).toBe('Today, 05:00')
    expect(fmt('2025-12-02T23:30:00Z', 'UTC')).toBe('Yesterday, 23:30')
  })

  it('says so when a team has no players yet', () => {
    expect(fmt(null)).toBe('No activity yet')
  })
})
