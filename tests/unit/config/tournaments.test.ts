import { eventDbName, eventShortName, getTournament, isKnownEvent, DEFAULT_EVENT_CODE, TOURNAMENTS } from '@/config/tournaments'

describe('tournament config', () => {
  it('knows exactly the two 2025 events of the spec', () => {
    expect(TOURNAMENTS.map((t) => t.slug)).toEqual(['mjwc2025', 'wjwc2025'])
    expect(DEFAULT_EVENT_CODE).toBe('mjwc2025')
  })

  it.each([
    ['mjwc2025', "Men's Junior World Cup 2025", 'MJWC 2025', 'Tamil Nadu, India', '2025-11-28', '2025-12-10'],
    ['wjwc2025', "Women's Junior World Cup 2025", 'WJWC 2025', 'Santiago, Chile', '2025-12-01', '2025-12-13'],
  ])('%s has the spec display data', (slug, displayName, shortName, location, start, end) => {
    const t = getTournament(slug)
    expect(t).toMatchObject({ displayName, shortName, dbName: shortName, location, startDate: start, endDate: end })
  })

  it.each([
    ['mjwc2025', 'MJWC 2025'],
    ['MJWC2025', 'MJWC 2025'],
    ['wjwc2025', 'WJWC 2025'],
    ['ejc2026', 'EJC2026'],
    ['abc', 'ABC'],
  ])('db and short name of %s is %s (unknown slugs upper-cased)', (slug, name) => {
    expect(eventDbName(slug)).toBe(name)
    expect(eventShortName(slug)).toBe(name)
  })

  it.each([
    ['mjwc2025', true],
    ['WJWC2025', true],
    ['mjwc2024', false],
    ['', false],
    [undefined, false],
  ])('isKnownEvent(%s) = %s', (slug, known) => {
    expect(isKnownEvent(slug)).toBe(known)
  })
})
