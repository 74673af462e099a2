// What goes into a team's zip, decided before any byte is fetched (pure, table-tested): one
// folder named after the team, one '{player_name}.jpg' per photo, unique names.
import { localIsoDate } from '@/lib/dates'
import { safeFileStem, uniqueFileNames } from '@/lib/file-names'

export type ZipSource = { id: number; player_name: string; photoSrc: string | null }
export type ZipEntry = { playerId: number; playerName: string; url: string; fileName: string }
export type ZipPlan = { folder: string; entries: ZipEntry[] }

export function planTeamZip(team: string, players: readonly ZipSource[]): ZipPlan {
  const withPhoto = players.filter((p): p is ZipSource & { photoSrc: string } => !!p.photoSrc)
  const names = uniqueFileNames(
    withPhoto.map((p) => safeFileStem(p.player_name)),
    '.jpg',
  )
  return {
    folder: safeFileStem(team, 'team'),
    entries: withPhoto.map((p, i) => ({ playerId: p.id, playerName: p.player_name, url: p.photoSrc, fileName: names[i]! })),
  }
}

/** '{teamName}_photos_{YYYY-MM-DD}.zip' (spec §7). */
export function zipFileName(team: string, date: Date): string {
  return `${safeFileStem(team, 'team')}_photos_${localIsoDate(date)}.zip`
}
