// The event's storage in use, as an organizer reads it against the plan's quota ('1 GB').
// Decimal units (1 MB = 1,000,000 bytes), as Supabase's usage page and most file browsers show.
const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const
const STEP = 1000
const threeDigits = new Intl.NumberFormat('en', { maximumSignificantDigits: 3 })
const whole = new Intl.NumberFormat('en')

/** '0 B', '999 B', '1.5 kB', '12.3 MB', '312 MB', '1 GB'. Not a size (negative, NaN) → '–'. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '–'
  if (bytes < STEP) return `${whole.format(Math.round(bytes))} B`
  let value = bytes
  let unit = 0
  // Decide the unit on the rounded figure, so 999,999 bytes reads '1 MB', not '1,000 kB'.
  while (unit < UNITS.length - 1 && Number(value.toPrecision(3)) >= STEP) {
    value /= STEP
    unit++
  }
  return `${threeDigits.format(value)} ${UNITS[unit]}`
}

/** '312 MB of photos stored (1,204 files)'. */
export function storageUsageText({ bytes, objects }: { bytes: number; objects: number }): string {
  return `${formatBytes(bytes)} of photos stored (${whole.format(objects)} ${objects === 1 ? 'file' : 'files'})`
}
