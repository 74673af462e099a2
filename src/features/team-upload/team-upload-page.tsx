// The public team page (spec §2 'Team upload screen', §4): one roster query, then a player picks
// their name and adds a photo. Loading, error, empty team and the list are separate branches.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import toast from '@/components/toast'
import { getTeamRoster, queryKeys, useQuery, type RosterPlayer, type EventInfo } from '@/lib/api'
import { useT } from '@/i18n'
import { CameraFab } from './camera-fab'
import { OfflineBanner } from './offline-banner'
import { DEFAULT_FILTER, countPlayers, firstPending, nextPendingAfter, sortByName, type PlayerFilter } from './player-filters'
import { RosterError, RosterLoading, RosterMessage } from './roster-states'
import { RosterWorkspace } from './roster-workspace'
import { SuccessOverlay } from './success-overlay'
import { TeamFooter } from './team-footer'
import { TeamHeader } from './team-header'
import { useSuccessSequence } from './use-success-sequence'
import { TeamLinkProvider } from './team-link-context'
import { RemindTeamButton } from './remind-team-button'
import { ConsentProvider, useEventConsent } from './consent-context'
import type { PhotoWizardProps } from './wizard'

type Props = {
  event: EventInfo
  team: string
  code: string
  /** the roster the team link's one round trip brought (get-team-link.ts); without it the page asks */
  initialPlayers?: readonly RosterPlayer[]
  /** read the event again (its state or deadline changed: an upload was refused as closed) */
  onEventStale?: () => void
}

/** One toast for a failed load, however many renders or retries report it. */
const LOAD_FAILED_TOAST_ID = 'team-roster-load-failed'
const NO_PLAYERS: readonly RosterPlayer[] = []

/** 'auto' = the first pending player (spec §2), until someone picks a name or an upload happens. */
type Choice = number | null | 'auto'

export function TeamUploadPage({ event, team, code, initialPlayers, onEventStale }: Props) {
  const { t, locale } = useT()
  const roster = useQuery(queryKeys.teamRoster(event.name, code), (signal) => getTeamRoster(event.name, code, signal), {
    initialData: initialPlayers,
  })
  const { status, setData, refetch } = roster
  const loaded = roster.status === 'success' ? roster.data : NO_PLAYERS
  // Names in the order of the page's language (the database's order puts Álvaro last).
  const players = useMemo(() => (loaded === NO_PLAYERS ? NO_PLAYERS : sortByName(loaded, locale)), [loaded, locale])
  // Needed only on the Review step, so it loads beside the roster and never delays the list.
  const consent = useEventConsent(event.name)

  const [filter, setFilter] = useState<PlayerFilter>(DEFAULT_FILTER)
  const [query, setQuery] = useState('')
  const [choice, setChoice] = useState<Choice>('auto')
  const [focusRequest, setFocusRequest] = useState(0)
  // The player whose upload just succeeded: their panel confirms it (and offers the next name)
  // until someone picks a name. Nobody is moved on to a teammate without choosing to.
  const [justUploaded, setJustUploaded] = useState<number | null>(null)
  const [panelVisible, setPanelVisible] = useState(false)
  const [controlsUnderButton, setControlsUnderButton] = useState(false)
  const [removed, setRemoved] = useState<RosterPlayer | null>(null)
  // The server refused an upload as closed (deadline passed or the event closed while the page
  // was open): that player's wizard stays, with the photo, until the upload goes through.
  const [refusedClosed, setRefusedClosed] = useState<number | null>(null)
  const uploadsOpen = event.uploadsOpen && refusedClosed === null
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
    setJustUploaded(null)
    setFocusRequest((n) => n + 1)
  }, [])

  /** 'Next player without a photo' on a confirmation: moving on is the player's own choice. */
  const openNextAfter = useCallback(
    (id: number) => {
      const next = nextPendingAfter(latestPlayers.current, id)
      if (next) openPlayer(next)
    },
    [openPlayer],
  )

  const jumpToFirstPending = useCallback(() => {
    const next = firstPending(latestPlayers.current)
    if (next) openPlayer(next)
  }, [openPlayer])

  const backToList = useCallback(() => {
    const h = listHeading.current
    h?.focus({ preventScroll: true })
    h?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
  }, [])

  const onUploaded = useCallback(
    (updated: RosterPlayer) => {
      // A retried request or a double tap must not run the celebration twice.
      if (uploadInFlight.current === updated.id) return
      uploadInFlight.current = updated.id
      if (refusedClosed !== null) {
        // An organizer extended the deadline and the kept photo went through: open again.
        setRefusedClosed(null)
        onEventStale?.()
      }
      setData((prev) => prev.map((p) => (p.id === updated.id ? updated : p)))
      setChoice(updated.id)
      setJustUploaded(updated.id)
      startSuccess(updated, {
        // spec §4: Done at ~1.5 s, where the player now finds their own name
        onSwitch: () => setFilter('done'),
        // The overlay is gone: the player's own panel, confirming, comes into view with focus.
        // (A focus request, because the page is inert until the overlay's removal is committed.)
        onDone: () => {
          uploadInFlight.current = null
          setFocusRequest((n) => n + 1)
        },
      })
    },
    [setData, startSuccess, refusedClosed, onEventStale],
  )

  // The server refused the upload because the roster changed (the player was removed, or the
  // photo approved meanwhile): keep that player chosen and load the roster again, quietly.
  const onRefused = useCallback<NonNullable<PhotoWizardProps['onRefused']>>(
    (refusal, player) => {
      setChoice(player.id)
      if (refusal === 'uploads-closed') {
        setRefusedClosed(player.id)
        onEventStale?.() // since when, whom to contact: the event as it is now
        return
      }
      if (refusal === 'player-removed') setRemoved(player)
      void refetch({ silent: true })
    },
    [refetch, onEventStale],
  )

  const counts = status === 'success' ? countPlayers(players) : null
  const link = useMemo(
    () => ({ event, code, team, uploads: { open: uploadsOpen, keepWizardFor: refusedClosed } }),
    [event, code, team, uploadsOpen, refusedClosed],
  )

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
            <TeamHeader
              event={event}
              team={team}
              counts={counts}
              reminder={uploadsOpen && counts && counts.pending > 0 ? <RemindTeamButton players={players} /> : null}
            />
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
                  onControlsUnderCameraButton={setControlsUnderButton}
                  justUploaded={justUploaded}
                  onNextPlayer={openNextAfter}
                  onReplacePhoto={() => setJustUploaded(null)}
                />
              )}
            </main>
            <TeamFooter year={Number(event.startDate.slice(0, 4)) || new Date().getFullYear()} />
          </div>
          {/* Hidden while the panel is on screen: there it could be mistaken for "take my photo"
          and switch the player to someone else's name. Hidden too while the search and tabs are
          where it sits: it would cover a tab. */}
          {uploadsOpen && counts && counts.pending > 0 && overlay === null && !panelVisible && !controlsUnderButton && (
            <CameraFab onClick={jumpToFirstPending} />
          )}
          {overlay && <SuccessOverlay name={overlay.name} fading={overlay.fading} />}
        </div>
      </ConsentProvider>
    </TeamLinkProvider>
  )
}
