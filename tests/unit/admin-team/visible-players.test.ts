import { uploadedCount, visiblePlayers } from '@/features/admin-team/roster/visible-players'

const names = (list: { player_name: string }[]) => list.map((p) => p.player_name)
const roster = ['Zoë Müller', 'ana ruiz', 'Álvaro Pérez', 'María José', 'Player 10', 'Player 9'].map((player_name) => ({ player_name }))

describe('visiblePlayers', () => {
  it('sorts by name, ignoring case and accents, numbers in numeric order', () => {
    expect(names(visiblePlayers(roster, ''))).toEqual(['Álvaro Pérez', 'ana ruiz', 'María José', 'Player 9', 'Player 10', 'Zoë Müller'])
  })

  it.each([
    ['ANA', ['ana ruiz']],
    ['josé', ['María José']],
    ['  müller ', ['Zoë Müller']],
    ['a', ['Álvaro Pérez', 'ana ruiz', 'María José', 'Player 9', 'Player 10']],
    ['alvaro', ['Álvaro Pérez']],
    ['ZOE MULLER', ['Zoë Müller']],
    ['xyz', []],
  ])('a case- and accent-insensitive substring search for %j', (search, expected) => {
    expect(names(visiblePlayers(roster, search))).toEqual(expected)
  })

  it('does not reorder the array it is given', () => {
    const copy = [...roster]
    visiblePlayers(roster, '')
    expect(roster).toEqual(copy)
  })
})

describe('uploadedCount', () => {
  it('counts players with a photo', () => {
    expect(uploadedCount([{ upload_status: true }, { upload_status: false }, { upload_status: true }])).toBe(2)
    expect(uploadedCount([])).toBe(0)
  })
})
