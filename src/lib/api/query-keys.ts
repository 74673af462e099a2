// Every query key of the app, in one place, as TanStack Query arrays from the general to the
// particular: everything of one event starts with ['event', eventName], everything of one team
// with ['event', eventName, 'team', team]. A mutation invalidates the prefix of what it changed
// (queryClient.invalidateQueries({ queryKey: queryKeys.team(eventName, team) })), and two screens
// asking for the same thing use the same key.
export const queryKeys = {
  /** everything of one event (its teams, rosters, files, settings) */
  event: (eventName: string) => ['event', eventName] as const,
  /** everything of one team, for the admin (its players, its history) */
  team: (eventName: string, team: string) => ['event', eventName, 'team', team] as const,
  teamRoster: (eventName: string, code: string) => ['event', eventName, 'roster', code] as const,
  eventSummary: (eventName: string) => ['event', eventName, 'summary'] as const,
  eventStorageUsage: (eventName: string) => ['event', eventName, 'storage'] as const,
  resolveAdminTeam: (eventName: string, candidates: readonly string[]) => ['event', eventName, 'resolve-team', ...candidates] as const,
  teamPlayers: (eventName: string, team: string) => ['event', eventName, 'team', team, 'players'] as const,
  teamAudit: (eventName: string, team: string) => ['event', eventName, 'team', team, 'audit'] as const,
  leftoverFiles: (eventName: string) => ['event', eventName, 'leftovers'] as const,
  eventConsent: (eventName: string) => ['event', eventName, 'consent'] as const,
  adminEventConsent: (eventName: string) => ['event', eventName, 'admin-consent'] as const,
  adminAutoApprove: (eventName: string) => ['event', eventName, 'auto-approve'] as const,
  exportDestinations: (eventName: string) => ['event', eventName, 'export-destinations'] as const,
  exportPlayers: (eventName: string) => ['event', eventName, 'export-players'] as const,
  /** everything of one player's photo history */
  photoVersions: (playerId: number) => ['player', playerId, 'versions'] as const,
  /** the versions beside a photo under review: new when the photo changes */
  reviewVersions: (playerId: number, photoPath: string | null) => ['player', playerId, 'versions', 'review', photoPath ?? ''] as const,
  /** every list of events (the open ones anyone sees, the admin's own) */
  events: ['events'] as const,
  openEvents: ['events', 'open'] as const,
  /** the portal's technical-support address (every footer) */
  supportContact: ['portal', 'support-contact'] as const,
  adminEvents: ['events', 'admin'] as const,
  teamLink: (eventCode: string, accessCode: string) => ['team-link', eventCode.toLowerCase(), accessCode.toUpperCase()] as const,
} as const
