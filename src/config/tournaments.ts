// The events the portal knows (spec §3). Display data only: rosters, codes and permissions live
// in the database.
export type Tournament = {
  slug: string
  displayName: string
  shortName: string
  /** event_name in the data */
  dbName: string
  /** ISO dates, inclusive */
  startDate: string
  endDate: string
  location: string
}

export const DEFAULT_EVENT_CODE = 'mjwc2025'

export const TOURNAMENTS: readonly Tournament[] = [
  {
    slug: 'mjwc2025',
    displayName: "Men's Junior World Cup 2025",
    shortName: 'MJWC 2025',
    dbName: 'MJWC 2025',
    startDate: '2025-11-28',
    endDate: '2025-12-10',
    location: 'Tamil Nadu, India',
  },
  {
    slug: 'wjwc2025',
    displayName: "Women's Junior World Cup 2025",
    shortName: 'WJWC 2025',
    dbName: 'WJWC 2025',
    startDate: '2025-12-01',
    endDate: '2025-12-13',
    location: 'Santiago, Chile',
  },
]

/** Event codes in links are matched case-insensitively: a chat app may capitalise a link. */
export function getTournament(slug: string | undefined): Tournament | undefined {
  const s = slug?.toLowerCase()
  return TOURNAMENTS.find((t) => t.slug === s)
}
