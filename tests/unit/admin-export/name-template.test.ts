import { describe, expect, it } from 'vitest'
import { exportPaths, parseTemplate, renderStem, type NameValues } from '@/features/admin-export/name-template'

const player = (over: Partial<NameValues> = {}): NameValues => ({
  event: 'MJWC 2025',
  team: 'Germany',
  team_code: 'GER',
  number: '7',
  family: 'Müller',
  given: 'Jonas',
  name: 'Jonas Müller',
  id: 'ACR-0042',
  role: 'player',
  ...over,
})

function tokens(template: string) {
  const parsed = parseTemplate(template)
  if (!parsed.ok) throw new Error(`unknown fields ${parsed.unknown.join(', ')}`)
  return parsed.tokens
}

describe('file-name templates', () => {
  it("renders an accreditation system's pattern, capitals upper-casing the field", () => {
    expect(renderStem(tokens('{team_code}_{number}_{FAMILY}_{given}'), player())).toBe('GER_7_MÜLLER_Jonas')
  })

  it('upper-cases the same on every machine: accents kept, ß as SS, Turkish i as I, then file-safe', () => {
    const t = tokens('{team_code}_{number}_{FAMILY}_{given}')
    expect(renderStem(t, player({ family: 'Núñez', given: 'José' }))).toBe('GER_7_NÚÑEZ_José')
    expect(renderStem(t, player({ family: 'Straße' }))).toBe('GER_7_STRASSE_Jonas')
    expect(renderStem(t, player({ team_code: 'TUR', family: 'Yıldız', given: 'Çiğdem' }))).toBe('TUR_7_YILDIZ_Çiğdem')
    expect(renderStem(t, player({ family: 'istanbullu' }))).toBe('GER_7_ISTANBULLU_Jonas')
    expect(renderStem(t, player({ family: "o'neil" }))).toBe("GER_7_O'NEIL_Jonas")
    // decomposed accents (as some Macs type them) come out composed
    expect(renderStem(t, player({ family: 'Mu\u0308ller' }))).toBe('GER_7_MÜLLER_Jonas')
    expect(renderStem(t, player({ family: 'ac/dc: "x"' }))).toBe('GER_7_AC_DC_ _X__Jonas')
    expect(renderStem(tokens('{GIVEN} {Family}'), player())).toBe('JONAS Müller')
  })

  it('leaves out a missing field with its separator, wherever it is', () => {
    const t = tokens('{team_code}_{number}_{FAMILY}_{given}')
    expect(renderStem(t, player({ number: '' }))).toBe('GER_MÜLLER_Jonas')
    expect(renderStem(t, player({ team_code: '' }))).toBe('7_MÜLLER_Jonas')
    expect(renderStem(t, player({ given: ' ' }))).toBe('GER_7_MÜLLER')
  })

  it("falls back to the player's name when every field is empty", () => {
    expect(renderStem(tokens('{number}-{id}'), player({ number: '', id: '' }))).toBe('Jonas Müller')
  })

  it('names unknown fields instead of guessing', () => {
    expect(parseTemplate('{team}/{surname}_{shirt}')).toEqual({ ok: false, unknown: ['surname', 'shirt'] })
  })

  it('makes values safe for every file system: slashes, colons, line breaks, right-to-left names', () => {
    expect(renderStem(tokens('{name}'), player({ name: 'AC/DC: "Ana"\nRuiz' }))).toBe('AC_DC_ _Ana_ Ruiz')
    expect(renderStem(tokens('{team}_{name}'), player({ team: 'مصر', name: 'محمد صلاح' }))).toBe('مصر_محمد صلاح')
  })

  it("the spec's layout: a folder per team, duplicates kept apart in order, case-insensitively", () => {
    const files = [
      { team: 'Portugal', values: player({ team: 'Portugal', name: 'Ana Silva' }) },
      { team: 'Portugal', values: player({ team: 'Portugal', name: 'ana silva' }) },
      { team: 'Spain', values: player({ team: 'Spain', name: 'Ana Silva' }) },
    ]
    expect(exportPaths(files, tokens('{name}'), 'team', '.jpg')).toEqual([
      'Portugal/Ana Silva.jpg',
      'Portugal/ana silva (2).jpg',
      'Spain/Ana Silva.jpg',
    ])
    expect(exportPaths(files, tokens('{name}'), 'flat', '.jpg')).toEqual(['Ana Silva.jpg', 'ana silva (2).jpg', 'Ana Silva (3).jpg'])
  })
})
