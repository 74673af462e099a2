/**
 * How a team name is compared with the country table (country-code.ts), without the table: the
 * page asks for only the slice of the table its team's key falls in (flag-assets.ts).
 */

/** Words that describe the squad rather than the country ('India U21 Men', 'Team Chile'). */
const SQUAD_WORDS = new Set([
  'the',
  'team',
  'national',
  'hockey',
  'field',
  'fih',
  'junior',
  'juniors',
  'jr',
  'youth',
  'men',
  'mens',
  'women',
  'womens',
  'ladies',
  'boys',
  'girls',
  'under',
  'u',
  'u16',
  'u17',
  'u18',
  'u19',
  'u20',
  'u21',
  'u23',
  '16',
  '17',
  '18',
  '19',
  '20',
  '21',
  '23',
])

/** Lower case, accents removed, '&' read as 'and', everything but letters and digits → a space. */
function toWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`´]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

/** The comparison key of a name: 'Côte d’Ivoire' → 'cotedivoire', 'New Zealand' → 'newzealand'. */
export function normalizeCountryName(name: string): string {
  return toWords(name).join('')
}

/**
 * The keys to look a team up by, in order: the whole name, then (failing that) the name without
 * squad words ('India U21 Men' → 'india'). Empty for a name with no letters or digits.
 */
export function flagLookupKeys(name: string | null | undefined): string[] {
  const words = toWords(name ?? '')
  if (words.length === 0) return []
  const core = words.filter((w) => !SQUAD_WORDS.has(w))
  return core.length === 0 || core.length === words.length ? [words.join('')] : [words.join(''), core.join('')]
}

/** Which slice of the table holds a key: its first character. */
export function flagShardOf(key: string): string {
  return key.charAt(0)
}
