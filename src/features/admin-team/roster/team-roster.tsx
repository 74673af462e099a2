// The admin team page once the team is known: header, search, grid or list of players, and the
// dialogs. Loading, error, empty and success are separate branches. The roster refreshes itself
// (use-live-roster.ts); every change names the player as the admin saw it and updates the cached
// roster itself (use-player-actions.ts): nothing here pushes data back by hand.
import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react'
import type { AdminPlayer, EventInfo } from '@/lib/api'
import { Button } from '@/components/button'
import { usePlayerActions } from '../actions/use-player-actions'
import { useAddPlayer } from '../actions/use-add-player'
import { useDownloadAll } from '../download/use-download-all'
import { AddPlayerDialog } from '../dialogs/add-player-dialog'
import { PhotoViewer, type ViewedPhoto } from '../dialogs/photo-viewer'
import { RemovalConfirmations, useRemovalConfirmations } from '../dialogs/removal-confirmations'
import { DuplicateNameQuestion, useDuplicateNameQuestion } from '../dialogs/duplicate-name-question'
import { UnsavedNameQuestion } from '../dialogs/unsaved-name-question'
import { VersionsDialog } from '../dialogs/versions-dialog'
import { PlayerDetailsDialog } from '../dialogs/player-details-dialog'
import { DownloadIcon, PlusIcon, Spinner } from '@/components/icons'
import { texts } from '../texts'
import { TeamHeader } from './team-header'
import { RosterToolbar, type RosterView } from './roster-toolbar'
import { RosterEmpty, RosterError, RosterLoading } from './roster-states'
import { PlayerGrid } from './player-grid'
import { PlayerTable } from './player-table'
import { uploadedCount, visiblePlayers } from './visible-players'
import { useLiveRoster } from './use-live-roster'
import { EDITOR_FOCUS, itemSelector, NAME_FOCUS, UPLOAD_FOCUS, type PlayerItemProps } from './player-item'
import { useNameEdit } from './use-name-edit'
import { ReviewPhotos } from '../review/review-photos'
import { TeamActivity } from '../audit/team-activity'

type Props = { event: EventInfo; team: string }

const NO_PLAYERS: AdminPlayer[] = []
const PLAYERS_HEADING_ID = 'players-heading'

export function TeamRoster({ event, team }: Props) {
  const eventName = event.name
  const roster = useLiveRoster(eventName, team)
  const players = roster.status === 'success' ? roster.data : NO_PLAYERS
  const { refetch } = roster
  const byId = (id: number | undefined) => players.find((p) => p.id === id)

  const [search, setSearch] = useState('')
  const [view, setView] = useState<RosterView>('grid')
  const nameEdit = useNameEdit()
  const { edit: editing, close: closeEdit } = nameEdit
  const [adding, setAdding] = useState(false)
  const [viewingId, setViewingId] = useState<number | null>(null)
  const [zoomed, setZoomed] = useState<ViewedPhoto | null>(null)
  const [versionsOf, setVersionsOf] = useState<AdminPlayer | null>(null)
  const [detailsOf, setDetailsOf] = useState<AdminPlayer | null>(null)
  const uploadInput = useRef<HTMLInputElement>(null)
  const uploadFor = useRef<AdminPlayer | null>(null)

  const duplicate = useDuplicateNameQuestion()
  const actions = usePlayerActions({ eventName, team, confirmDuplicate: duplicate.askRename })
  const addNewPlayer = useAddPlayer(eventName, team, { confirmDuplicate: duplicate.askAdd })
  const downloadAll = useDownloadAll(team, players)
  // A search never hides the player whose name is being edited: the text typed stays in sight.
  const editingId = editing?.player.id
  const shown = useMemo(() => visiblePlayers(players, search, (p) => p.id === editingId), [players, search, editingId])
  const uploaded = uploadedCount(players)

  // Focus after something disappears: found in the page as it is once re-rendered.
  const rosterArea = useRef<HTMLElement>(null)
  const find = (selector: string) => rosterArea.current?.querySelector<HTMLElement>(selector) ?? null
  const removal = useRemovalConfirmations(actions, players, (step, player) => {
    // A deleted photo: that player's Upload, the next thing to do for them.
    if (step === 'delete-photo') return () => find(itemSelector(player.id, UPLOAD_FOCUS))
    // A removed player: the next one in the list (or the one before the last), else the heading.
    const at = shown.findIndex((p) => p.id === player.id)
    const neighbour = shown[at + 1] ?? shown[at - 1]
    return () => (neighbour ? find(itemSelector(neighbour.id, NAME_FOCUS)) : null) ?? find(`#${PLAYERS_HEADING_ID}`)
  })

  const saveName = useCallback(
    async (seen: AdminPlayer, name: string) => {
      // Done, or refused because the player changed (the roster reloads and shows the change).
      if ((await actions.rename(seen, name)) !== 'failed') closeEdit(seen.id)
    },
    [actions, closeEdit],
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
    draft: editing?.player.id === player.id ? editing.draft : null,
    onDraftChange: nameEdit.setDraft,
    // Only one inline edit at a time: opening another closes this one, asking first if it has unsaved text.
    onStartEdit: () => nameEdit.start(player),
    onCancelEdit: () => closeEdit(player.id),
    onSaveName: (name) => void saveName(editing?.player.id === player.id ? editing.player : player, name),
    onView: () => setViewingId(player.id),
    onDownload: () => void actions.download(player),
    onUpload: () => chooseFile(player),
    onDeletePhoto: () => removal.ask('delete-photo', player),
    onRemove: () => removal.ask('remove', player),
    onVersions: () => setVersionsOf(player),
    onDetails: () => setDetailsOf(player),
    // Undo leaves with the approval: focus goes to the player's name, not to the top of the page.
    onUndoApproval: () =>
      void actions.undoApproval(player).then((result) => {
        if (result === 'done') requestAnimationFrame(() => find(itemSelector(player.id, NAME_FOCUS))?.focus())
      }),
  }))

  // The viewer follows the player: a refresh that brings a new photo shows it; none closes it.
  const viewing = byId(viewingId ?? undefined)
  const versionsPlayer = byId(versionsOf?.id)
  const loaded = roster.status === 'success'
  return (
    <div className="min-h-dvh bg-slate-50">
      <TeamHeader
        event={event}
        team={team}
        counts={loaded ? { uploaded, total: players.length } : null}
        actions={
          <>
            <Button onClick={() => setAdding(true)} disabled={!loaded}>
              <PlusIcon />
              {texts.addPlayer}
            </Button>
            <Button
              variant="secondary"
              onClick={() => void downloadAll.start()}
              disabled={!loaded || uploaded === 0 || downloadAll.running}
            >
              {downloadAll.running ? <Spinner className="size-4" /> : <DownloadIcon />}
              {downloadAll.running ? texts.downloading : texts.downloadAll}
            </Button>
            <ReviewPhotos players={players} ready={loaded} eventName={eventName} team={team} />
            <TeamActivity event={event} team={team} />
          </>
        }
      />
      <main ref={rosterArea} className="mx-auto max-w-screen-2xl space-y-5 px-4 py-6 sm:px-8">
        <RosterToolbar
          search={search}
          onSearch={setSearch}
          view={view}
          onView={setView}
          summary={loaded && search.trim() ? texts.showing(shown.length, players.length) : null}
        />
        {/* Names in the cards are h3: the outline needs this level between them and the team's h1. */}
        {/* Focusable from script only: where focus goes when the last player shown is removed. */}
        <h2 id={PLAYERS_HEADING_ID} tabIndex={-1} className="sr-only">
          {texts.playersHeading}
        </h2>
        {roster.status === 'loading' && <RosterLoading />}
        {roster.status === 'error' && <RosterError onRetry={() => void refetch()} />}
        {loaded && items.length === 0 && <RosterEmpty />}
        {loaded && items.length > 0 && (view === 'grid' ? <PlayerGrid items={items} /> : <PlayerTable items={items} />)}
      </main>

      <input ref={uploadInput} type="file" accept="image/*" hidden onChange={onFileChosen} data-testid="admin-photo-input" />
      <AddPlayerDialog open={adding} onClose={() => setAdding(false)} onAdd={addNewPlayer} />
      <RemovalConfirmations state={removal} />
      <VersionsDialog
        openedFor={versionsOf}
        player={versionsPlayer}
        busy={versionsPlayer !== undefined && actions.busy.has(versionsPlayer.id)}
        onRestore={actions.restore}
        onZoom={setZoomed}
        onClose={() => setVersionsOf(null)}
      />
      <PlayerDetailsDialog
        player={detailsOf}
        saving={detailsOf !== null && actions.busy.get(detailsOf.id) === 'details'}
        onClose={() => setDetailsOf(null)}
        // saved, or refused because the player changed (the roster reloads to show what is there)
        onSave={async (seen, details) => (await actions.saveDetails(seen, details)) !== 'failed'}
      />
      <DuplicateNameQuestion state={duplicate} />
      <UnsavedNameQuestion
        state={nameEdit}
        focusEditor={() => (editingId === undefined ? null : find(itemSelector(editingId, EDITOR_FOCUS)))}
      />
      <PhotoViewer photo={viewing ? { name: viewing.player_name, src: viewing.photoSrc } : null} onClose={() => setViewingId(null)} />
      <PhotoViewer photo={zoomed} onClose={() => setZoomed(null)} />
    </div>
  )
}
