// The one search rule of the portal (player page, admin roster, dashboard teams): case- and
// accent-insensitive, so a player or organizer typing on an English keyboard finds 'Álvaro'
// with 'alvaro' and 'Øvergaard' with 'overgaard'.

// Letters that are not a base letter plus a combining mark, so NFD leaves them alone.
const LETTERS: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ħ: 'h',
  ı: 'i', // Turkish dotless i; 'İ' becomes 'i' through NFD + lower case
}
const LETTER_PATTERN = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g')

/** Text folded for matching: accents stripped, lower case (locale-independent), single spaces, trimmed. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(LETTER_PATTERN, (c) => LETTERS[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim()
}

/** Does `text` contain `query` under the search rule? An empty query matches everything. */
export function matchesSearch(text: string, query: string): boolean {
  const q = foldForSearch(query)
  return q === '' || foldForSearch(text).includes(q)
}
