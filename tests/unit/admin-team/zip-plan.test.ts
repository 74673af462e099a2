import { planTeamZip, zipFileName, type ZipSource } from '@/features/admin-team/download/zip-plan'

const p = (id: number, player_name: string, photoSrc: string | null): ZipSource => ({ id, player_name, photoSrc })

describe('planTeamZip', () => {
  it('puts one {player_name}.jpg per photo in a folder named after the team, skipping players without one', () => {
    const plan = planTeamZip('New Zealand', [
      p(1, 'Ana Ruiz', 'https://x/a.jpg'),
      p(2, 'Bea Soto', null),
      p(3, 'Cleo Park', 'https://x/c.jpg'),
    ])
    expect(plan).toEqual({
      folder: 'New Zealand',
      entries: [
        { playerId: 1, playerName: 'Ana Ruiz', url: 'https://x/a.jpg', fileName: 'Ana Ruiz.jpg' },
        { playerId: 3, playerName: 'Cleo Park', url: 'https://x/c.jpg', fileName: 'Cleo Park.jpg' },
      ],
    })
  })

  it.each<[string, ZipSource[], string[]]>([
    ['same name twice', [p(1, 'Ana', 'u1'), p(2, 'Ana', 'u2')], ['Ana.jpg', 'Ana (2).jpg']],
    ['names equal once made safe', [p(1, 'A/B', 'u1'), p(2, 'A:B', 'u2')], ['A_B.jpg', 'A_B (2).jpg']],
    ['names differing only in case', [p(1, 'José', 'u1'), p(2, 'JOSÉ', 'u2')], ['José.jpg', 'JOSÉ (2).jpg']],
    ['a duplicate without a photo does not count', [p(1, 'Ana', null), p(2, 'Ana', 'u2')], ['Ana.jpg']],
    [
      'accents kept',
      [p(1, 'María José de los Ángeles Fernández-Villanueva', 'u1')],
      ['María José de los Ángeles Fernández-Villanueva.jpg'],
    ],
  ])('%s', (_label, players, names) => {
    expect(planTeamZip('Spain', players).entries.map((e) => e.fileName)).toEqual(names)
  })

  it('makes the folder name safe too', () => {
    expect(planTeamZip('Bosnia/Herzegovina', []).folder).toBe('Bosnia_Herzegovina')
  })

  it('is empty when nobody has a photo', () => {
    expect(planTeamZip('Spain', [p(1, 'Ana', null)]).entries).toEqual([])
  })
})

describe('zipFileName', () => {
  it("is '{teamName}_photos_{YYYY-MM-DD}.zip'", () => {
    expect(zipFileName('New Zealand', new Date(2025, 10, 28, 9))).toBe('New Zealand_photos_2025-11-28.zip')
    expect(zipFileName("Côte d'Ivoire", new Date(2025, 0, 2))).toBe("Côte d'Ivoire_photos_2025-01-02.zip")
  })
})
