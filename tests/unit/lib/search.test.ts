import { foldForSearch, matchesSearch } from '@/lib/search'

describe('foldForSearch', () => {
  it.each([
    ['Álvaro', 'alvaro'],
    ['Øvergaard', 'overgaard'],
    ['Ærøskøbing', 'aeroskobing'],
    ['Straße', 'strasse'],
    ['STRASSE', 'strasse'],
    [' Ñandú ', 'nandu'],
    ['  ÁLVARO   Schäfer ', 'alvaro schafer'],
    ["Côte d'Ivoire", "cote d'ivoire"],
    ['Łukasz Đoković', 'lukasz dokovic'],
    ['Yıldız', 'yildiz'],
    ['İlkay', 'ilkay'],
    ['IŞIK', 'isik'],
  ])('%j folds to %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded)
  })
})

describe('matchesSearch', () => {
  it.each([
    ['Álvaro Pérez', 'alvaro', true],
    ['Mads Øvergaard', 'overgaard', true],
    ['Mads Øvergaard', 'ØVERGAARD', true],
    ['Yıldız Kaya', 'yildiz', true],
    ['Yildiz Kaya', 'Yıldız', true],
    ['İlkay Gündoğan', 'ilkay gundogan', true],
    ['Ana Ruiz', 'ANA', true],
    ['Ana Ruiz', '', true],
    ['Ana Ruiz', '   ', true],
    ['Ana Ruiz', 'xyz', false],
    ['Jonas Okafor', 'jonasokafor', false],
  ])('%j ~ %j → %s', (text, query, expected) => {
    expect(matchesSearch(text, query)).toBe(expected)
  })
})
