// Shared by the team page's component tests: render the page as a team link opens it, and the
// browser APIs jsdom lacks. Each test file mocks '@/lib/api' (the fetchers) and the wizard itself.
import { render, screen } from '@testing-library/react'
import { MJWC } from '../event-fixtures'
import { AppToaster } from '@/components/app-toaster'
import { I18nProvider, type Lang } from '@/i18n'
import { TeamUploadPage } from '@/features/team-upload'

export { MJWC }

export function renderPage(lang: Lang = 'en') {
  return render(
    <I18nProvider initialLang={lang}>
      <TeamUploadPage event={MJWC} team="Belgium" code="ABCDEFGHJKLM" />
      <AppToaster />
    </I18nProvider>,
  )
}

/** The page with its roster loaded (the list's tabs are on screen). */
export async function renderLoaded(lang: Lang = 'en') {
  const view = renderPage(lang)
  await screen.findByRole('tablist')
  return view
}

/** jsdom has no matchMedia; the toaster asks it about reduced motion, the panel about layout. */
export function stubMatchMedia() {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
}
