// Pure roster maths for the team page: search, tabs, counts and "who is next". Kept free of
// React so every rule is table-tested (tests/unit/team-upload/player-filters.test.ts).
import type { ReviewState } from '@/lib/api'
import { progressPercent } from '@/lib/progress-percent'
import { matchesSearch as matchesText } from '@/lib/search'

export type PlayerFilter = 'pending' | 'all' | 'done'

export const PLAYER_FILTERS: readonly PlayerFilter[] = ['pending', 'all', 'done']

/** Spec §4: the list opens on Pending. */
export const DEFAULT_FILTER: PlayerFilter = 'pending'

/** The fields these helpers read; RosterPlayer has them all. */
export type FilterablePlayer = { id: number; player_name: string; upload_status: boolean; review_state?: ReviewState | null }

/**
 * `uploaded`: players with a photo on file, one sent back for a retake included: the definition
 * the organizers' summary and CSV use (event_summary's `uploaded`), so both pages say the same
 * number. `retake`: how many of those the organizers sent back; they are pending again, so
 * `done` (the tab) is `uploaded - retake`.
 */
export type TeamCounts = { total: number; uploaded: number; done: number; pending: number; retake: number }

/** The organizers asked this player for a new photo: they are back in Pending. */
export function needsNewPhoto(player: FilterablePlayer): boolean {
  return player.upload_status && player.review_state === 'retake'
}

/** Done = has a photo nobody asked to be retaken (submitted or approved). */
export function isDone(player: FilterablePlayer): boolean {
  return player.upload_status && !needsNewPhoto(player)
}

/** Spec §5: case-insensitive substring match on player_name (accent-insensitive too: src/lib/search.ts). */
export function matchesSearch(player: FilterablePlayer, query: string): boolean {
  return matchesText(player.player_name, query)
}

export function matchesFilter(player: FilterablePlayer, filter: PlayerFilter): boolean {
  if (filter === 'pending') return !isDone(player)
  if (filter === 'done') return isDone(player)
  return true
}

export function countPlayers(players: readonly FilterablePlayer[]): TeamCounts {
  const uploaded = players.filter((p) => p.upload_status).length
  const done = players.filter(isDone).length
  const retake = players.filter(needsNewPhoto).length
  return { total: players.length, uploaded, done, pending: players.length - done, retake }
}

/** Percentage uploaded, 0 for an empty team (spec §3), rounded as everywhere (progressPercent): the CSV's figure. */
export function percentUploaded({ total, uploaded }: Pick<TeamCounts, 'total' | 'uploaded'>): number {
  return progressPercent(uploaded, total)
}

const collators = new Map<string, Intl.Collator>()

/** Built once per language: building one loads the language's collation data, sorting is cheap. */
function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale)
  if (!collator) {
    collator = new Intl.Collator(locale, { numeric: true })
    collators.set(locale, collator)
  }
  return collator
}

/**
 * The roster in the order people expect in the page's language: Álvaro among the A's,
 * Øvergaard among the O's, Ñ after N in Spanish, 'Player 2' before 'Player 10' (the database
 * sorts by code point, which puts every accented initial last). Ties keep the id order.
 */
export function sortByName<P extends FilterablePlayer>(players: readonly P[], locale: string): P[] {
  const collator = collatorFor(locale)
  return [...players].sort((a, b) => collator.compare(a.player_name, b.player_name) || a.id - b.id)
}

/** Players matching both the search and the tab, in roster order. */
export function visiblePlayers<P extends FilterablePlayer>(players: readonly P[], filter: PlayerFilter, query: string): P[] {
  return players.filter((p) => matchesFilter(p, filter) && matchesSearch(p, query))
}

/** Per-tab counts of the players the search matches, so the tabs show where a name went. */
export function tabCounts(players: readonly FilterablePlayer[], query: string): Record<PlayerFilter, number> {
  const c = countPlayers(players.filter((p) => matchesSearch(p, query)))
  return { pending: c.pending, all: c.total, done: c.done }
}

export function firstPending<P extends FilterablePlayer>(players: readonly P[]): P | undefined {
  return players.find((p) => !isDone(p))
}

/**
 * The pending player after `afterId` in roster order, wrapping round to the start; used after an
 * upload so a team manager going down the list keeps going forward.
 */
export function nextPendingAfter<P extends FilterablePlayer>(players: readonly P[], afterId: number): P | undefined {
  const start = players.findIndex((p) => p.id === afterId)
  if (start === -1) return firstPending(players)
  for (let step = 1; step <= players.length; step++) {
    const p = players[(start + step) % players.length]
    if (p && !isDone(p)) return p
  }
  return undefined
}

/** Initials for the avatar of a player without a photo ('Álvaro de la Cruz' → 'ÁC'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toLocaleUpperCase()
}
