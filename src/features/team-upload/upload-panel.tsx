import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
import type { RosterPlayer } from '@/lib/api'
import { useT } from '@/i18n'
import { PhotoWizard, type PhotoWizardProps } from './wizard'
import { ArrowUpIcon, CheckCircleIcon } from '@/components/icons'
import { Button } from '@/components/button'
import { needsNewPhoto } from './player-filters'
import { ApprovedNotice, RemovedNotice, RetakeNotice } from './review-notice'
import { useTeamLink } from './team-link-context'
import { UploadsClosedNotice } from './upload-window'
import { UploadConfirmation } from './upload-confirmation'
import { watchCameraBand } from './camera-band'

/** Below this width the panel sits under the list, so opening it must scroll to it. */
const STACKED_LAYOUT_QUERY = '(max-width: 1023.98px)'

export type UploadPanelProps = {
  player: RosterPlayer | null
  /** the chosen player was taken off the roster during their upload: say so, not 'Select your name' */
  removed?: RosterPlayer | null
  allDone: boolean
  onUploaded: (updated: RosterPlayer) => void
  onRefused?: PhotoWizardProps['onRefused']
  /** bumped when the player was chosen by the user: bring the panel into view and focus it */
  focusRequest: number
  /** phones: back up to the list to pick a different name */
  onChangePlayer: () => void
  /** whether a good part of the panel is on screen (the page hides the camera button then) */
  onVisibleChange?: (visible: boolean) => void
  /** this player's upload just succeeded: confirm it instead of offering the wizard again */
  confirmed?: boolean
  /** after a confirmed upload: the next teammate without a photo, offered by name */
  next?: RosterPlayer | null
  onNextPlayer?: (afterId: number) => void
  /** after a confirmed upload: the wizard again, to send a different photo */
  onReplacePhoto?: () => void
}

/** Share of the viewport the panel must fill to count as "on screen". */
const VISIBLE_SHARE = 0.25

export function UploadPanel({
  player,
  removed = null,
  allDone,
  onUploaded,
  onRefused,
  focusRequest,
  onChangePlayer,
  onVisibleChange,
  confirmed = false,
  next = null,
  onNextPlayer,
  onReplacePhoto,
}: UploadPanelProps) {
  const { t } = useT()
  const headingId = useId()
  const section = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  // Focus follows the user's choice so keyboard and screen-reader users land on the panel,
  // and phone users see it (it is below the list there). Never on the automatic first pick.
  // Before the browser paints (a layout effect), so the page never shows a frame scrolled elsewhere.
  useLayoutEffect(() => {
    if (focusRequest === 0) return
    heading.current?.focus({ preventScroll: true })
    const stacked = window.matchMedia?.(STACKED_LAYOUT_QUERY).matches ?? false
    if (stacked) {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
      // Under its name in the list (roster-workspace.tsx): the name stays in sight above it.
      const target = section.current?.closest<HTMLElement>('[data-panel-anchor]') ?? section.current
      target?.scrollIntoView?.({ block: 'start', behavior: reduce ? 'auto' : 'smooth' })
    }
  }, [focusRequest])

  useEffect(() => {
    const el = section.current
    if (!el || !onVisibleChange || typeof IntersectionObserver === 'undefined') return
    // On screen: a good part of the viewport, or any part where the camera button sits (the
    // bottom of the screen), which would cover the panel's text there (a retake request's reason).
    let large = false
    let underButton = false
    const report = () => onVisibleChange(large || underButton)
    const share = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return
        large = entry.isIntersecting && entry.intersectionRect.height >= window.innerHeight * VISIBLE_SHARE
        report()
      },
      { threshold: [0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1] },
    )
    share.observe(el)
    const stopBand = watchCameraBand(el, (inBand) => {
      underButton = inBand
      report()
    })
    return () => {
      stopBand()
      share.disconnect()
      onVisibleChange(false)
    }
  }, [onVisibleChange])

  const shown = player ?? removed
  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      // Team complete and nobody chosen: on phones the list already says so right above.
      className={`scroll-mt-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 ${!shown && allDone ? 'hidden lg:block' : ''}`}
    >
      {shown ? (
        <>
          <PlayerPanel
            player={shown}
            removed={!player}
            headingId={headingId}
            headingRef={heading}
            onUploaded={onUploaded}
            onRefused={onRefused}
            onNotYou={onChangePlayer}
            confirmation={
              confirmed && player ? (
                <UploadConfirmation
                  player={player}
                  next={next}
                  onNext={() => onNextPlayer?.(player.id)}
                  onReplace={() => onReplacePhoto?.()}
                />
              ) : null
            }
          />
          <Button variant="link" onClick={onChangePlayer} className="mt-4 -ml-2 lg:hidden">
            <ArrowUpIcon />
            {t('team.changePlayer')}
          </Button>
        </>
      ) : (
        <div className="py-6 text-center">
          {allDone && <CheckCircleIcon className="mx-auto mb-3 size-12 text-emerald-600" />}
          <h2 ref={heading} id={headingId} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
            {allDone ? t('team.allDone') : t('team.selectYourName')}
          </h2>
          <p className="mt-2 text-[0.9375rem] text-slate-600">{allDone ? t('team.allDoneHint') : t('team.selectPrompt')}</p>
        </div>
      )}
    </section>
  )
}

type PlayerPanelProps = Pick<UploadPanelProps, 'onUploaded' | 'onRefused'> & {
  onNotYou: () => void
  player: RosterPlayer
  removed: boolean
  headingId: string
  headingRef: RefObject<HTMLHeadingElement | null>
  /** shown instead of the wizard right after this player's upload succeeded */
  confirmation?: ReactNode
}

/**
 * One player's photo: the current one if any, what the organizers said about it, and the wizard.
 * An approved photo gets no wizard: the team link can't replace it (the SQL refuses), so the
 * panel says whom to ask instead. A retake request opens the wizard as for a first photo.
 */
function PlayerPanel({ player, removed, headingId, headingRef, onUploaded, onRefused, onNotYou, confirmation }: PlayerPanelProps) {
  const { t } = useT()
  const approved = player.upload_status && player.review_state === 'approved'
  const retake = needsNewPhoto(player)
  // Closed (deadline passed, event closed): no wizard, except for a photo the server just refused
  // as closed, which stays on screen under the notice.
  const { uploads } = useTeamLink()
  const keepWizard = uploads.open || uploads.keepWizardFor === player.id
  return (
    <>
      <div className="flex items-center gap-3">
        {!removed && player.upload_status && player.thumbSrc && (
          <img
            src={player.thumbSrc}
            alt={t('team.currentPhotoAlt', { name: player.player_name })}
            width={56}
            height={56}
            decoding="async"
            className="size-14 shrink-0 rounded-xl bg-slate-200 object-cover ring-1 ring-slate-200"
          />
        )}
        <h2
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="min-w-0 text-xl leading-snug font-bold [overflow-wrap:anywhere] text-slate-900 focus:outline-none"
        >
          {t('team.photoFor', { name: player.player_name })}
        </h2>
      </div>
      {removed ? (
        <RemovedNotice />
      ) : confirmation ? (
        confirmation
      ) : approved ? (
        <ApprovedNotice />
      ) : !keepWizard ? (
        <UploadsClosedNotice className="mt-4" />
      ) : (
        <>
          {!uploads.open && <UploadsClosedNotice className="mt-4" />}
          {retake && <RetakeNotice reason={player.retake_reason} note={player.retake_note} />}
          {player.upload_status && !retake && (
            <p className="mt-3 flex gap-2 rounded-xl bg-amber-50 p-3 text-[0.9375rem] leading-snug text-amber-900 ring-1 ring-amber-200">
              <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
              {t('team.replaceNotice')}
            </p>
          )}
          <div className="mt-4">
            <PhotoWizard key={player.id} player={player} onUploaded={onUploaded} onRefused={onRefused} onNotYou={onNotYou} />
          </div>
        </>
      )}
    </>
  )
}
