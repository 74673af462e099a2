import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'
import { LanguageSwitcher, useT } from '@/i18n'
import { BrandMark } from './brand-mark'

/**
 * Brand, language and the organizers' 'Admin Login' (spec §2: → /admin/mjwc2025, the default admin
 * event: the first open event once known, else /admin, which finds it).
 */
export function LandingHeader({ defaultEventCode }: { defaultEventCode?: string }) {
  const { t } = useT()
  return (
    <header className="bg-brand-900 text-white">
      {/* flex-wrap: with the phone's text at 200 %, 'Admin Login' moves under the name instead of over it */}
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-3 px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3 sm:px-6">
        {/* no min-w-0: its longest word decides when the row wraps */}
        <span className="flex flex-1 items-center gap-2.5 text-[1.0625rem] leading-tight font-semibold">
          <BrandMark className="size-8 shrink-0" />
          {t('app.name')}
        </span>
        {/* The switcher is rendered twice and CSS shows one (display:none hides the other from
            assistive tech too): beside the link from 640 px, on its own row on phones. */}
        <span className="hidden sm:block">
          <LanguageSwitcher className="[&_svg]:text-brand-100" />
        </span>
        <Link
          to={defaultEventCode ? paths.adminDashboard.href(defaultEventCode) : paths.adminRoot.href()}
          className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-brand-50 ring-1 ring-white/30 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
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
