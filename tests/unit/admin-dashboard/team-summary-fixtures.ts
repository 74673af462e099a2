import type { TeamSummary } from '@/lib/api'

export function team(name: string, uploaded: number, total: number, extra: Partial<TeamSummary> = {}): TeamSummary {
  return {
    name,
    urlSafeName: encodeURIComponent(name),
    total,
    uploaded,
    approved: 0,
    needsReview: uploaded,
    retake: 0,
    percentage: total > 0 ? Math.round((uploaded / total) * 100) : 0,
    lastUpdated: '2025-11-20T10:15:00Z',
    accessCode: `${name
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .padEnd(6, 'X')}CODE12`.slice(0, 12),
    ...extra,
  }
}

/** A small event: complete, yellow, red, empty and accented teams. */
export const TEAMS: TeamSummary[] = [
  team('Argentina', 0, 18),
  team("Côte d'Ivoire", 9, 20),
  team('England', 20, 20),
  team('Germany', 12, 20),
  team('India', 22, 22),
  team('Newcomers', 0, 0, { lastUpdated: null, accessCode: null }),
]
