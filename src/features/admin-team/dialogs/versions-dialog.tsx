// Every photo a player has had, newest first, with the current one marked; any other restored in
// one click. Restoring names the photo the player had when this list was read, so a photo that
// arrived meanwhile is never replaced unseen: the SQL refuses, the admin is told, the roster
// reloads — and when the live roster shows the player changed, this list reads itself again.
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { listPhotoVersions, queryKeys, useQuery, type AdminPlayer, type PhotoVersion } from '@/lib/api'
import { Dialog } from '@/components/dialog'
import { Button } from '@/components/button'
import { Spinner } from '@/components/icons'
import type { ActionResult } from '../actions/use-player-actions'
import { texts } from '../texts'
import { VersionItem } from './version-item'
import type { ViewedPhoto } from './photo-viewer'
import { formatWhen } from '@/lib/dates'

type Props = {
  /** the player the dialog was opened for; null: closed */
  openedFor: AdminPlayer | null
  /** that player as the roster shows it now (undefined: removed meanwhile) */
  player: AdminPlayer | undefined
  busy: boolean
  onRestore: (seen: AdminPlayer, versionId: number) => Promise<ActionResult>
  onZoom: (photo: ViewedPhoto) => void
  onClose: () => void
}

export function VersionsDialog({ openedFor, player, busy, onRestore, onZoom, onClose }: Props) {
  const name = (player ?? openedFor)?.player_name ?? ''
  return (
    <Dialog
      open={openedFor !== null}
      title={texts.versionsTitle(name)}
      onClose={onClose}
      size="md"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {texts.close}
        </Button>
      }
    >
      {openedFor && !player && (
        <p role="alert" className="text-slate-700">
          {texts.playerGoneWhileOpen}
        </p>
      )}
      {player && <VersionList key={player.id} player={player} busy={busy} onRestore={onRestore} onZoom={onZoom} />}
    </Dialog>
  )
}

function VersionList({ player, busy, onRestore, onZoom }: Omit<Props, 'onClose' | 'player' | 'openedFor'> & { player: AdminPlayer }) {
  const live = useRef(player)
  useLayoutEffect(() => {
    live.current = player
  })
  // The list and the player it was read for: what a restore names as seen.
  const versions = useQuery(queryKeys.photoVersions(player.id), async (signal) => {
    const seen = live.current
    return { seen, list: await listPhotoVersions(seen.id, signal) }
  })
  const [restoringId, setRestoringId] = useState<number | null>(null)

  // The roster's live refresh saw this player's photo change: read the list again, quietly.
  const { refetch } = versions
  const stamp = `${player.photo_path}|${player.version_count}`
  const readFor = useRef(stamp)
  useEffect(() => {
    if (readFor.current === stamp) return
    readFor.current = stamp
    void refetch({ silent: true })
  }, [stamp, refetch])

  if (versions.status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-slate-600">
        <Spinner className="size-5" /> {texts.loadingVersions}
      </p>
    )
  }
  if (versions.status === 'error') {
    return (
      <div role="alert" className="py-4">
        <p className="text-slate-700">{texts.versionsFailed}</p>
        <Button className="mt-3" size="sm" onClick={() => void refetch()}>
          {texts.tryAgain}
        </Button>
      </div>
    )
  }
  const { seen, list } = versions.data
  if (list.length === 0) return <p className="py-6 text-slate-600">{texts.noVersions}</p>

  // Done or refused, the roster then shows the player's photo as it is, and the list follows it.
  const restore = async (v: PhotoVersion) => {
    setRestoringId(v.id)
    await onRestore(seen, v.id)
    setRestoringId(null)
  }
  const zoom = (v: PhotoVersion) =>
    onZoom({ name: seen.player_name, src: v.photoSrc, caption: `${seen.player_name} · ${formatWhen(v.createdAt)}` })

  return (
    <ul aria-label={texts.versionsTitle(seen.player_name)} className="max-h-[60dvh] space-y-2 overflow-y-auto pr-1">
      {list.map((v) => (
        <VersionItem
          key={v.id}
          version={v}
          busy={busy}
          restoring={restoringId === v.id}
          onRestore={() => void restore(v)}
          onZoom={() => zoom(v)}
        />
      ))}
    </ul>
  )
}
