// One rounding rule for every progress figure (player page, dashboard, team page, CSV).
// Organizers act on them ("chase the teams that aren't complete"), so a rounded figure must never
// claim more than is true: 199/200 is 99 %, not 100 % and 'Complete', and 1/300 is 1 %, not 0 %.

/** 0-100, rounded, but 100 only when every player has a photo and 0 only when none has. */
export function progressPercent(uploaded: number, total: number): number {
  if (total <= 0 || uploaded <= 0) return 0
  if (uploaded >= total) return 100
  return Math.min(99, Math.max(1, Math.round((uploaded / total) * 100)))
}
