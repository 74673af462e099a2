// Every per-player change an admin makes, with its toasts. One action per player at a time:
// a second click while the first is running does nothing (useMutation's guard, keyed by player).
// Each change names the player as the page showed it (compare-and-set): if the row changed
// since — a player uploaded, another admin renamed — the SQL refuses, the admin reads why
// ('This photo changed since you opened the page') and the roster reloads quietly to show what
// is there now. So Delete or Replace only ever acts on the photo the admin saw.
// Nothing is handed back to the page: the server's answer goes into the cached roster at once,
// and what the change touched (the team's reads, the dashboard's summary and storage line) is
// invalidated by key prefix, so every screen of the event shows it (team-change-keys.ts).
// Errors toast the operation's spec text (the data module's ApiError); an image the browser
// can't read toasts the image pipeline's text, and nothing is sent.
import { useCallback, useMemo, useRef } from 'react'
import {
  ApiError,
  deletePhoto,
  errorText,
  fetchPhoto,
  removePlayer,
  renamePlayer,
  restorePhotoVersion,
  reviewPhoto,
  setPlayerPhoto,
  updateCached,
  updatePlayerDetails,
  type PlayerDetails,
  useMutation,
  type AdminPlayer,
} from '@/lib/api'
import { downloadFile } from '@/lib/download-file'
import { isImageError } from '@/lib/image'
import { texts } from '../texts'
import { photoFileName } from '@/lib/file-names'
import { prepareAdminPhoto } from './prepare-admin-photo'
import { isStale, withDuplicateCheck } from './stale-or-duplicate'
import { rosterKey, touchedByTeamChange } from './team-change-keys'

export type PlayerBusy = 'rename' | 'details' | 'upload' | 'download' | 'delete-photo' | 'remove' | 'restore' | 'undo-approval'
/** done; stale: refused because the player changed (the roster is reloading); failed: error or not run */
export type ActionResult = 'done' | 'stale' | 'failed'

type Options = {
  eventName: string
  team: string
  /** asks before a second player of the team gets the same name */
  confirmDuplicate: (name: string) => Promise<boolean>
}

/** `player` is always the player as the page showed it when the admin acted. */
type Action =
  | { kind: 'rename'; player: AdminPlayer; name: string }
  | { kind: 'details'; player: AdminPlayer; details: PlayerDetails }
  | { kind: 'remove' | 'delete-photo' | 'download' | 'undo-approval'; player: AdminPlayer }
  | { kind: 'upload'; player: AdminPlayer; file: File }
  | { kind: 'restore'; player: AdminPlayer; versionId: number }

const replaceIn = (list: AdminPlayer[], updated: AdminPlayer) => list.map((p) => (p.id === updated.id ? updated : p))

function successText(updated: AdminPlayer | void, a: Action, faceCropped: boolean): string {
  const name = a.player.player_name
  switch (a.kind) {
    case 'rename':
      return texts.renamed(updated ? updated.player_name : name)
    case 'details':
      return texts.detailsSaved(updated ? updated.player_name : name)
    case 'remove':
      return texts.removed(name)
    case 'delete-photo':
      return texts.photoDeleted
    case 'download':
      return texts.downloadedOne(name)
    case 'upload':
      return texts.photoUpdatedChecked(name, faceCropped, updated ? updated.findings : null)
    case 'restore':
      return texts.restored(name)
    case 'undo-approval':
      return texts.approvalUndone(name)
  }
}

export function usePlayerActions({ eventName, team, confirmDuplicate }: Options) {
  // players whose last upload was cut to the face's square (said in its success toast)
  const faceCropped = useRef(new Set<number>())
  const action = useMutation(
    async (a: Action): Promise<AdminPlayer | void> => {
      switch (a.kind) {
        case 'rename':
          return withDuplicateCheck(
            (allowDuplicate) => renamePlayer(a.player, a.name, { allowDuplicate }),
            () => confirmDuplicate(a.name),
          )
        case 'details':
          return withDuplicateCheck(
            (allowDuplicate) => updatePlayerDetails(a.player, a.details, { allowDuplicate }),
            // the duplicate question is about a new name only
            () =>
              a.details.player_name.toLowerCase() === a.player.player_name.toLowerCase()
                ? Promise.resolve(true)
                : confirmDuplicate(a.details.player_name),
          )
        case 'remove':
          return removePlayer(a.player)
        case 'delete-photo':
          return deletePhoto(a.player)
        case 'download':
          return downloadFile(photoFileName(a.player.player_name), await fetchPhoto(a.player.photoSrc))
        case 'upload': {
          // Nothing is sent before the picture is ready: a failure here leaves the old photo.
          const prepared = await prepareAdminPhoto(a.file)
          if (prepared.faceCropped) faceCropped.current.add(a.player.id)
          else faceCropped.current.delete(a.player.id)
          return setPlayerPhoto(a.player, prepared.photo, prepared.thumb, prepared.findings, prepared.master ?? null)
        }
        case 'restore':
          return restorePhotoVersion(a.versionId, a.player)
        case 'undo-approval':
          return reviewPhoto(a.player, { decision: 'undo-approval' })
      }
    },
    {
      key: (a) => a.player.id,
      loadingToast: (a) => (a.kind === 'upload' ? texts.uploadingPhoto(a.player.player_name) : undefined),
      successToast: (updated, a) => successText(updated, a, faceCropped.current.has(a.player.id)),
      errorToast: (e, a) =>
        isImageError(e) ? e.message : a.kind === 'upload' && !(e instanceof ApiError) ? texts.processFailed : errorText(e),
      writeCache: (updated, a) => {
        if (a.kind === 'remove') updateCached<AdminPlayer[]>(rosterKey(eventName, team), (list) => list.filter((p) => p.id !== a.player.id))
        else if (updated) updateCached<AdminPlayer[]>(rosterKey(eventName, team), (list) => replaceIn(list, updated))
      },
      // A download changes nothing; a refusal (the row changed) reloads the same reads.
      invalidates: (a) => (a.kind === 'download' ? [] : touchedByTeamChange(eventName, team)),
    },
  )
  const { mutate, pending } = action
  const run = useCallback(
    async (a: Action): Promise<ActionResult> => {
      const outcome = await mutate(a)
      if (outcome.status === 'success') return 'done'
      return outcome.status === 'error' && isStale(outcome.error) ? 'stale' : 'failed'
    },
    [mutate],
  )

  const busy: ReadonlyMap<number, PlayerBusy> = useMemo(() => new Map([...pending].map(([id, a]) => [id as number, a.kind])), [pending])
  return {
    busy,
    rename: useCallback((player: AdminPlayer, name: string) => run({ kind: 'rename', player, name }), [run]),
    saveDetails: useCallback((player: AdminPlayer, details: PlayerDetails) => run({ kind: 'details', player, details }), [run]),
    removeFromTeam: useCallback((player: AdminPlayer) => run({ kind: 'remove', player }), [run]),
    clearPhoto: useCallback((player: AdminPlayer) => run({ kind: 'delete-photo', player }), [run]),
    download: useCallback((player: AdminPlayer) => run({ kind: 'download', player }), [run]),
    upload: useCallback((player: AdminPlayer, file: File) => run({ kind: 'upload', player, file }), [run]),
    restore: useCallback((player: AdminPlayer, versionId: number) => run({ kind: 'restore', player, versionId }), [run]),
    undoApproval: useCallback((player: AdminPlayer) => run({ kind: 'undo-approval', player }), [run]),
  }
}

export type PlayerActions = ReturnType<typeof usePlayerActions>
