// The public team page (spec §2 'Team upload screen', §4): one roster query, then a player picks
// their name and adds a photo. Loading, error, empty team and the list are separate branches.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import type { Tournament } from '@/config/tournaments'
import { getTeamRoster, queryKeys, useQuery, type RosterPlayer } from '@/lib/api'
import { useT } from '@/i18n'
import { CameraFab } from './camera-fab'
import { OfflineBanner } from './offline-banner'
import { DEFAULT_FILTER, countPlayers, firstPending, nextPendingAfter, type PlayerFilter } from './player-filters'
import { RosterError, RosterLoading, RosterMessage } from './roster-states'
import { RosterWorkspace } from './roster-workspace'
import { SuccessOverlay } from './success-overlay'
import { TeamFooter } from './team-footer'
import { TeamHeader } from './team-header'
import { useSuccessSequence } from './use-success-sequence'
import { TeamLinkProvider } from './team-link-context'
import { ConsentProvider, useEventConsent } from './consent-context'
import type { PhotoWizardProps } from './wizard'

type Props = { tournament: Tournament; team: string; code: string }

/** One toast for a failed load, however many renders or retries report it. */
const LOAD_FAILED_TOAST_ID = 'team-roster-load-failed'
const NO_PLAYERS: readonly RosterPlayer[] = []

/** 'auto' = the first pending player (spec §2), until someone picks a name or an upload happens. */
type Choice = number | null | 'auto'

export function TeamUploadPage({ tournament, team, code }: Props) {
  const { t } = useT()
  const roster = useQuery(queryKeys.teamRoster(tournament.dbName, code), () => getTeamRoster(tournament.dbName, code))
  const { status, setData, refetch } = roster
  const players = roster.status === 'success' ? roster.data : NO_PLAYERS
  // Needed only on the Review step, so it loads beside the roster and never delays the list.
  const consent = useEventConsent(tournament.dbName)

  const [filter, setFilter] = useState<PlayerFilter>(DEFAULT_FILTER)
  const [query, setQuery] = useState('')
  const [choice, setChoice] = useState<Choice>('auto')
  const [focusRequest, setFocusRequest] = useState(0)
  const [listFocusRequest, setListFocusRequest] = useState(0)
  const [panelVisible, setPanelVisible] = useState(false)
  const [removed, setRemoved] = useState<RosterPlayer | null>(null)
  const { overlay, start: startSuccess } = useSuccessSequence()
  const listHeading = useRef<HTMLHeadingElement>(null)

  const selected = choice === 'auto' ? (firstPending(players) ?? null) : (players.find((p) => p.id === choice) ?? null)
  // Still chosen, but no longer on the roster: the panel says why rather than 'Select your name'.
  const removedChosen = !selected && removed && choice === removed.id ? removed : null

  useEffect(() => {
    if (status === 'error') toast.error(t('team.loadFailedShort'), { id: LOAD_FAILED_TOAST_ID })
  }, [status, t])

  // The upload callback may fire after several renders (uploads take seconds on hotel Wi-Fi);
  // it reads the roster as it is then, not as it was when the upload started.
  // A layout effect: set during the commit, so no event after a render can see an older roster.
  const latestPlayers = useRef(players)
  useLayoutEffect(() => {
    latestPlayers.current = players
  }, [players])
  const uploadInFlight = useRef<number | null>(null)

  const openPlayer = useCallback((player: RosterPlayer) => {
    setChoice(player.id)
    setFocusRequest((n) => n + 1)
  }, [])

  const jumpToFirstPending = useCallback(() => {
    const next = firstPending(latestPlayers.current)
    if (next) openPlayer(next)
  }, [openPlayer])

  const backToList = useCallback(() => {
    const h = listHeading.current
    h?.focus({ preventScroll: true })
    h?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
  }, [])

  // After the team's last upload there is no next player: show the (now Done) list instead.
  // In an effect, because the page is inert until the overlay's removal has been committed.
  useEffect(() => {
    if (listFocusRequest > 0) backToList()
  }, [listFocusRequest, backToList])

  const onUploaded = useCallback(
    (updated: RosterPlayer) => {
      // A retried request or a double tap must not run the celebration twice.
      if (uploadInFlight.current === updated.id) return
      uploadInFlight.current = updated.id
      const after = latestPlayers.current.map((p) => (p.id === updated.id ? updated : p))
      setData((prev) => prev.map((p) => (p.id === updated.id ? updated : p)))
      setChoice(updated.id)
      const next = nextPendingAfter(after, updated.id)
      startSuccess(updated, {
        onSwitch: () => setFilter('done'),
        onDone: () => {
          uploadInFlight.current = null
          setChoice(next?.id ?? null)
          if (next) setFocusRequest((n) => n + 1)
          else setListFocusRequest((n) => n + 1)
        },
      })
    },
    [setData, startSuccess],
  )

  // The server refused the upload because the roster changed (the player was removed, or the
  // photo approved meanwhile): keep that player chosen and load the roster again, quietly.
  const onRefused = useCallback<NonNullable<PhotoWizardProps['onRefused']>>(
    (refusal, player) => {
      setChoice(player.id)
      if (refusal === 'player-removed') setRemoved(player)
      void refetch({ silent: true })
    },
    [refetch],
  )

  const counts = status === 'success' ? countPlayers(players) : null
  const link = useMemo(() => ({ tournament, code, team }), [tournament, code, team])

  return (
    <TeamLinkProvider value={link}>
    <ConsentProvider value={consent}>
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <div inert={overlay !== null} className="flex flex-1 flex-col">
        <a
          href="#team-main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('common.skipToContent')}
        </a>
        <TeamHeader tournament={tournament} team={team} counts={counts} />
        <OfflineBanner />
        <main id="team-main" tabIndex={-1} className="flex-1 focus:outline-none">
          {roster.status === 'loading' && <RosterLoading />}
          {roster.status === 'error' && <RosterError onRetry={() => void refetch()} />}
          {roster.status === 'success' && counts && counts.total === 0 && <RosterMessage title={t('team.empty')} />}
          {roster.status === 'success' && counts && counts.total > 0 && (
            <RosterWorkspace
              ref={listHeading}
              players={players}
              counts={counts}
              filter={filter}
              onFilterChange={setFilter}
              query={query}
              onQueryChange={setQuery}
              selected={selected}
              removed={removedChosen}
              onSelect={openPlayer}
              onUploaded={onUploaded}
              onRefused={onRefused}
              focusRequest={focusRequest}
              onChangePlayer={backToList}
              onPanelVisibleChange={setPanelVisible}
            />
          )}
        </main>
        <TeamFooter />
      </div>
      {/* Hidden while the panel is on screen: there it could be mistaken for "take my photo"
          and switch the player to someone else's name. */}
      {counts && counts.pending > 0 && overlay === null && !panelVisible && <CameraFab onClick={jumpToFirstPending} />}
      {overlay && <SuccessOverlay name={overlay.name} fading={overlay.fading} />}
    </div>
    </ConsentProvider>
    </TeamLinkProvider>
  )
}
