import { useEffect, useState } from 'react'
import { loadFlag, peekFlag, type ResolvedFlag } from './flag-loader'
import { HOME_NATION_ABBREVIATIONS, isHomeNation } from './home-nations'

export type FlagSize = 'sm' | 'md' | 'lg' | 'xl'

export interface FlagProps {
  /**
   * Team or country name as stored ('New Zealand', 'NewZealand', 'England', …). An unknown name
   * shows the white flag; '' shows it at once without loading anything (e.g. no team row found).
   */
  team: string
  /** sm 16 px, md 24 px, lg 32 px, xl 48 px tall. Default md. */
  size?: FlagSize
  className?: string
  /**
   * Accessible name. Leave it out when the team name is shown next to the flag (the flag is then
   * decorative: alt="" / aria-hidden); give it (e.g. t('flag.label', { team })) when the flag
   * stands alone.
   */
  label?: string
}

/** Height in px per size; the slot is always 4:3 so names line up whatever the flag's shape. */
const FLAG_HEIGHT_PX: Readonly<Record<FlagSize, number>> = { sm: 16, md: 24, lg: 32, xl: 48 }

const SLOT: Record<FlagSize, string> = {
  sm: 'h-4 w-[21px]',
  md: 'h-6 w-8',
  lg: 'h-8 w-[43px]',
  xl: 'h-12 w-16',
}
const CIRCLE: Record<FlagSize, string> = { sm: 'size-4', md: 'size-6', lg: 'size-8', xl: 'size-12' }
const BADGE_TEXT: Record<FlagSize, string> = {
  sm: 'text-[8px]',
  md: 'text-[10px]',
  lg: 'text-xs',
  xl: 'text-base',
}
const EMOJI_TEXT: Record<FlagSize, string> = {
  sm: 'text-sm',
  md: 'text-xl',
  lg: 'text-[28px]',
  xl: 'text-[40px]',
}

/** U+1F3F3 WAVING WHITE FLAG + VS16 (emoji presentation). */
export const WHITE_FLAG = '\u{1F3F3}\u{FE0F}'

const NO_FLAG: ResolvedFlag = { code: null, url: null }

function useResolvedFlag(team: string): ResolvedFlag | undefined {
  const blank = team.trim() === ''
  const cached = blank ? NO_FLAG : peekFlag(team)
  const [loaded, setLoaded] = useState<{ team: string; flag: ResolvedFlag } | null>(null)

  useEffect(() => {
    if (cached) return
    let active = true
    void loadFlag(team).then((flag) => {
      if (active) setLoaded({ team, flag })
    })
    return () => {
      active = false
    }
  }, [team, cached])

  return cached ?? (loaded?.team === team ? loaded.flag : undefined)
}

/**
 * A team's flag from self-hosted SVGs (flag-icons 4x3; circle-flags for England, Scotland and
 * Wales). Falls back to an ENG/SCO/WAL badge for the home nations when the image is missing or
 * fails, and to a white-flag emoji for anything else. The caller shows the team name itself.
 */
export function Flag({ team, size = 'md', className, label }: FlagProps) {
  const flag = useResolvedFlag(team)
  const [failedUrl, setFailedUrl] = useState<string | null>(null)

  const height = FLAG_HEIGHT_PX[size]
  const round = isHomeNation(flag?.code)
  const url = flag?.url && flag.url !== failedUrl ? flag.url : null
  const labelled = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }

  const slot = ['inline-flex shrink-0 items-center justify-center align-middle', SLOT[size], className].filter(Boolean).join(' ')

  if (!flag) {
    return (
      <span className={slot} data-flag-state="loading" {...labelled}>
        <span className="h-full w-full rounded-[2px] bg-slate-200" />
      </span>
    )
  }

  if (url) {
    return (
      <span className={slot} data-flag-code={flag.code ?? undefined} data-flag-state="image">
        <img
          src={url}
          alt={label ?? ''}
          width={round ? height : Math.round((height * 4) / 3)}
          height={height}
          decoding="async"
          draggable={false}
          onError={() => setFailedUrl(url)}
          className={round ? `${CIRCLE[size]} rounded-full` : 'h-full w-full rounded-[2px] object-cover shadow-[0_0_0_1px_rgb(0_0_0/0.1)]'}
        />
      </span>
    )
  }

  if (isHomeNation(flag.code)) {
    return (
      <span className={slot} data-flag-code={flag.code} data-flag-state="abbreviation" {...labelled}>
        <span
          className={`inline-flex h-full items-center rounded-sm bg-slate-700 px-0.5 leading-none font-bold tracking-tight text-white ${BADGE_TEXT[size]}`}
        >
          {HOME_NATION_ABBREVIATIONS[flag.code]}
        </span>
      </span>
    )
  }

  return (
    <span className={slot} data-flag-code={flag.code ?? undefined} data-flag-state="unknown" {...labelled}>
      <span className={`leading-none ${EMOJI_TEXT[size]}`}>{WHITE_FLAG}</span>
    </span>
  )
}
