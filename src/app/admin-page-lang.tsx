// The admin area's texts are English only: with a Spanish browser its pages must still say
// lang="en", or screen readers read English with a Spanish voice. Set here once for every /admin
// path (dashboard, login, team, leftovers, events, their loading and error states), so a new
// admin screen can't forget it. Rendered inside the router's per-path boundary, so it is mounted
// afresh on each navigation and gone on the player's pages (which follow the player's language).
import { paths } from '@/config/paths'
import { useFixedPageLang } from '@/i18n'

/** /admin and everything under it (a team link is /{event}/{code}: 'admin' is no event code there). */
export function isAdminPath(pathname: string): boolean {
  const root = paths.adminRoot.href()
  return pathname === root || pathname.startsWith(`${root}/`)
}

function AdminLang() {
  useFixedPageLang('en')
  return null
}

export function AdminPageLang({ pathname }: { pathname: string }) {
  return isAdminPath(pathname) ? <AdminLang /> : null
}
