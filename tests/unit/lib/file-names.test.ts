import { photoFileName, safeFileStem, uniqueFileNames } from '@/lib/file-names'

describe('safeFileStem', () => {
  it.each([
    ['Ana Ruiz', 'Ana Ruiz'],
    ['María José de los Ángeles Fernández-Villanueva', 'María José de los Ángeles Fernández-Villanueva'],
    ["Zoë D'Arcy", "Zoë D'Arcy"],
    ['Łukasz Żółć', 'Łukasz Żółć'],
    ['李明', '李明'],
    ['AC/DC', 'AC_DC'],
    ['a\\b:c*d?e"f<g>h|i', 'a_b_c_d_e_f_g_h_i'],
    ['tab\there', 'tab here'],
    ['  spaced   out  ', 'spaced out'],
    ['line\u0001break', 'line_break'],
    ['trailing dot.', 'trailing dot'],
    ['...hidden', 'hidden'],
    ['CON', 'CON_'],
    ['lpt1', 'lpt1_'],
    ['', 'photo'],
    ['   ', 'photo'],
    ['///', 'photo'],
  ])('%j → %j', (name, expected) => {
    expect(safeFileStem(name)).toBe(expected)
  })

  it('keeps accents in one canonical form (NFC), whatever the input used', () => {
    const decomposed = 'Jose\u0301'
    expect(safeFileStem(decomposed)).toBe('José')
    expect(safeFileStem(decomposed)).toHaveLength(4)
  })

  it('shortens very long names to 100 characters', () => {
    expect(Array.from(safeFileStem('Ñ'.repeat(300)))).toHaveLength(100)
  })

  it('uses the fallback it is given', () => {
    expect(safeFileStem('???', 'team')).toBe('team')
  })
})

describe('photoFileName', () => {
  it("is '{player_name}.jpg'", () => {
    expect(photoFileName('Jérôme Ramírez')).toBe('Jérôme Ramírez.jpg')
    expect(photoFileName('N/A')).toBe('N_A.jpg')
  })
})

describe('uniqueFileNames', () => {
  it.each<[string[], string[]]>([
    [
      ['Ana', 'Bea'],
      ['Ana.jpg', 'Bea.jpg'],
    ],
    [
      ['Ana', 'Ana'],
      ['Ana.jpg', 'Ana (2).jpg'],
    ],
    [
      ['Ana', 'Ana', 'Ana'],
      ['Ana.jpg', 'Ana (2).jpg', 'Ana (3).jpg'],
    ],
    // case-insensitive file systems (Windows, macOS) would overwrite one with the other
    [
      ['Ana', 'ANA'],
      ['Ana.jpg', 'ANA (2).jpg'],
    ],
    // a real player called 'Ana (2)' keeps that name; the duplicate moves on to (3)
    [
      ['Ana (2)', 'Ana', 'Ana'],
      ['Ana (2).jpg', 'Ana.jpg', 'Ana (3).jpg'],
    ],
    [
      ['Ana', 'Ana', 'Ana (2)'],
      ['Ana.jpg', 'Ana (2).jpg', 'Ana (2) (2).jpg'],
    ],
    [
      ['Émilie', 'émilie'],
      ['Émilie.jpg', 'émilie (2).jpg'],
    ],
  ])('%j → %j', (stems, expected) => {
    expect(uniqueFileNames(stems, '.jpg')).toEqual(expected)
  })
})
