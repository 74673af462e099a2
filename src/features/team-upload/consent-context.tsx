// The event's consent (junior players are often minors). The team page loads it
// once, beside the roster, and provides it here; the wizard's Review step asks for the tick.
// Until it has loaded, nothing is uploaded: an event that asks for consent must never get a photo
// without it, so 'loading' and 'error' block the upload like an unticked box.
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { getEventConsent, queryKeys, useQuery, type EventConsent } from '@/lib/api'
import type { Lang } from '@/i18n'

export type ConsentState = {
  status: 'loading' | 'error' | 'ready'
  /** when ready: the event's consent, null when the event has none */
  consent: EventConsent | null
  /** load again (after a failure, or when the server said consent is now required) */
  reload: () => void
}

const ConsentContext = createContext<ConsentState | null>(null)

export function ConsentProvider({ value, children }: { value: ConsentState; children: ReactNode }) {
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>
}

export function useConsent(): ConsentState {
  const consent = useContext(ConsentContext)
  if (!consent) throw new Error('useConsent needs a <ConsentProvider> (the team page provides it)')
  return consent
}

/** Loads the event's consent for the team page; a reload keeps the loaded text on screen. */
export function useEventConsent(eventName: string): ConsentState {
  const query = useQuery(queryKeys.eventConsent(eventName), (signal) => getEventConsent(eventName, false, signal))
  const { status, data, refetch } = query
  return useMemo(
    () => ({
      status: status === 'success' ? 'ready' : status,
      consent: data ?? null,
      // After a failure, show that it is loading again; otherwise keep the box where it is.
      reload: () => void refetch({ silent: status !== 'error' }),
    }),
    [status, data, refetch],
  )
}

/** Whether this upload needs the tick (unknown counts as yes). */
export function consentNeeded(state: ConsentState): boolean {
  return state.status !== 'ready' || state.consent?.required === true
}

/** The organizer's text in the page's language: Spanish for Spanish, English otherwise. */
export function consentText(consent: EventConsent, lang: Lang): string {
  return lang === 'es' ? consent.textEs : consent.textEn
}
