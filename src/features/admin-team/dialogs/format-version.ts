// How a photo version reads in its list: when, and how big.
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
const kB = new Intl.NumberFormat('en', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 })
const MB = new Intl.NumberFormat('en', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })

/** e.g. 'Dec 3, 2025, 10:14 AM' in the admin's locale */
export function formatVersionTime(iso: string): string {
  return when.format(new Date(iso))
}

/** '312 kB', '1.4 MB'; unknown (a version recorded without its size) → null. Decimal units. */
export function formatVersionSize(bytes: number | null): string | null {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return null
  return bytes < 1_000_000 ? kB.format(Math.max(1, Math.round(bytes / 1000))) : MB.format(bytes / 1_000_000)
}
