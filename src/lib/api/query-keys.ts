// Every useQuery key of the app, in one place: a key names the data, so two screens asking for
// the same thing use the same key, and a new argument can't be forgotten in one of them.
export const queryKeys = {
  resolveTeam: (eventName: string, code: string) => `team:${eventName}:${code}`,
  teamRoster: (eventName: string, code: string) => `roster:${eventName}:${code}`,
  eventSummary: (eventName: string) => `event-summary:${eventName}`,
  eventStorageUsage: (eventName: string) => `event-storage:${eventName}`,
  resolveAdminTeam: (eventName: string, candidates: readonly string[]) => `admin-team:${eventName}:${candidates.join('\n')}`,
  teamPlayers: (eventName: string, team: string) => `admin-players:${eventName}:${team}`,
  photoVersions: (playerId: number) => `photo-versions:${playerId}`,
  /** the versions beside a photo under review: new when the photo changes */
  reviewVersions: (playerId: number, photoPath: string | null) => `review-versions:${playerId}:${photoPath ?? ''}`,
  teamAudit: (eventName: string, team: string) => `team-audit:${eventName}:${team}`,
  leftoverFiles: (eventName: string) => `leftovers:${eventName}`,
  eventConsent: (eventName: string) => `consent:${eventName}`,
  adminEventConsent: (eventName: string) => `admin-consent:${eventName}`,
  adminAutoApprove: (eventName: string) => `admin-auto-approve:${eventName}`,
  // events as data (issue #12)
  openEvents: 'open-events',
  supportContact: 'support-contact',
  adminEvents: 'admin-events',
  teamLink: (eventCode: string, accessCode: string) => `team-link:${eventCode.toLowerCase()}:${accessCode.toUpperCase()}`,
} as const
