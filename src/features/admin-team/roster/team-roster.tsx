// The admin team page once the team is known: header, search, grid or list of players, and the
// dialogs. Loading, error, empty and success are separate branches.
import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react'
import { listTeamPlayers, queryKeys, useQuery, type AdminPlayer } from '@/lib/api'
import type { Tournament } from '@/config/tournaments'
import { Button } from '@/components/button'
import { usePlayerActions } from '../actions/use-player-actions'
import { useAddPlayer } from '../actions/use-add-player'
import { useDownloadAll } from '../download/use-download-all'
import { AddPlayerDialog } from '../dialogs/add-player-dialog'
import { PhotoViewer } from '../dialogs/photo-viewer'
import { RemovalConfirmations, useRemovalConfirmations } from '../dialogs/removal-confirmations'
import { DownloadIcon, PlusIcon, Spinner } from '@/components/icons'
import { texts } from '../texts'
import { TeamHeader } from './team-header'
import { RosterToolbar, type RosterView } from './roster-toolbar'
import { RosterEmpty, RosterError, RosterLoading } from './roster-states'
import { PlayerGrid } from './player-grid'
import { PlayerTable } from './player-table'
import { uploadedCount, visiblePlayers } from './visible-players'
import type { PlayerItemProps } from './player-item'

type Props = { tournament: Tournament; team: string }

const NO_PLAYERS: AdminPlayer[] = []

export function TeamRoster({ tournament, team }: Props) {
  const eventName = tournament.dbName
  const roster = useQuery(queryKeys.teamPlayers(eventName, team), () => listTeamPlayers(eventName, team))
  const players = roster.status === 'success' ? roster.data : NO_PLAYERS
  const { setData, refetch } = roster

  const [search, setSearch] = useState('')
  const [view, setView] = useState<RosterView>('grid')
  const [editingId, setEditingId] = useState<number | null>(null)
  const [adding, setAdding] = useState(false)
  const [viewing, setViewing] = useState<AdminPlayer | null>(null)
  const uploadInput = useRef<HTMLInputElement>(null)
  const uploadFor = useRef<AdminPlayer | null>(null)

  const reload = useCallback(() => refetch({ silent: true }), [refetch])
  const actions = usePlayerActions({ setPlayers: setData, reload })
  const addNewPlayer = useAddPlayer(eventName, team, setData)
  const downloadAll = useDownloadAll(team, players)
  const removal = useRemovalConfirmations(actions)

  const shown = useMemo(() => visiblePlayers(players, search), [players, search])
  const uploaded = uploadedCount(players)

  const saveName = useCallback(
    async (player: AdminPlayer, name: string) => {
      if (await actions.rename(player, name)) setEditingId((id) => (id === player.id ? null : id))
    },
    [actions],
  )

  const chooseFile = (player: AdminPlayer) => {
    uploadFor.current = player
    uploadInput.current?.click()
  }
  const onFileChosen = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    const player = uploadFor.current
    // Cleared so choosing the same file again still fires a change.
    e.target.value = ''
    uploadFor.current = null
    if (file && player) void actions.upload(player, file)
  }

  const items: PlayerItemProps[] = shown.map((player) => ({
    player,
    busy: actions.busy.get(player.id),
    editing: editingId === player.id,
    // Only one inline edit at a time: opening another closes this one.
    onStartEdit: () => setEditingId(player.id),
    onCancelEdit: () => setEditingId((id) => (id === player.id ? null : id)),
    onSaveName: (name) => void saveName(player, name),
    onView: () => setViewing(player),
    onDownload: () => void actions.download(player),
    onUpload: () => chooseFile(player),
    onDeletePhoto: () => removal.ask('delete-photo', player),
    onRemove: () => removal.ask('remove', player),
  }))

  const loaded = roster.status === 'success'
  return (
    <div className="min-h-dvh bg-slate-50">
      <TeamHeader
        tournament={tournament}
        team={team}
        counts={loaded ? { uploaded, total: players.length } : null}
        actions={
          <>
            <Button onClick={() => setAdding(true)} disabled={!loaded}>
              <PlusIcon />
              {texts.addPlayer}
            </Button>
            <Button variant="secondary" onClick={() => void downloadAll.start()} disabled={!loaded || uploaded === 0 || downloadAll.running}>
              {downloadAll.running ? <Spinner className="size-4" /> : <DownloadIcon />}
              {downloadAll.running ? texts.downloading : texts.downloadAll}
            </Button>
          </>
        }
      />
      <main className="mx-auto max-w-screen-2xl space-y-5 px-8 py-6">
        <RosterToolbar
          search={search}
          onSearch={setSearch}
          view={view}
          onView={setView}
          summary={loaded && search.trim() ? texts.showing(shown.length, players.length) : null}
        />
        {roster.status === 'loading' && <RosterLoading />}
        {roster.status === 'error' && <RosterError onRetry={() => void refetch()} />}
        {loaded && items.length === 0 && <RosterEmpty />}
        {loaded && items.length > 0 && (view === 'grid' ? <PlayerGrid items={items} /> : <PlayerTable items={items} />)}
      </main>

      <input ref={uploadInput} type="file" accept="image/*" hidden onChange={onFileChosen} data-testid="admin-photo-input" />
      <AddPlayerDialog open={adding} onClose={() => setAdding(false)} onAdd={addNewPlayer} />
      <RemovalConfirmations state={removal} />
      <PhotoViewer player={viewing} onClose={() => setViewing(null)} />
    </div>
  )
}
