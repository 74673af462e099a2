import { getTournament, DEFAULT_EVENT_CODE, TOURNAMENTS } from '@/config/tournaments'

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
    ['mjwc2025', 'mjwc2025'],
    ['MJWC2025', 'mjwc2025'],
    ['WJWC2025', 'wjwc2025'],
    ['mjwc2024', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('getTournament(%s) finds %s (event codes match case-insensitively)', (slug, found) => {
    expect(getTournament(slug)?.slug).toBe(found)
  })
})
