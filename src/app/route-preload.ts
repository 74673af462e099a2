// Starts fetching the screen's code for the address the page opened at, before the first render
// waits for anything else (the player's language, main.tsx): both travel at once, so a Spanish
// dictionary costs no extra round trip. The same import() as the router's lazy routes, so the
// browser fetches each chunk once. Admin screens are left to the router.
import { matchPath } from 'react-router-dom'
import { paths } from '@/config/paths'

export function preloadRouteChunk(pathname: string): void {
  let load: Promise<unknown> | undefined
  if (pathname === paths.home.pattern) load = import('./routes/landing-route')
  else if (!pathname.startsWith(paths.adminRoot.pattern) && matchPath(paths.teamUpload.pattern, pathname))
    load = import('./routes/team-upload-route')
  load?.catch(() => undefined) // only a head start: the router's own import reports failures
}
