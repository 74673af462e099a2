// Sends a roster to the server in parts: PostgREST (and our local backend) cut any response at
// 1000 rows, and import_roster answers one row per line, so one call for a 1,500-line file would
// lose the verdicts of 500 lines.
import { importRoster, type RosterImportLine } from '@/lib/api'
import { reconcileChunks } from './roster-preview'

/** Well under the 1000-row response cap. */
export const IMPORT_CHUNK_LINES = 500

export async function importRosterInChunks(
  eventName: string,
  rows: readonly { team: string; player_name: string }[],
  apply: boolean,
): Promise<RosterImportLine[]> {
  const all: RosterImportLine[] = []
  for (let start = 0; start < rows.length; start += IMPORT_CHUNK_LINES) {
    const part = await importRoster(eventName, rows.slice(start, start + IMPORT_CHUNK_LINES), apply)
    all.push(...part.map((r) => ({ ...r, line: r.line + start })))
  }
  return reconcileChunks(all)
}
