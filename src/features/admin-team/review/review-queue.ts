// Which photos the review mode walks through, and where it goes after a decision. Pure, so the
// order rules are tested on their own; the roster (live, refreshed by the page) is the input.
import type { AdminPlayer, PhotoVersion } from '@/lib/api'
import type { PhotoFinding } from '#common/photo-findings'

/** A photo that nobody has approved or sent back yet. */
export const needsReview = (p: Pick<AdminPlayer, 'photo_path' | 'review_state'>): boolean =>
  p.photo_path !== null && p.review_state === 'submitted'

export const idsNeedingReview = (players: readonly AdminPlayer[]): number[] => players.filter(needsReview).map((p) => p.id)

/**
 * The queue on screen: the photos that needed review when the mode opened (decided ones stay, so
 * the admin can step back to them), then any that came in since. Players removed or left without
 * a photo drop out.
 */
export function reviewQueue(opened: readonly number[], players: readonly AdminPlayer[]): number[] {
  const byId = new Map(players.map((p) => [p.id, p]))
  const inQueue = new Set(opened)
  const arrived = players.filter((p) => needsReview(p) && !inQueue.has(p.id)).map((p) => p.id)
  return [...opened, ...arrived].filter((id) => byId.get(id)?.photo_path != null)
}

/** How the queue is walked: as the roster lists the team, or the photos the checks doubt first. */
export type QueueOrder = 'roster' | 'warnings'

/** Photos with findings first, then those no check ran on, then those that passed. */
const warningRank = (p: AdminPlayer | undefined): number => (!p || p.findings === null ? 1 : p.findings.length > 0 ? 0 : 2)

/** How much a finding puts the photo in doubt: nobody (or somebody else) in it before a dim one. */
const FINDING_WEIGHT: Record<PhotoFinding, number> = {
  'no-face': 3,
  'several-faces': 3,
  'face-cut': 2,
  'face-small': 2,
  dark: 1,
  blurry: 1,
}
const doubt = (p: AdminPlayer | undefined) => (p?.findings ?? []).reduce((sum, f) => sum + FINDING_WEIGHT[f], 0)

/** The queue in the order chosen; ties keep their place (a stable sort), so the order is predictable. */
export function orderQueue(queue: readonly number[], players: readonly AdminPlayer[], order: QueueOrder): number[] {
  if (order === 'roster') return [...queue]
  const byId = new Map(players.map((p) => [p.id, p]))
  const key = (id: number) => {
    const p = byId.get(id)
    return [warningRank(p), -doubt(p)] as const
  }
  return queue
    .map((id, i) => ({ id, i, k: key(id) }))
    .sort((a, b) => a.k[0] - b.k[0] || a.k[1] - b.k[1] || a.i - b.i)
    .map((x) => x.id)
}

/**
 * After a decision on `fromId`: the next photo in the queue that still needs review, looking
 * forward first and then from the start; null when none is left.
 */
export function nextNeedingReview(queue: readonly number[], players: readonly AdminPlayer[], fromId: number): number | null {
  const byId = new Map(players.map((p) => [p.id, p]))
  const start = queue.indexOf(fromId)
  const order = start < 0 ? queue : [...queue.slice(start + 1), ...queue.slice(0, start)]
  const found = order.find((id) => {
    const p = byId.get(id)
    return id !== fromId && p !== undefined && needsReview(p)
  })
  return found ?? null
}

/** The photo the player had before this one: the newest version that is not current. */
export function previousVersion(versions: readonly PhotoVersion[]): PhotoVersion | null {
  // Newest first (as listPhotoVersions answers); abandoned uploads never were the player's photo.
  return versions.find((v) => !v.isCurrent && !v.abandoned) ?? null
}
