import { env } from '@/config/env'
import { useT } from '@/i18n'

/**
 * Who to write to when something goes wrong: the spec's technical-support address; the copyright
 * year is the event's (spec §1: 2025 for the 2025 tournaments).
 */
export function TeamFooter({ year }: { year: number }) {
  const { t } = useT()
  const [before = '', after = ''] = t('footer.support', { email: '\u0000' }).split('\u0000')
  return (
    <footer className="border-t border-slate-200 bg-white px-4 pt-5 pb-28 text-center text-sm text-slate-600 lg:pb-6">
      <p>
        {before}
        <a href={`mailto:${env.supportEmail}`} className="inline-block font-medium [overflow-wrap:anywhere] text-brand-700 underline underline-offset-2">
          {env.supportEmail}
        </a>
        {after}
      </p>
      <p className="mt-1">{t('footer.copyright', { year })}</p>
    </footer>
  )
}
