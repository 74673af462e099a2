// The seed's two events as the data module gives them (events are data: supabase/seed.sql), for
// component tests that render a page of one event.
import type { EventInfo } from '@/lib/api'

export const MJWC: EventInfo = {
  code: 'mjwc2025',
  name: 'MJWC 2025',
  displayName: "Men's Junior World Cup 2025",
  shortName: 'MJWC 2025',
  venue: 'Tamil Nadu, India',
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

export const WJWC: EventInfo = {
  code: 'wjwc2025',
  name: 'WJWC 2025',
  displayName: "Women's Junior World Cup 2025",
  shortName: 'WJWC 2025',
  venue: 'Santiago, Chile',
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

export const EVENTS: readonly EventInfo[] = [MJWC, WJWC]
