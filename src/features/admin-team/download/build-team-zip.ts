// Streams a plan's photos into a zip, a few fetches ahead of the writer. client-zip STOREs (JPEGs
// don't shrink under DEFLATE, which would only cost time) and takes each photo as it comes, so
// the page holds the growing zip plus a few photos, not every photo twice as jszip did.
import type { ZipEntry, ZipPlan } from './zip-plan'
import { fetchAhead } from '@/lib/fetch-ahead'

export type BuildTeamZipOptions = {
  fetchPhoto: (url: string) => Promise<Blob>
  /** photos fetched ahead of the zip writer */
  concurrency: number
}

export type TeamZip = {
  /** null when no photo could be fetched */
  blob: Blob | null
  added: number
  failed: ZipEntry[]
}

export async function buildTeamZip(plan: ZipPlan, { fetchPhoto, concurrency }: BuildTeamZipOptions): Promise<TeamZip> {
  // Loaded only when an organizer asks for a zip (docs/design.md: heavy libraries load where used).
  const { downloadZip } = await import('client-zip')
  const failed: ZipEntry[] = []
  let added = 0
  const lastModified = new Date()

  async function* photos() {
    for await (const result of fetchAhead(plan.entries, concurrency, (entry) => fetchPhoto(entry.url))) {
      if (result.ok) {
        added++
        yield { name: `${plan.folder}/${result.item.fileName}`, input: result.value, lastModified }
      } else {
        // One missing photo shouldn't cost the organizer the other twenty-nine (spec §8).
        console.error(`Failed to fetch the photo of ${result.item.playerName} for the zip`, result.error)
        failed.push(result.item)
      }
    }
  }

  const zip = await downloadZip(photos()).blob()
  if (added === 0) return { blob: null, added, failed }
  return { blob: zip.type === 'application/zip' ? zip : zip.slice(0, zip.size, 'application/zip'), added, failed }
}
