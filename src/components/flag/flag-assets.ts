/**
 * Team name → flag code and image URL. The SVGs come from the flag-icons and circle-flags npm
 * packages, shipped as plain files under /flags/ by build/self-hosted-flags.ts.
 *
 * Loaded lazily by `flag-loader.ts` (the name table is a few kB), so none of it is in a page's
 * initial JavaScript.
 */
import { countryCode } from './country-code'

export interface ResolvedFlag {
  /** Flag code from `countryCode`, null for an unknown team. */
  code: string | null
  /** Image URL, null for an unknown team. */
  url: string | null
  /** True when the name table could not be fetched: worth trying again later. */
  transient?: boolean
}

export function flagUrl(code: string): string {
  return `${import.meta.env.BASE_URL}flags/${code}.svg`
}

export async function resolveFlag(team: string): Promise<ResolvedFlag> {
  const code = countryCode(team)
  return { code, url: code ? flagUrl(code) : null }
}
