// The consent a player gives before uploading, per event (English and Spanish texts).
import { NEVER_ABORTED } from './abort'
import { adminClient, publicRest } from '@/lib/supabase'
import { unwrap } from './errors'

export type EventConsent = { required: boolean; textEn: string; textEs: string }

/** `asAdmin`: the organizer's session, which also sees a draft event's texts (players don't). */
export async function getEventConsent(eventName: string, asAdmin = false, signal?: AbortSignal): Promise<EventConsent | null> {
  const params = { p_event: eventName }
  const result = asAdmin
    ? await (await adminClient()).rpc('event_consent', params).abortSignal(signal ?? NEVER_ABORTED)
    : await publicRest().rpc('event_consent', params, { signal })
  const rows = unwrap(result, 'load-consent')
  const r = rows[0]
  return r ? { required: r.required, textEn: r.text_en, textEs: r.text_es } : null
}

export async function setEventConsent(eventName: string, consent: EventConsent): Promise<void> {
  const client = await adminClient()
  unwrap(
    await client.rpc('set_event_consent', {
      p_event: eventName,
      p_required: consent.required,
      p_text_en: consent.textEn,
      p_text_es: consent.textEs,
    }),
    'save-consent',
  )
}
