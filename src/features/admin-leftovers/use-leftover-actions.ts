// Restore and purge, each through the data module with its spec-style toasts; what the event
// shows reloads after either (the list, and the rosters and storage numbers a restore or purge
// changes), and after a refused restore, so the admin sees what changed.
import { ApiError, purgeLeftovers, queryKeys, restorePhotoVersion, useMutation, type LeftoverFile } from '@/lib/api'
import { formatMegabytes, leftoverKey, plural, totalBytes } from './leftover-kinds'

export function useLeftoverActions(eventName: string, onPurged: () => void) {
  const restoring = useMutation(
    (f: LeftoverFile) => {
      if (f.versionId === null || f.playerId === null) throw new ApiError('restore-version', { kind: 'invalid' })
      // Compare-and-set: names the current photo the admin sees beside it.
      return restorePhotoVersion(f.versionId, { id: f.playerId, player_name: f.playerName ?? '', photo_path: f.currentPhotoPath })
    },
    {
      key: leftoverKey,
      successToast: (p) => `Restored as the current photo of ${p.player_name}`,
      invalidates: () => [queryKeys.event(eventName)],
    },
  )
  const purging = useMutation((files: readonly LeftoverFile[]) => purgeLeftovers(eventName, files), {
    successToast: (_paths, files) => `Purged ${plural(files.length, 'file', 'files')}: ${formatMegabytes(totalBytes(files))} freed`,
    // The list first, then the question closes: focus can then go to a file still listed.
    invalidates: () => [queryKeys.event(eventName)],
    onSuccess: () => onPurged(),
  })
  return { restoring, purging }
}
