// Restore and purge, each through the data module with its spec-style toasts; the list reloads
// after either (and after a refused restore, so the admin sees what changed).
import { ApiError, purgeLeftovers, restorePhotoVersion, useMutation, type LeftoverFile } from '@/lib/api'
import { formatMegabytes, leftoverKey, plural, totalBytes } from './leftover-kinds'

/** The photo changed or the player went since the list was loaded: the list is stale. */
const STALE_CODES = new Set(['photo-changed', 'player-changed', 'player-gone'])

export function useLeftoverActions(eventName: string, reload: () => Promise<void>, onPurged: () => void) {
  const restoring = useMutation(
    (f: LeftoverFile) => {
      if (f.versionId === null || f.playerId === null) throw new ApiError('restore-version', { kind: 'invalid' })
      // Compare-and-set: names the current photo the admin sees beside it.
      return restorePhotoVersion(f.versionId, { id: f.playerId, player_name: f.playerName ?? '', photo_path: f.currentPhotoPath })
    },
    {
      key: leftoverKey,
      successToast: (p) => `Restored as the current photo of ${p.player_name}`,
      onSuccess: () => reload(),
      onError: (e) => {
        if (e instanceof ApiError && STALE_CODES.has(e.code)) void reload()
      },
    },
  )
  const purging = useMutation((files: readonly LeftoverFile[]) => purgeLeftovers(eventName, files), {
    successToast: (_paths, files) => `Purged ${plural(files.length, 'file', 'files')}: ${formatMegabytes(totalBytes(files))} freed`,
    // The list first, then the question closes: focus can then go to a file still listed.
    onSuccess: async () => {
      await reload()
      onPurged()
    },
  })
  return { restoring, purging }
}
