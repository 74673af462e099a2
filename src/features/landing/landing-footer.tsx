import { MailLine } from '@/components/mail-line'
import { useSupportContact } from '@/lib/api'
import { useT } from '@/i18n'

/**
 * Spec §1: the copyright line (its year from the events shown: 2025 for the spec's; null while
 * they load, so no wrong year flashes) and the technical-support address the organizers set (a
 * mailto link; no line while none is set).
 */
export function LandingFooter({ year }: { year: number | null }) {
  const { t } = useT()
  const support = useSupportContact().data
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-col gap-1.5 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:justify-between sm:px-6">
        <p>{year === null ? '\u00a0' : t('footer.copyright', { year })}</p>
        {support && (
          <MailLine
            text={t('footer.support', { email: '\u0000' })}
            email={support}
            linkClassName="inline-block font-medium [overflow-wrap:anywhere] text-brand-700 underline underline-offset-2 hover:text-brand-600"
          />
        )}
      </div>
    </footer>
  )
}
