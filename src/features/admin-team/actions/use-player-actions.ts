// Every per-player change an admin makes, with its toasts. One action per player at a time:
// a second click while the first is running does nothing (useMutation's guard, keyed by player).
// Errors toast the operation's spec text (the data module's ApiError); an image the browser
// can't read toasts the image pipeline's text, and nothing is sent.
import { useCallback, useMemo } from 'react'
import { ApiError, deletePhoto, errorText, fetchPhoto, removePlayer, renamePlayer, setPlayerPhoto, useMutation, type AdminPlayer } from '@/lib/api'
import { downloadFile } from '@/lib/download-file'
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

type Action =
  | { kind: 'rename'; player: AdminPlayer; name: string }
  | { kind: 'remove' | 'delete-photo' | 'download'; player: AdminPlayer }
  | { kind: 'upload'; player: AdminPlayer; file: File }

const replaceIn = (list: AdminPlayer[], id: number, patch: Partial<AdminPlayer>) => list.map((p) => (p.id === id ? { ...p, ...patch } : p))
const NO_PHOTO = { upload_status: false, photo_url: null, photo_path: null, thumb_path: null, thumb_url: null, photoSrc: null, thumbSrc: null }

export function usePlayerActions({ setPlayers, reload }: Options) {
  const action = useMutation(
    async (a: Action): Promise<AdminPlayer | void> => {
      const id = a.player.id
      switch (a.kind) {
        case 'rename':
          return renamePlayer(id, a.name)
        case 'remove':
          return removePlayer(id)
        case 'delete-photo':
          return deletePhoto(id)
        case 'download':
          return downloadFile(photoFileName(a.player.player_name), await fetchPhoto(a.player.photoSrc))
        case 'upload': {
          // Nothing is sent before the picture is ready: a failure here leaves the old photo.
          const { photo, thumb } = await prepareAdminPhoto(a.file)
          return setPlayerPhoto(id, photo, thumb)
        }
      }
    },
    {
      key: (a) => a.player.id,
      loadingToast: (a) => (a.kind === 'upload' ? texts.uploadingPhoto(a.player.player_name) : undefined),
      successToast: (updated, a) => {
        const name = a.player.player_name
        switch (a.kind) {
          case 'rename':
            return texts.renamed(updated ? updated.player_name : name)
          case 'remove':
            return texts.removed(name)
          case 'delete-photo':
            return texts.photoDeleted
          case 'download':
            return texts.downloadedOne(name)
          case 'upload':
            return texts.photoUpdated(name)
        }
      },
      errorToast: (e, a) => (isImageError(e) ? e.message : a.kind === 'upload' && !(e instanceof ApiError) ? texts.processFailed : errorText(e)),
      onSuccess: async (updated, a) => {
        const id = a.player.id
        if (a.kind === 'rename' && updated) setPlayers((list) => replaceIn(list, id, updated))
        if (a.kind === 'remove') setPlayers((list) => list.filter((p) => p.id !== id))
        if (a.kind === 'delete-photo') setPlayers((list) => replaceIn(list, id, NO_PHOTO))
        if (a.kind === 'upload') await reload()
      },
    },
  )
  const { mutate, pending } = action
  const run = useCallback(async (a: Action) => (await mutate(a)).status === 'success', [mutate])

  const busy: ReadonlyMap<number, PlayerBusy> = useMemo(() => new Map([...pending].map(([id, a]) => [id as number, a.kind])), [pending])
  return {
    busy,
    rename: useCallback((player: AdminPlayer, name: string) => run({ kind: 'rename', player, name }), [run]),
    removeFromTeam: useCallback((player: AdminPlayer) => run({ kind: 'remove', player }), [run]),
    clearPhoto: useCallback((player: AdminPlayer) => run({ kind: 'delete-photo', player }), [run]),
    download: useCallback((player: AdminPlayer) => run({ kind: 'download', player }), [run]),
    upload: useCallback((player: AdminPlayer, file: File) => run({ kind: 'upload', player, file }), [run]),
  }
}

export type PlayerActions = ReturnType<typeof usePlayerActions>
