// Response headers that keep the portal's pages and API answers from being framed, sniffed or
// leaking a team link through the Referer. The policy itself is defined once, in
// build/security-headers.ts: what a static host sends for the built app (docs/deploying.md) is
// what the local backend sends here.
import { appSecurityHeaders, BASE_SECURITY_HEADERS, HEADER_ONLY_CSP } from '../../build/security-headers.ts'

/** Headers for every page and file of the built app. `apiOrigins`: where the API and photos live
 * when that is not this origin (a hosted Supabase project); `scriptHashes`: index.html's inline
 * scripts. */
export function appPageHeaders(apiOrigins: string[] = [], scriptHashes: string[] = []): Record<string, string> {
  return appSecurityHeaders({ apiOrigin: apiOrigins, scriptHashes })
}

/** `npm run dev`: Vite injects inline scripts and talks HMR over a socket, so no script policy. */
export const DEV_PAGE_HEADERS: Record<string, string> = { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': HEADER_ONLY_CSP }

/** API answers: JSON and photos, never framed or sniffed. */
export const API_HEADERS: Record<string, string> = { ...BASE_SECURITY_HEADERS }
