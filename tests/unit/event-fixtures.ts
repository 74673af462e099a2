// The seed's two events as the data module gives them (events are data: supabase/seed.sql), for
// component tests that render a page of one event.
import type { Tournament } from '@/lib/api'

export const MJWC: Tournament = {
  slug: 'mjwc2025',
  dbName: 'MJWC 2025',
  displayName: "Men's Junior World Cup 2025",
  shortName: 'MJWC 2025',
  location: 'Tamil Nadu, India',
  startDate: '2025-11-28',
  endDate: '2025-12-10',
  uploadDeadline: null,
  timeZone: 'Asia/Kolkata',
  state: 'open',
  contactEmail: null,
  uploadsOpen: true,
  photoSide: null,
  updatedAt: '2025-11-01T10:00:00.000Z',
}

export const WJWC: Tournament = {
  slug: 'wjwc2025',
  dbName: 'WJWC 2025',
  displayName: "Women's Junior World Cup 2025",
  shortName: 'WJWC 2025',
  location: 'Santiago, Chile',
  startDate: '2025-12-01',
  endDate: '2025-12-13',
  uploadDeadline: null,
  timeZone: 'America/Santiago',
  state: 'open',
  contactEmail: null,
  uploadsOpen: true,
  photoSide: null,
  updatedAt: '2025-11-01T10:00:00.000Z',
}

export const EVENTS: readonly Tournament[] = [MJWC, WJWC]
