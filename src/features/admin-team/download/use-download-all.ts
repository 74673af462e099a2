// 'Download All': the team's photos as one zip, with the spec's toasts. Runs once at a time.
import toast from '@/components/toast'
import { fetchPhoto, useMutation, type AdminPlayer } from '@/lib/api'
import { downloadFile } from '@/lib/download-file'
import { TOAST_ERROR_MS, ZIP_FETCH_CONCURRENCY } from '@/config/constants'
import { texts } from '../texts'
import { planTeamZip, zipFileName } from './zip-plan'
import { buildTeamZip } from './build-team-zip'

export function useDownloadAll(team: string, players: readonly AdminPlayer[]) {
  const zip = useMutation(
    async () => {
      const plan = planTeamZip(team, players)
      if (plan.entries.length === 0) return toast.error(texts.noPhotosToDownload)
      const { blob, added, failed } = await buildTeamZip(plan, { fetchPhoto: (url) => fetchPhoto(url), concurrency: ZIP_FETCH_CONCURRENCY })
      if (!blob) throw new Error(`none of the ${failed.length} photos could be fetched`)
      downloadFile(zipFileName(team, new Date()), blob)
      if (failed.length === 0) toast.success(texts.downloadedMany(added))
      else toast(`${texts.downloadedMany(added)} ${texts.skipped(failed.length)}`, { icon: '⚠️', duration: TOAST_ERROR_MS })
    },
    { errorToast: () => texts.zipFailed },
  )
  return { running: zip.busy, start: zip.mutate }
}
