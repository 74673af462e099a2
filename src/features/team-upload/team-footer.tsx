import { MailLine } from '@/components/mail-line'
import { useSupportContact } from '@/lib/api'
import { useT } from '@/i18n'

/**
 * Who to write to when something goes wrong: the technical-support address the organizers set
 * (no line while none is set); the copyright year is the event's (spec §1: 2025 for the 2025
 * tournaments).
 */
export function TeamFooter({ year }: { year: number }) {
  const { t } = useT()
  const support = useSupportContact().data
  return (
    <footer className="border-t border-slate-200 bg-white px-4 pt-5 pb-28 text-center text-sm text-slate-600 lg:pb-6">
      {support && (
        <MailLine
          text={t('footer.support', { email: '\u0000' })}
          email={support}
          linkClassName="inline-block font-medium [overflow-wrap:anywhere] text-brand-700 underline underline-offset-2"
        />
      )}
      <p className="mt-1">{t('footer.copyright', { year })}</p>
    </footer>
  )
}
