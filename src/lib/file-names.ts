// File names for downloaded photos and exports: a real name (accents kept), with only what
// Windows, macOS or Linux refuse in a file name replaced.

// < > : " / \ | ? * are illegal on Windows; / everywhere.
const ILLEGAL_CHARS = new Set(['<', '>', ':', '"', '/', '\\', '|', '?', '*'])
// Device names Windows refuses as a file name, whatever the extension.
const RESERVED_NAMES = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i
// Keeps a name well under the 255-byte limit even when every character takes 2-4 bytes in UTF-8.
const MAX_STEM_CHARS = 100

const isControl = (c: string) => {
  const code = c.codePointAt(0) ?? 0
  return code < 0x20 || code === 0x7f
}

/** A file name stem (no extension) for a name; `fallback` when nothing usable is left. */
export function safeFileStem(name: string, fallback = 'photo'): string {
  // Whitespace (tabs, line breaks from a pasted roster) becomes one space before control
  // characters are replaced, so 'Ana\tRuiz' reads 'Ana Ruiz', not 'Ana_Ruiz'.
  const spaced = name.normalize('NFC').replace(/\s+/g, ' ')
  let stem = Array.from(spaced, (c) => (ILLEGAL_CHARS.has(c) || isControl(c) ? '_' : c))
    .join('')
    .trim()
    // Leading dots hide a file on macOS/Linux; trailing dots and spaces are dropped by Windows.
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '')
  stem = Array.from(stem).slice(0, MAX_STEM_CHARS).join('').trim()
  if (stem === '' || /^_+$/.test(stem)) return fallback
  return RESERVED_NAMES.test(stem) ? `${stem}_` : stem
}

/** '{player_name}.jpg' (spec §7), safe to save. */
export function photoFileName(playerName: string): string {
  return `${safeFileStem(playerName)}.jpg`
}

/**
 * One file name per stem, in order: the first keeps 'Name.jpg', later ones become 'Name (2).jpg',
 * 'Name (3).jpg'. Compared case-insensitively, because Windows and macOS file systems are.
 */
export function uniqueFileNames(stems: readonly string[], extension: string): string[] {
  const taken = new Set<string>()
  const key = (s: string) => s.toLocaleLowerCase('und')
  return stems.map((stem) => {
    let name = `${stem}${extension}`
    for (let n = 2; taken.has(key(name)); n++) name = `${stem} (${n})${extension}`
    taken.add(key(name))
    return name
  })
}
