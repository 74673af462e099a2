import {
  calendarDaysBetween,
  clockTime,
  dateTimeFormat,
  formatFullTimestamp,
  formatWhen,
  isoToZonedTime,
  localIsoDate,
  ownTimeZone,
  sameYear,
  zonedTimeToIso,
} from '@/lib/dates'

describe('localIsoDate: the calendar day file names carry', () => {
  it('is YYYY-MM-DD in local time, zero-padded', () => {
    expect(localIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05')
    expect(localIsoDate(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31')
  })
})

describe('how an organizer reads a moment', () => {
  const at = '2025-12-03T14:05:09Z'

  it('formatWhen: date and time in the locale and zone; an unreadable value as it came', () => {
    expect(formatWhen(at, { locale: 'en-GB', timeZone: 'UTC' })).toBe('3 Dec 2025, 14:05')
    expect(formatWhen(at, { locale: 'en-GB', timeZone: 'Asia/Kolkata' })).toBe('3 Dec 2025, 19:35')
    expect(formatWhen('not a date')).toBe('not a date')
  })

  it('formatFullTimestamp: the whole date, for a tooltip', () => {
    expect(formatFullTimestamp(at, { locale: 'en-GB', timeZone: 'UTC' })).toMatch(/^Wednesday,? 3 December 2025 at 14:05$/)
  })

  it('clockTime: hh:mm:ss, or hh:mm', () => {
    expect(clockTime(new Date(at), { locale: 'en-GB', timeZone: 'UTC' })).toBe('14:05:09')
    expect(clockTime(new Date(at), { locale: 'en-GB', timeZone: 'UTC', seconds: false })).toBe('14:05')
  })

  it('builds each formatter once and reuses it', () => {
    expect(dateTimeFormat('en-GB', { hour: '2-digit' })).toBe(dateTimeFormat('en-GB', { hour: '2-digit' }))
    expect(dateTimeFormat('en-GB', { hour: '2-digit' })).not.toBe(dateTimeFormat('es-ES', { hour: '2-digit' }))
  })

  it('ownTimeZone: the browser’s zone', () => {
    expect(ownTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })
})

describe('calendar days in a time zone', () => {
  it('counts days, not 24-hour spans', () => {
    const lateEvening = new Date('2025-12-02T23:30:00Z')
    const earlyMorning = new Date('2025-12-03T00:30:00Z')
    expect(calendarDaysBetween(lateEvening, earlyMorning, 'UTC')).toBe(1)
    // 23:30 UTC on the 2nd is already the 3rd in Chennai (UTC+5:30)
    expect(calendarDaysBetween(lateEvening, earlyMorning, 'Asia/Kolkata')).toBe(0)
    expect(calendarDaysBetween(earlyMorning, lateEvening, 'UTC')).toBe(-1)
  })

  it('sameYear: in the zone', () => {
    const newYearUtc = new Date('2025-12-31T23:30:00Z')
    expect(sameYear(newYearUtc, new Date('2025-06-01T12:00:00Z'), 'UTC')).toBe(true)
    expect(sameYear(newYearUtc, new Date('2025-06-01T12:00:00Z'), 'Asia/Kolkata')).toBe(false)
  })
})

describe('wall-clock times of an event’s zone', () => {
  it.each([
    ['2026-03-01T18:00', 'Asia/Kolkata', '2026-03-01T12:30:00.000Z'],
    ['2026-07-01T18:00', 'Europe/Madrid', '2026-07-01T16:00:00.000Z'],
    ['2026-01-01T18:00', 'Europe/Madrid', '2026-01-01T17:00:00.000Z'],
    ['2026-06-30 23:30', 'America/Santiago', '2026-07-01T03:30:00.000Z'],
  ])('%s in %s is %s, and back', (wall, zone, iso) => {
    expect(zonedTimeToIso(wall, zone)).toBe(iso)
    expect(isoToZonedTime(iso, zone)).toBe(wall.replace(' ', 'T'))
  })

  it('a time the spring DST change skips is read with the offset before it', () => {
    // Madrid skips 02:00–03:00 on 29 March 2026; 02:30 at UTC+1 is 01:30Z
    expect(zonedTimeToIso('2026-03-29T02:30', 'Europe/Madrid')).toBe('2026-03-29T01:30:00.000Z')
  })

  it('refuses what is no date', () => {
    expect(() => zonedTimeToIso('tomorrow', 'UTC')).toThrow(RangeError)
    expect(() => isoToZonedTime('tomorrow', 'UTC')).toThrow(RangeError)
  })
})
