// Every per-player change an admin makes, with its toasts. One action per player at a time:
// a second click while the first is running does nothing (the buttons are disabled too, but a
// fast double click can land before React re-renders).
import { useCallback, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { saveAs } from 'file-saver'
import { deletePhoto, fetchPhoto, removePlayer, renamePlayer, setPlayerPhoto, type AdminPlayer } from '@/lib/api'
import { isImageError } from '@/lib/image'
import { texts } from '../texts'
import { photoFileName } from '../download/file-names'
import { prepareAdminPhoto } from './prepare-admin-photo'

export type PlayerBusy = 'rename' | 'upload' | 'download' | 'delete-photo' | 'remove'

type Options = {
  /** local update after a change the server confirmed */
  setPlayers: (update: (players: AdminPlayer[]) => AdminPlayer[]) => void
  /** re-reads the roster quietly (new photo URLs are only known to the server) */
  reload: () => Promise<void>
}

export function usePlayerActions({ setPlayers, reload }: Options) {
  const [busy, setBusy] = useState<ReadonlyMap<number, PlayerBusy>>(new Map())
  const running = useRef(new Set<number>())

  /** Runs `work` unless the player already has an action running; true when it succeeded. */
  const exclusive = useCallback(async (id: number, kind: PlayerBusy, work: () => Promise<void>): Promise<boolean> => {
    if (running.current.has(id)) return false
    running.current.add(id)
    setBusy((m) => new Map(m).set(id, kind))
    try {
      await work()
      return true
    } catch (e) {
      console.error(`Admin action ${kind} failed for player ${id}`, e)
      return false
    } finally {
      running.current.delete(id)
      setBusy((m) => {
        const next = new Map(m)
        next.delete(id)
        return next
      })
    }
  }, [])

  const rename = useCallback(
    (player: AdminPlayer, name: string) =>
      exclusive(player.id, 'rename', async () => {
        try {
          const updated = await renamePlayer(player.id, name)
          setPlayers((list) => list.map((p) => (p.id === updated.id ? { ...p, ...updated } : p)))
          toast.success(texts.renamed(updated.player_name))
        } catch (e) {
          toast.error(texts.renameFailed)
          throw e
        }
      }),
    [exclusive, setPlayers],
  )

  const removeFromTeam = useCallback(
    (player: AdminPlayer) =>
      exclusive(player.id, 'remove', async () => {
        try {
          await removePlayer(player.id)
          setPlayers((list) => list.filter((p) => p.id !== player.id))
          toast.success(texts.removed(player.player_name))
        } catch (e) {
          toast.error(texts.removeFailed)
          throw e
        }
      }),
    [exclusive, setPlayers],
  )

  const clearPhoto = useCallback(
    (player: AdminPlayer) =>
      exclusive(player.id, 'delete-photo', async () => {
        try {
          await deletePhoto(player.id)
          setPlayers((list) =>
            list.map((p) =>
              p.id === player.id
                ? { ...p, upload_status: false, photo_url: null, photo_path: null, thumb_path: null, thumb_url: null, photoSrc: null, thumbSrc: null }
                : p,
            ),
          )
          toast.success(texts.photoDeleted)
        } catch (e) {
          toast.error(texts.deletePhotoFailed)
          throw e
        }
      }),
    [exclusive, setPlayers],
  )

  const download = useCallback(
    (player: AdminPlayer) =>
      exclusive(player.id, 'download', async () => {
        try {
          if (!player.photoSrc) throw new Error('player has no photo')
          const blob = await fetchPhoto(player.photoSrc)
          saveAs(blob, photoFileName(player.player_name))
          toast.success(texts.downloadedOne(player.player_name))
        } catch (e) {
          toast.error(texts.downloadFailed)
          throw e
        }
      }),
    [exclusive],
  )

  const upload = useCallback(
    (player: AdminPlayer, file: File) =>
      exclusive(player.id, 'upload', async () => {
        const progress = toast.loading(texts.uploadingPhoto(player.player_name))
        let prepared: Awaited<ReturnType<typeof prepareAdminPhoto>>
        try {
          prepared = await prepareAdminPhoto(file)
        } catch (e) {
          // Nothing was sent: the old photo (if any) is untouched.
          toast.error(isImageError(e) ? e.message : texts.processFailed, { id: progress })
          throw e
        }
        try {
          await setPlayerPhoto(player.id, prepared.photo, prepared.thumb)
        } catch (e) {
          toast.error(texts.replaceFailed, { id: progress })
          throw e
        }
        toast.success(texts.photoUpdated(player.player_name), { id: progress })
        await reload()
      }),
    [exclusive, reload],
  )

  return { busy, rename, removeFromTeam, clearPhoto, download, upload }
}

export type PlayerActions = ReturnType<typeof usePlayerActions>
