import { formValuesOf, eventInputOf } from '@/features/admin-events/event-form-values'
import { timeZoneList, validateEvent, type EventFormValues, type RuleContext } from '@/features/admin-events/event-rules'
import { MJWC, WJWC } from '../event-fixtures'

const ZONES = timeZoneList(undefined, ['America/Santiago', 'Asia/Kolkata', 'Europe/Madrid'])
const ctx: RuleContext = { creating: true, others: [MJWC, WJWC], timeZones: ZONES }
const good: EventFormValues = {
  code: 'mjwc2026',
  displayName: "Men's Junior World Cup 2026",
  shortName: 'MJWC 2026',
  venue: 'Santiago, Chile',
  startDate: '2026-11-28',
  endDate: '2026-12-10',
  deadline: '2026-11-20T18:00',
  timeZone: 'America/Santiago',
  contactEmail: 'organizers@example.org',
  photoSide: '',
}

describe('validateEvent', () => {
  it('accepts a complete event, and one with only a code and a name', () => {
    expect(validateEvent(good, ctx)).toEqual({})
    expect(validateEvent({ ...good, shortName: '', venue: '', startDate: '', endDate: '', deadline: '', contactEmail: '' }, ctx)).toEqual(
      {},
    )
  })

  it.each([
    ['', 'Please enter the event code'],
    ['a', 'Event codes have 2 to 40 lower-case letters, digits or dashes, e.g. mjwc2026'],
    ['-abc', 'Event codes have 2 to 40 lower-case letters, digits or dashes, e.g. mjwc2026'],
    ['abc-', 'Event codes have 2 to 40 lower-case letters, digits or dashes, e.g. mjwc2026'],
    ['my cup', 'Event codes have 2 to 40 lower-case letters, digits or dashes, e.g. mjwc2026'],
    ['copa_2026', 'Event codes have 2 to 40 lower-case letters, digits or dashes, e.g. mjwc2026'],
    ['x'.repeat(41), 'Event codes have 2 to 40 lower-case letters, digits or dashes, e.g. mjwc2026'],
    ['admin', 'This code is used by the portal itself. Please choose another one.'],
    ['Events', 'This code is used by the portal itself. Please choose another one.'],
    ['assets', 'This code is used by the portal itself. Please choose another one.'],
    ['MJWC2025', 'An event with this code already exists'],
  ])('code %j: %s', (code, message) => {
    expect(validateEvent({ ...good, code }, ctx).code).toBe(message)
  })

  it.each(['ab', 'mjwc-2026', ' MJWC2026 ', '2026'])('code %j is fine (trimmed, lower-cased)', (code) => {
    expect(validateEvent({ ...good, code }, ctx).code).toBeUndefined()
  })

  it('does not check the code when editing (it never changes)', () => {
    expect(validateEvent({ ...good, code: 'mjwc2025' }, { ...ctx, creating: false, others: [WJWC] })).toEqual({})
  })

  it('needs a name, keeps names and venues within the database limits', () => {
    expect(validateEvent({ ...good, displayName: '  ' }, ctx).displayName).toBe("Please enter the event's name")
    expect(validateEvent({ ...good, displayName: 'x'.repeat(121) }, ctx).displayName).toBe('At most 120 characters')
    expect(validateEvent({ ...good, shortName: 'x'.repeat(41) }, ctx).shortName).toBe('At most 40 characters')
    expect(validateEvent({ ...good, venue: 'x'.repeat(121) }, ctx).venue).toBe('At most 120 characters')
  })

  it("refuses a short name that is another event's name in the data (also the code in capitals)", () => {
    expect(validateEvent({ ...good, shortName: 'wjwc 2025' }, ctx).shortName).toBe('An event with this short name already exists')
    expect(validateEvent({ ...good, code: 'mjwc-2025', shortName: '' }, ctx).shortName).toBeUndefined()
  })

  it('wants the end on or after the start', () => {
    expect(validateEvent({ ...good, endDate: '2026-11-27' }, ctx).endDate).toBe('The end date must be on or after the start date')
    expect(validateEvent({ ...good, endDate: good.startDate }, ctx).endDate).toBeUndefined()
  })

  it("questions a deadline after the event's end", () => {
    expect(validateEvent({ ...good, deadline: '2026-12-11T09:00' }, ctx).deadline).toBe(
      'The deadline is after the event ends: set it on or before the end date',
    )
    expect(validateEvent({ ...good, deadline: '2026-12-10T23:59' }, ctx).deadline).toBeUndefined()
    expect(validateEvent({ ...good, deadline: '2026-11-20T18:00' }, ctx).deadline).toBeUndefined()
  })

  it('takes a time zone from the list, and an e-mail address as contact', () => {
    expect(validateEvent({ ...good, timeZone: 'Mars/Olympus' }, ctx).timeZone).toBe('Choose a time zone from the list, e.g. Europe/Madrid')
    expect(validateEvent({ ...good, timeZone: 'UTC' }, ctx).timeZone).toBeUndefined()
    expect(validateEvent({ ...good, contactEmail: 'not an address' }, ctx).contactEmail).toBe('The contact must be an e-mail address')
  })

  it('reports every problem at once', () => {
    expect(
      Object.keys(validateEvent({ ...good, code: 'admin', displayName: '', endDate: '2020-01-01', contactEmail: 'x' }, ctx)).sort(),
    ).toEqual(['code', 'contactEmail', 'deadline', 'displayName', 'endDate'])
  })
})

describe('timeZoneList', () => {
  it('puts UTC first, and keeps the zone the event has even when the browser names it otherwise', () => {
    const zones = timeZoneList('Asia/Kolkata', ['Asia/Calcutta', 'Europe/Madrid'])
    expect(zones[0]).toBe('UTC')
    expect(zones).toEqual(['UTC', 'Asia/Calcutta', 'Asia/Kolkata', 'Europe/Madrid'])
  })
})

describe('event form values', () => {
  it("shows the deadline in the event's own zone, and gives it back as that wall-clock time", () => {
    const event = { ...MJWC, uploadDeadline: '2025-11-28T12:30:00.000Z', timeZone: 'Asia/Kolkata', photoSide: 1600 }
    const values = formValuesOf(event, 'UTC')
    expect(values.deadline).toBe('2025-11-28T18:00')
    expect(values.photoSide).toBe('1600')
    expect(eventInputOf(values, false)).toEqual({
      displayName: "Men's Junior World Cup 2025",
      shortName: 'MJWC 2025',
      venue: 'Tamil Nadu, India',
      startDate: '2025-11-28',
      endDate: '2025-12-10',
      uploadDeadline: '2025-11-28T18:00',
      timeZone: 'Asia/Kolkata',
      contactEmail: null,
      photoSide: 1600,
    })
  })

  it('a new event: the code lower-cased, empty fields as none', () => {
    const input = eventInputOf({ ...formValuesOf(undefined, 'Europe/Madrid'), code: ' Cup-2026 ', displayName: ' Cup ' }, true)
    expect(input).toMatchObject({
      code: 'cup-2026',
      displayName: 'Cup',
      uploadDeadline: null,
      contactEmail: null,
      timeZone: 'Europe/Madrid',
      photoSide: null,
    })
  })
})
