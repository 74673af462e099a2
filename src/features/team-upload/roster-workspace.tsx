import { forwardRef, useEffect, useId, useRef, type ReactNode } from 'react'
import type { RosterPlayer } from '@/lib/api'
import { useT } from '@/i18n'
import { FilterTabs, tabId } from './filter-tabs'
import { CheckCircleIcon } from '@/components/icons'
import { Button } from '@/components/button'
import { PlayerList } from './player-list'
import { PlayerSearch } from './player-search'
import { nextPendingAfter, tabCounts, visiblePlayers, type PlayerFilter, type TeamCounts } from './player-filters'
import { UploadPanel, type UploadPanelProps } from './upload-panel'
import { useMediaQuery } from './use-media-query'
import { watchCameraBand } from './camera-band'

/** From here the panel sits beside the list (kept in view); below, under the chosen name. */
const SIDE_BY_SIDE_QUERY = '(min-width: 1024px)'

type Props = {
  players: readonly RosterPlayer[]
  counts: TeamCounts
  filter: PlayerFilter
  onFilterChange: (filter: PlayerFilter) => void
  query: string
  onQueryChange: (query: string) => void
  selected: RosterPlayer | null
  /** the chosen player, taken off the roster during their upload */
  removed: RosterPlayer | null
  onSelect: (player: RosterPlayer) => void
  onUploaded: (updated: RosterPlayer) => void
  onRefused: UploadPanelProps['onRefused']
  focusRequest: number
  onChangePlayer: () => void
  onPanelVisibleChange: (visible: boolean) => void
  /** the search and the filter tabs are where the camera button sits (it would cover a tab) */
  onControlsUnderCameraButton?: (under: boolean) => void
  /** the player whose upload just succeeded (their panel confirms it), else null */
  justUploaded?: number | null
  onNextPlayer?: (afterId: number) => void
  onReplacePhoto?: () => void
}

/**
 * The loaded team: "Select your name" (search, tabs, list) and the upload panel. On phones the
 * panel opens right under the chosen name in the list, so it is in view where the player tapped
 * (and the automatically chosen first pending player's is near the top); when that name is not
 * in the list shown (another tab, a search), under the list. Side by side from 1024 px, with the
 * panel kept in view.
 */
export const RosterWorkspace = forwardRef<HTMLHeadingElement, Props>(function RosterWorkspace(
  {
    players,
    counts,
    filter,
    onFilterChange,
    query,
    onQueryChange,
    selected,
    removed,
    onSelect,
    onUploaded,
    onRefused,
    focusRequest,
    onChangePlayer,
    onPanelVisibleChange,
    onControlsUnderCameraButton,
    justUploaded = null,
    onNextPlayer,
    onReplacePhoto,
  },
  listHeading,
) {
  const { t } = useT()
  const idBase = useId()
  const panelId = `${idBase}-panel`
  const shown = visiblePlayers(players, filter, query)
  const perTab = tabCounts(players, query)
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY)
  const confirmed = selected !== null && selected.id === justUploaded
  const inline = !sideBySide && selected !== null && shown.some((p) => p.id === selected.id)
  const controls = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = controls.current
    if (!el || !onControlsUnderCameraButton) return
    const stop = watchCameraBand(el, onControlsUnderCameraButton)
    return () => {
      stop()
      onControlsUnderCameraButton(false)
    }
  }, [onControlsUnderCameraButton])

  const panel = (
    <UploadPanel
      player={selected}
      removed={removed}
      allDone={counts.pending === 0}
      onUploaded={onUploaded}
      onRefused={onRefused}
      focusRequest={focusRequest}
      onChangePlayer={onChangePlayer}
      onVisibleChange={onPanelVisibleChange}
      confirmed={confirmed}
      next={confirmed && selected ? (nextPendingAfter(players, selected.id) ?? null) : null}
      onNextPlayer={onNextPlayer}
      onReplacePhoto={onReplacePhoto}
    />
  )

  // 'Show all players' from an empty tab: the name being looked for may be in the other tab.
  const showAll =
    filter !== 'all' && perTab.all > 0 ? (
      <Button variant="outline" onClick={() => onFilterChange('all')} className="mt-3">
        {t('team.showAllPlayers')}
      </Button>
    ) : null

  let empty: ReactNode = null
  if (shown.length === 0) {
    empty =
      filter === 'pending' && query.trim() === '' && counts.pending === 0 ? (
        <div className="flex flex-col items-center rounded-xl bg-emerald-50 px-4 py-8 text-center ring-1 ring-emerald-200">
          <CheckCircleIcon className="size-10 text-emerald-700" />
          <p className="mt-2 text-[1.0625rem] font-semibold text-emerald-900">{t('team.allDone')}</p>
          <p className="mt-1 text-[0.9375rem] text-emerald-900">{t('team.allDoneHint')}</p>
          {showAll}
        </div>
      ) : (
        <div className="rounded-xl bg-white px-4 py-8 text-center ring-1 ring-slate-200">
          <p className="text-base text-slate-700">{t('team.emptyFiltered')}</p>
          {showAll}
        </div>
      )
  }

  return (
    <div className="mx-auto max-w-6xl px-4 pt-5 pb-28 sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:items-start lg:gap-8 lg:pb-10">
      <section aria-labelledby={`${idBase}-list-heading`} className="scroll-mt-3">
        <h2
          ref={listHeading}
          id={`${idBase}-list-heading`}
          tabIndex={-1}
          className="scroll-mt-3 text-lg font-bold text-slate-900 focus:outline-none"
        >
          {t('team.selectYourName')}
        </h2>
        <div ref={controls} className="mt-3 flex flex-col gap-3">
          <PlayerSearch value={query} onChange={onQueryChange} />
          <FilterTabs value={filter} counts={perTab} onChange={onFilterChange} idBase={idBase} panelId={panelId} />
        </div>
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(idBase, filter)}
          tabIndex={shown.length === 0 ? 0 : undefined}
          className="mt-3 rounded-xl focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {empty ?? <PlayerList players={shown} selectedId={selected?.id ?? null} onSelect={onSelect} panel={inline ? panel : null} />}
        </div>
      </section>

      {/* the padding keeps the panel's ring inside the scroll box, which would clip it */}
      {!inline && (
        <div className="mt-6 lg:sticky lg:top-3 lg:-m-1 lg:mt-0 lg:max-h-[calc(100dvh-1.5rem)] lg:overflow-y-auto lg:p-1">{panel}</div>
      )}
    </div>
  )
})
