// Fetches a plan's photos a few at a time and packs them. JPEGs don't shrink under DEFLATE, so
// they are STOREd: the zip is as fast to make as the fetches allow.
import type { ZipEntry, ZipPlan } from './zip-plan'
import { mapWithConcurrency } from './map-with-concurrency'

export type BuildTeamZipOptions = {
  fetchPhoto: (url: string) => Promise<Blob>
  concurrency: number
}

export type TeamZip = {
  /** null when no photo could be fetched */
  blob: Blob | null
  added: number
  failed: ZipEntry[]
}

export async function buildTeamZip(plan: ZipPlan, { fetchPhoto, concurrency }: BuildTeamZipOptions): Promise<TeamZip> {
  // jszip is loaded only when an organizer asks for a zip (DESIGN: heavy libraries where used).
  const { default: JSZip } = await import('jszip')
  const zip = new JSZip()
  const folder = zip.folder(plan.folder)
  if (!folder) throw new Error(`zip folder ${plan.folder} could not be made`)
  const failed: ZipEntry[] = []
  let added = 0

  await mapWithConcurrency(plan.entries, concurrency, async (entry) => {
    try {
      const blob = await fetchPhoto(entry.url)
      folder.file(entry.fileName, blob, { binary: true, compression: 'STORE' })
      added++
    } catch (e) {
      // One missing photo shouldn't cost the organizer the other twenty-nine (spec §8).
      console.error(`Failed to fetch the photo of ${entry.playerName} for the zip`, e)
      failed.push(entry)
    }
  })

  if (added === 0) return { blob: null, added, failed }
  const blob = await zip.generateAsync({ type: 'blob', compression: 'STORE', mimeType: 'application/zip' })
  return { blob, added, failed }
}
