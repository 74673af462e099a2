import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { LanguageSwitcher, useT } from '@/i18n'
import { BrandMark } from './brand-mark'

/** Brand, language and the organizers' 'Admin Login' (→ /admin/mjwc2025, spec §2). */
export function LandingHeader() {
  const { t } = useT()
  return (
    <header className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3 sm:px-6">
        <span className="flex min-w-0 flex-1 items-center gap-2.5 text-[17px] leading-tight font-semibold">
          <BrandMark className="size-8 shrink-0" />
          {t('app.name')}
        </span>
        {/* The switcher is rendered twice and CSS shows one (display:none hides the other from
            assistive tech too): beside the link from 640 px, on its own row on phones. */}
        <span className="hidden sm:block">
          <LanguageSwitcher className="[&_svg]:text-brand-100" />
        </span>
        <Link
          to={paths.adminDashboard.href()}
          className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-medium text-brand-50 ring-1 ring-white/30 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('header.adminLogin')}
        </Link>
      </div>
      <div className="mx-auto flex max-w-5xl justify-end px-4 pb-1 sm:hidden">
        <LanguageSwitcher className="[&_svg]:text-brand-100" />
      </div>
    </header>
  )
}
