// One route table with href builders: every link, redirect, copy-link and CSV access link is
// built here, so the team-name and code rules live in one place. Events are data: which event
// /admin opens is decided from the database (the first open event), not here.

export const paths = {
  home: { pattern: '/', href: () => '/' },
  /** Opens the default admin event: the most recent open event (admin-event.ts). */
  adminRoot: { pattern: '/admin', href: () => '/admin' },
  /** The organizers' events: create, edit, open, close, archive. 'events' is a reserved event code. */
  adminEvents: { pattern: '/admin/events', href: () => '/admin/events' },
  adminEventNew: { pattern: '/admin/events/new', href: () => '/admin/events/new' },
  adminEventEdit: {
    pattern: '/admin/events/:eventCode/edit',
    href: (eventCode: string) => `/admin/events/${encodeURIComponent(eventCode)}/edit`,
  },
  adminDashboard: {
    pattern: '/admin/:eventCode',
    href: (eventCode: string) => `/admin/${encodeURIComponent(eventCode)}`,
  },
  /** Two segments after the event, so no team name (one segment) can ever shadow it. */
  adminLeftovers: {
    pattern: '/admin/:eventCode/files/leftovers',
    href: (eventCode: string) => `/admin/${encodeURIComponent(eventCode)}/files/leftovers`,
  },
  /** Handing the photos over: export destinations and the event-wide export. */
  adminExport: {
    pattern: '/admin/:eventCode/files/export',
    href: (eventCode: string) => `/admin/${encodeURIComponent(eventCode)}/files/export`,
  },
  adminTeam: {
    pattern: '/admin/:eventCode/:teamName',
    /** The spec's urlSafeName: the team name URI-encoded. */
    href: (eventCode: string, teamName: string) => `/admin/${encodeURIComponent(eventCode)}/${encodeURIComponent(teamName)}`,
  },
  teamUpload: {
    pattern: '/:eventCode/:teamCode',
    href: (eventCode: string, teamCode: string) => `/${encodeURIComponent(eventCode)}/${encodeURIComponent(teamCode.toUpperCase())}`,
  },
} as const

/** The shareable link a team manager sends to players. */
export function teamAccessLink(origin: string, eventCode: string, teamCode: string): string {
  return origin.replace(/\/+$/, '') + paths.teamUpload.href(eventCode, teamCode)
}

/**
 * Team name from an admin URL segment: URL-decoded, dashes read as spaces (spec §2). Returns the
 * candidates to try in order, because a real team name may contain a dash ('Guinea-Bissau').
 */
export function teamNameCandidates(segment: string): string[] {
  let decoded: string
  try {
    decoded = decodeURIComponent(segment)
  } catch {
    decoded = segment
  }
  const spaced = decoded.replace(/-/g, ' ')
  return spaced === decoded ? [decoded] : [spaced, decoded]
}

/** Access codes are stored upper-case; links typed or pasted may not be. */
export function normaliseTeamCode(code: string): string {
  return code.trim().toUpperCase()
}
