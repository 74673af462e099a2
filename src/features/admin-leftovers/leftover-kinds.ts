// Pure helpers of the leftover files view: counts, filter, selection, sizes (the words: texts.ts).
import type { LeftoverFile, LeftoverKind } from '@/lib/api'

export const KIND_ORDER: readonly LeftoverKind[] = ['replaced', 'deleted', 'removed-player', 'abandoned', 'unrecorded', 'no-row']

export type KindFilter = LeftoverKind | 'all'

/** A file's identity across reloads: its version, or its path when nothing records it. */
export const leftoverKey = (f: Pick<LeftoverFile, 'versionId' | 'path'>): string =>
  f.versionId !== null ? `v${f.versionId}` : `p:${f.path}`

export function countByKind(files: readonly LeftoverFile[]): Record<KindFilter, number> {
  const counts: Record<KindFilter, number> = {
    all: files.length,
    replaced: 0,
    deleted: 0,
    'removed-player': 0,
    abandoned: 0,
    unrecorded: 0,
    'no-row': 0,
  }
  for (const f of files) counts[f.kind]++
  return counts
}

export const filterByKind = (files: readonly LeftoverFile[], kind: KindFilter): LeftoverFile[] =>
  kind === 'all' ? [...files] : files.filter((f) => f.kind === kind)

/** Keys of the files a routine purge frees: older than a player's five newest versions, never approved. */
export const olderVersionKeys = (files: readonly LeftoverFile[]): Set<string> =>
  new Set(files.filter((f) => f.beyondRetention).map(leftoverKey))

/** After a reload: forget the selected files that are gone. */
export function keepPresent(selected: ReadonlySet<string>, files: readonly LeftoverFile[]): Set<string> {
  const present = new Set(files.map(leftoverKey))
  return new Set([...selected].filter((k) => present.has(k)))
}

export const totalBytes = (files: readonly Pick<LeftoverFile, 'bytes'>[]): number => files.reduce((n, f) => n + f.bytes, 0)

const mb = (digits: number) => new Intl.NumberFormat('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })

/** Sizes as the purge promise states them: '0.25 MB', '12.4 MB', '1,204 MB' (1 MB = 1,000,000 bytes). */
export function formatMegabytes(bytes: number): string {
  const value = Math.max(0, bytes) / 1_000_000
  if (value === 0) return '0 MB'
  if (value < 0.01) return '< 0.01 MB'
  return `${mb(value < 10 ? 2 : value < 100 ? 1 : 0).format(value)} MB`
}

/** Who the file was of, in words, for labels: 'Ana Silva (Spain)', or the path of an unrecorded file. */
export function describeLeftover(f: Pick<LeftoverFile, 'playerName' | 'team' | 'path'>): string {
  if (!f.playerName) return f.path
  return f.team ? `${f.playerName} (${f.team})` : f.playerName
}

export const plural = (n: number, one: string, many: string) => `${new Intl.NumberFormat('en').format(n)} ${n === 1 ? one : many}`
