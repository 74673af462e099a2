// Issue 31: the same deadline read 12:30 in one browser and 13:30 in another, unnamed. Players
// now read the event's time with its zone named, and their own time beside it when it differs.
import { formatEventDeadline } from '@/i18n/format'
import { registerMessages } from '@/i18n/languages'
import { es } from '@/i18n/es'

beforeAll(() => registerMessages('es', es))

const DEADLINE = '2025-11-28T12:30:00Z' // 18:00 in Kolkata
const NOW = new Date('2025-11-01T00:00:00Z')

describe('a deadline as players read it', () => {
  it('in the event zone, named, the same for every reader in that zone', () => {
    expect(formatEventDeadline(DEADLINE, 'en', 'Asia/Kolkata', { readerTimeZone: 'Asia/Kolkata', now: NOW })).toBe(
      'Friday 28 November, 18:00 (India Standard Time)',
    )
  })

  it("with the reader's own time when their clock differs", () => {
    const madrid = formatEventDeadline(DEADLINE, 'en', 'Asia/Kolkata', { readerTimeZone: 'Europe/Madrid', now: NOW })
    const london = formatEventDeadline(DEADLINE, 'en', 'Asia/Kolkata', { readerTimeZone: 'Europe/London', now: NOW })
    expect(madrid).toBe('Friday 28 November, 18:00 (India Standard Time) · 13:30 your time')
    expect(london).toBe('Friday 28 November, 18:00 (India Standard Time) · 12:30 your time')
  })

  it('with the whole date when the reader is on another day', () => {
    expect(formatEventDeadline('2025-11-28T20:00:00Z', 'en', 'Asia/Kolkata', { readerTimeZone: 'America/Santiago', now: NOW })).toBe(
      'Saturday 29 November, 01:30 (India Standard Time) · Friday 28 November, 17:00 your time',
    )
  })

  it('in Spanish', () => {
    // the zone's Spanish name comes from the engine's ICU data ('hora de India', 'hora estándar de la India')
    expect(formatEventDeadline(DEADLINE, 'es', 'Asia/Kolkata', { readerTimeZone: 'America/Santiago', now: NOW })).toMatch(
      /^viernes 28 de noviembre, 18:00 \(hora [^)]*India\) · 09:30 en tu hora$/,
    )
  })
})
