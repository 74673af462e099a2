// A team link of an event that takes no photos at all: a draft ('not open yet') or an archived
// one ('this event has ended'). The link is right; the time is wrong, so no 'Invalid Access Code'.
import type { EventInfo } from '@/lib/api'
import { ErrorScreen, HomeLink } from '@/components/error-screen'
import { useT } from '@/i18n'
import { ContactLine } from './upload-window'

export function EventNotOpen({ event }: { event: EventInfo }) {
  const { t } = useT()
  const eventName = event.displayName
  const ended = event.state === 'archived'
  return (
    <ErrorScreen
      tone="neutral"
      title={ended ? t('event.archived.title') : t('event.draft.title')}
      message={ended ? t('event.archived.message', { event: eventName }) : t('event.draft.message', { event: eventName })}
      action={
        <div className="flex flex-col items-center gap-4">
          <ContactLine event={event} className="text-[0.9375rem] text-slate-600 [&_a]:text-brand-700" />
          <HomeLink>{t('common.goHome')}</HomeLink>
        </div>
      }
    />
  )
}
