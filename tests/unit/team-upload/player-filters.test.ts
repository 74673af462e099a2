import {
  countPlayers,
  firstPending,
  initialsOf,
  matchesSearch,
  nextPendingAfter,
  percentUploaded,
  sortByName,
  tabCounts,
  visiblePlayers,
} from '@/features/team-upload/player-filters'
import { ROSTER, approved, player, retake } from './roster-fixture'

describe('search (spec §5: case-insensitive substring on player_name)', () => {
  it.each([
    ['jonas', 'Jonas Okafor', true],
    ['OKAF', 'Jonas Okafor', true],
    ['nas oka', 'Jonas Okafor', true],
    ['alvaro', 'Álvaro Schäfer', true],
    ['SCHAFER', 'Álvaro Schäfer', true],
    ['núñez', 'Arjun Nunez', true],
    ['  jonas  ', 'Jonas Okafor', true],
    ['', 'Anyone', true],
    ['xyz', 'Jonas Okafor', false],
    ['jonasokafor', 'Jonas Okafor', false],
  ])('%j in %j → %s', (query, name, expected) => {
    expect(matchesSearch(player(1, name), query)).toBe(expected)
  })
})

describe('counts and tabs', () => {
  it('counts total, done and pending', () => {
    expect(countPlayers(ROSTER)).toEqual({ total: 5, uploaded: 2, done: 2, pending: 3, retake: 0 })
    expect(countPlayers([])).toEqual({ total: 0, uploaded: 0, done: 0, pending: 0, retake: 0 })
  })

  it.each([
    [{ total: 0, uploaded: 0 }, 0],
    [{ total: 3, uploaded: 1 }, 33],
    [{ total: 3, uploaded: 2 }, 67],
    [{ total: 22, uploaded: 22 }, 100],
  ])('percent of %j is %i', (counts, percent) => {
    expect(percentUploaded(counts)).toBe(percent)
  })

  it('filters by tab and search together, keeping roster order', () => {
    expect(visiblePlayers(ROSTER, 'pending', '').map((p) => p.id)).toEqual([2, 3, 5])
    expect(visiblePlayers(ROSTER, 'done', '').map((p) => p.id)).toEqual([1, 4])
    expect(visiblePlayers(ROSTER, 'all', 'n').map((p) => p.id)).toEqual([1, 3, 4, 5])
    expect(visiblePlayers(ROSTER, 'pending', 'arjun')).toEqual([])
  })

  it('tab counts follow the search, so a player sees which tab holds their name', () => {
    expect(tabCounts(ROSTER, '')).toEqual({ pending: 3, all: 5, done: 2 })
    expect(tabCounts(ROSTER, 'arjun')).toEqual({ pending: 0, all: 1, done: 1 })
  })
})

describe('review states: a retake request is pending again, approved is done', () => {
  // Arjun approved, Mateo sent back for a retake; Álvaro, Jonas, Seán have no photo.
  const REVIEWED = ROSTER.map((p) => (p.id === 1 ? approved(1, p.player_name) : p.id === 4 ? retake(4, p.player_name) : p))

  it("counts a retake as uploaded (the organizers' count) and pending, and says how many", () => {
    expect(countPlayers(REVIEWED)).toEqual({ total: 5, uploaded: 2, done: 1, pending: 4, retake: 1 })
    expect(percentUploaded(countPlayers(REVIEWED))).toBe(40)
  })

  it('shows a retake under Pending, not Done; approved under Done', () => {
    expect(visiblePlayers(REVIEWED, 'pending', '').map((p) => p.id)).toEqual([2, 3, 4, 5])
    expect(visiblePlayers(REVIEWED, 'done', '').map((p) => p.id)).toEqual([1])
    expect(tabCounts(REVIEWED, 'mateo')).toEqual({ pending: 1, all: 1, done: 0 })
  })

  it('a retake is next in line like a player without a photo', () => {
    const onlyRetake = REVIEWED.map((p) => (p.id === 4 ? p : approved(p.id, p.player_name)))
    expect(firstPending(onlyRetake)?.id).toBe(4)
    expect(nextPendingAfter(onlyRetake, 1)?.id).toBe(4)
    expect(
      nextPendingAfter(
        onlyRetake.map((p) => ({ ...p, review_state: 'submitted' as const })),
        1,
      ),
    ).toBeUndefined()
  })
})

describe('who is next', () => {
  it('first pending in roster order', () => {
    expect(firstPending(ROSTER)?.id).toBe(2)
    expect(firstPending(ROSTER.map((p) => ({ ...p, upload_status: true })))).toBeUndefined()
  })

  it('next pending after a player, wrapping round', () => {
    const afterUpload = ROSTER.map((p) => (p.id === 3 ? { ...p, upload_status: true } : p))
    expect(nextPendingAfter(afterUpload, 3)?.id).toBe(5)
    const lastDone = ROSTER.map((p) => (p.id === 5 ? { ...p, upload_status: true } : p))
    expect(nextPendingAfter(lastDone, 5)?.id).toBe(2)
    expect(nextPendingAfter(ROSTER, 999)?.id).toBe(2)
    expect(
      nextPendingAfter(
        ROSTER.map((p) => ({ ...p, upload_status: true })),
        1,
      ),
    ).toBeUndefined()
  })
})

describe('initials', () => {
  it.each([
    ['Álvaro Schäfer', 'ÁS'],
    ['Mateo', 'M'],
    ['  seán  ó  briain ', 'SB'],
    ['', ''],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })
})

describe('sortByName: names in the order people expect, per language', () => {
  const roster = [
    'Zoe Adams',
    'Øvergaard Lars',
    'Álvaro Núñez',
    'Oscar Berg',
    'Ñandú Ruiz',
    'Nico Paz',
    'émile Roy',
    'Ethan Kim',
    'ana Zapata',
    'Player 10',
    'Player 2',
  ].map((player_name, i) => ({ id: i + 1, player_name, upload_status: false }))
  const sorted = (locale: string) => sortByName(roster, locale).map((p) => p.player_name)

  it('English: accented initials among their letters, not last (the database sorts by code point)', () => {
    expect(sorted('en')).toEqual([
      'Álvaro Núñez',
      'ana Zapata',
      'émile Roy',
      'Ethan Kim',
      'Ñandú Ruiz',
      'Nico Paz',
      'Oscar Berg',
      'Øvergaard Lars',
      'Player 2',
      'Player 10',
      'Zoe Adams',
    ])
  })

  it('Spanish: Ñ is its own letter after N', () => {
    const es = sorted('es-419')
    expect(es.indexOf('Ñandú Ruiz')).toBe(es.indexOf('Nico Paz') + 1)
    expect(es.indexOf('Álvaro Núñez')).toBe(0)
  })

  it('same name twice: the id decides, so the order never jumps between renders', () => {
    const twins = [
      { id: 9, player_name: 'Ana', upload_status: false },
      { id: 3, player_name: 'Ana', upload_status: false },
    ]
    expect(sortByName(twins, 'en').map((p) => p.id)).toEqual([3, 9])
  })

  it('leaves the given list alone', () => {
    const before = roster.map((p) => p.player_name)
    sortByName(roster, 'en')
    expect(roster.map((p) => p.player_name)).toEqual(before)
  })
})
