/**
 * Flag image URLs, self-hosted from the flag-icons and circle-flags npm packages.
 *
 * This module is loaded lazily by `flagLoader.ts` (it holds the name table and a map of ~260
 * lazy imports, about 7 kB gzipped together), so none of it is in a page's initial JavaScript.
 *
 * The globs are lazy too: each entry is a tiny dynamic-import chunk whose only content is the
 * URL of one SVG (or the SVG itself as a data: URL when it is small), so a page fetches just
 * the flags it shows. `exhaustive` is needed because Vite's globs skip node_modules otherwise.
 * Only two-letter files (`??.svg`) are taken from flag-icons: the home nations come from
 * circle-flags, and regional/organisation flags are never used.
 */
import { countryCode } from './countryCode'
import { isHomeNation } from './homeNations'

type UrlLoader = () => Promise<string>

const rectangular: Record<string, UrlLoader> = import.meta.glob<string>('./??.svg', {
  base: '/node_modules/flag-icons/flags/4x3/',
  query: '?url',
  import: 'default',
  exhaustive: true,
})

const circular: Record<string, UrlLoader> = import.meta.glob<string>('./{gb-eng,gb-sct,gb-wls}.svg', {
  base: '/node_modules/circle-flags/flags/',
  query: '?url',
  import: 'default',
  exhaustive: true,
})

function loaderFor(code: string): UrlLoader | undefined {
  const key = `./${code}.svg`
  return isHomeNation(code) ? circular[key] : rectangular[key]
}

/** True when an image exists for this flag code (without loading it). */
export function hasFlagImage(code: string): boolean {
  return loaderFor(code) !== undefined
}

/** Every flag code that has an image, for tests. */
export function flagImageCodes(): string[] {
  return [...Object.keys(rectangular), ...Object.keys(circular)].map((key) => key.slice(2, -4))
}

export interface ResolvedFlag {
  /** Flag code from `countryCode`, null for an unknown team. */
  code: string | null
  /** Image URL, null when there is no image for the code (or it could not be fetched). */
  url: string | null
  /** True when the image chunk could not be fetched: worth trying again later. */
  transient?: boolean
}

/** Team name → flag code and image URL. */
export async function resolveFlag(team: string): Promise<ResolvedFlag> {
  const code = countryCode(team)
  const load = code ? loaderFor(code) : undefined
  if (!load) return { code, url: null }
  try {
    return { code, url: await load() }
  } catch {
    return { code, url: null, transient: true }
  }
}
