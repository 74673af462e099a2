// How big a photo version is, as its list says it (when: formatWhen in src/lib/dates.ts).
const kB = new Intl.NumberFormat('en', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 })
const MB = new Intl.NumberFormat('en', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })

/** '312 kB', '1.4 MB'; unknown (a version recorded without its size) → null. Decimal units. */
export function formatVersionSize(bytes: number | null): string | null {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return null
  return bytes < 1_000_000 ? kB.format(Math.max(1, Math.round(bytes / 1000))) : MB.format(bytes / 1_000_000)
}
