// 'Download All': the team's photos as one zip, with the spec's toasts. Runs once at a time.
import { useCallback, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { saveAs } from 'file-saver'
import { fetchPhoto, type AdminPlayer } from '@/lib/api'
import { TOAST_ERROR_MS, ZIP_FETCH_CONCURRENCY } from '@/config/constants'
import { texts } from '../texts'
import { planTeamZip, zipFileName } from './zip-plan'
import { buildTeamZip } from './build-team-zip'

export function useDownloadAll(team: string, players: readonly AdminPlayer[]) {
  const [running, setRunning] = useState(false)
  const busy = useRef(false)

  const start = useCallback(async () => {
    if (busy.current) return
    const plan = planTeamZip(team, players)
    if (plan.entries.length === 0) {
      toast.error(texts.noPhotosToDownload)
      return
    }
    busy.current = true
    setRunning(true)
    try {
      const { blob, added, failed } = await buildTeamZip(plan, { fetchPhoto: (url) => fetchPhoto(url), concurrency: ZIP_FETCH_CONCURRENCY })
      if (!blob) throw new Error(`none of the ${failed.length} photos could be fetched`)
      saveAs(blob, zipFileName(team, new Date()))
      if (failed.length === 0) toast.success(texts.downloadedMany(added))
      else toast(`${texts.downloadedMany(added)} ${texts.skipped(failed.length)}`, { icon: '⚠️', duration: TOAST_ERROR_MS })
    } catch (e) {
      console.error('Failed to create zip file', e)
      toast.error(texts.zipFailed)
    } finally {
      busy.current = false
      setRunning(false)
    }
  }, [team, players])

  return { running, start }
}
