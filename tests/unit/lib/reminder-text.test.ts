import { pendingNames, reminderText, type ReminderInput } from '@/lib/reminder'
import { formatDeadline } from '@/i18n'

const NOW = new Date('2025-11-20T10:00:00Z')
const base: ReminderInput = {
  lang: 'en',
  team: 'Argentina',
  eventName: "Men's Junior World Cup 2025",
  link: 'https://photos.example.org/mjwc2025/K7QXP2MZ9RTA',
  // 18:00 in India (UTC+5:30)
  deadline: '2025-11-28T12:30:00Z',
  timeZone: 'Asia/Kolkata',
  pendingNames: ['Ana Pérez', 'Bea Núñez'],
  now: NOW,
}

describe('formatDeadline (the deadline as players read it)', () => {
  it.each([
    ['en', 'Asia/Kolkata', 'Friday 28 November, 18:00'],
    ['es', 'Asia/Kolkata', 'viernes 28 de noviembre, 18:00'],
    ['en', 'America/Santiago', 'Friday 28 November, 09:30'],
    ['en', 'UTC', 'Friday 28 November, 12:30'],
  ] as const)('%s in %s: %s', (lang, timeZone, text) => {
    expect(formatDeadline('2025-11-28T12:30:00Z', lang, { timeZone, now: NOW })).toBe(text)
  })

  it('says the year when it is not this year', () => {
    expect(formatDeadline('2026-01-09T12:30:00Z', 'en', { timeZone: 'UTC', now: NOW })).toBe('Friday 9 January 2026, 12:30')
    expect(formatDeadline('2026-01-09T12:30:00Z', 'es', { timeZone: 'UTC', now: NOW })).toBe('viernes 9 de enero de 2026, 12:30')
  })

  it('takes the day in the zone, not in UTC (a deadline after midnight there)', () => {
    expect(formatDeadline('2025-11-28T20:00:00Z', 'en', { timeZone: 'Asia/Kolkata', now: NOW })).toBe('Saturday 29 November, 01:30')
  })
})

describe('reminderText', () => {
  it('says who it is for, the deadline, who is missing and the link on a line of its own (English)', () => {
    expect(reminderText(base)).toBe(
      [
        "Photo reminder: Argentina, Men's Junior World Cup 2025",
        'Please upload your photo by Friday 28 November, 18:00.',
        'Still without a photo (2): Ana Pérez, Bea Núñez',
        '',
        'Open the team link, tap your name and add your photo:',
        'https://photos.example.org/mjwc2025/K7QXP2MZ9RTA',
      ].join('\n'),
    )
  })

  it('in Spanish', () => {
    expect(reminderText({ ...base, lang: 'es' })).toBe(
      [
        "Recordatorio de fotos: Argentina, Men's Junior World Cup 2025",
        'Sube tu foto hasta el viernes 28 de noviembre, 18:00.',
        'Aún sin foto (2): Ana Pérez, Bea Núñez',
        '',
        'Abre el enlace del equipo, toca tu nombre y agrega tu foto:',
        'https://photos.example.org/mjwc2025/K7QXP2MZ9RTA',
      ].join('\n'),
    )
  })

  it('without a deadline, and with everybody done', () => {
    const text = reminderText({ ...base, deadline: null, pendingNames: [] })
    expect(text).toContain('Please upload your photo as soon as you can.')
    expect(text).toContain('Every player has a photo. Thank you!')
    expect(text).not.toContain('Still without a photo')
    expect(reminderText({ ...base, lang: 'es', deadline: null })).toContain('Sube tu foto lo antes posible.')
  })

  it('keeps every name as it is (accents, apostrophes), in roster order', () => {
    const names = ['Seán Ó Briain', "N'Golo Diallo", 'Zoë']
    expect(reminderText({ ...base, pendingNames: names })).toContain("Still without a photo (3): Seán Ó Briain, N'Golo Diallo, Zoë")
  })
})

describe("pendingNames (the team page's Pending)", () => {
  it('lists players without a photo and those asked for a new one, in order', () => {
    expect(
      pendingNames([
        { player_name: 'A', upload_status: false, review_state: null },
        { player_name: 'B', upload_status: true, review_state: 'submitted' },
        { player_name: 'C', upload_status: true, review_state: 'retake' },
        { player_name: 'D', upload_status: true, review_state: 'approved' },
        { player_name: 'E', upload_status: false },
      ]),
    ).toEqual(['A', 'C', 'E'])
  })
})
