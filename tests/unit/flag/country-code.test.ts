import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { countryCode, countryTable, normalizeCountryName, sportsCode } from '@/components/flag/country-code'
import { HOME_NATION_ABBREVIATIONS, isHomeNation } from '@/components/flag/home-nations'

// Vitest runs from the repository root.
const root = `${resolve(process.cwd())}/`

describe('country-code', () => {
  it.each([
    // spaced and unspaced variants
    ['New Zealand', 'nz'],
    ['NewZealand', 'nz'],
    ['South Africa', 'za'],
    ['SouthAfrica', 'za'],
    ['South Korea', 'kr'],
    ['SouthKorea', 'kr'],
    ['Korea', 'kr'],
    ['Korea Republic', 'kr'],
    ['USA', 'us'],
    ['United States', 'us'],
    ['UnitedStates', 'us'],
    ['United States of America', 'us'],
    ['Chinese Taipei', 'tw'],
    ['ChineseTaipei', 'tw'],
    ['Czech Republic', 'cz'],
    ['Czechia', 'cz'],
    ['Hong Kong China', 'hk'],
    ['Trinidad and Tobago', 'tt'],
    ['Trinidad & Tobago', 'tt'],
    ['Papua New Guinea', 'pg'],
    // case and punctuation
    ['NEW ZEALAND', 'nz'],
    ['new zealand', 'nz'],
    ['new-zealand', 'nz'],
    ['  India  ', 'in'],
    ['the netherlands', 'nl'],
    ['Guinea-Bissau', 'gw'],
    // accents and apostrophes
    ['Côte d’Ivoire', 'ci'],
    ["Côte d'Ivoire", 'ci'],
    ['Cote dIvoire', 'ci'],
    ['COTE D IVOIRE', 'ci'],
    ['Türkiye', 'tr'],
    ['Turkiye', 'tr'],
    ['São Tomé and Príncipe', 'st'],
    ['Curaçao', 'cw'],
    ['México', 'mx'],
    ["People's Republic of China", 'cn'],
    ['Peoples Republic of China', 'cn'],
    // home nations
    ['England', 'gb-eng'],
    ['Scotland', 'gb-sct'],
    ['Wales', 'gb-wls'],
    ['ENGLAND', 'gb-eng'],
    ['Great Britain', 'gb'],
    // FIH / IOC three-letter codes
    ['IND', 'in'],
    ['GER', 'de'],
    ['NED', 'nl'],
    ['RSA', 'za'],
    ['MAS', 'my'],
    ['CHI', 'cl'],
    ['SUI', 'ch'],
    ['NZL', 'nz'],
    ['ENG', 'gb-eng'],
    ['SCO', 'gb-sct'],
    ['WAL', 'gb-wls'],
    ['TPE', 'tw'],
    // squad words are ignored when the name alone does not match
    ['India U21', 'in'],
    ['India Junior Men', 'in'],
    ["Chile Women's", 'cl'],
    ['Team USA', 'us'],
    ['New Zealand U-21', 'nz'],
    ['Argentina Under 21', 'ar'],
    ['U S A', 'us'],
  ])('%s → %s', (name, code) => {
    expect(countryCode(name)).toBe(code)
  })

  it.each([
    'India',
    'Germany',
    'Netherlands',
    'Belgium',
    'Argentina',
    'Australia',
    'Spain',
    'France',
    'England',
    'Scotland',
    'Wales',
    'Ireland',
    'New Zealand',
    'South Africa',
    'Malaysia',
    'Pakistan',
    'Japan',
    'Korea',
    'China',
    'Chile',
    'Canada',
    'USA',
    'Egypt',
    'Bangladesh',
    'Oman',
    'Switzerland',
    'Austria',
    'Poland',
    'Uruguay',
    'Zimbabwe',
    'Namibia',
    'Italy',
    'Czechia',
    'Ukraine',
    'Ghana',
    'Nigeria',
    'Kenya',
    'Belarus',
    'Russia',
    'Fiji',
    'Samoa',
    'Mexico',
    'Brazil',
    'Trinidad and Tobago',
    'Singapore',
    'Sri Lanka',
    'Thailand',
    'Indonesia',
    'Kazakhstan',
    'Uzbekistan',
    'Azerbaijan',
    'Turkey',
    'Lithuania',
    'Croatia',
    'Portugal',
    'Sweden',
    'Denmark',
    'Paraguay',
    'Peru',
    'Venezuela',
    'Guatemala',
    'Jamaica',
    'Barbados',
    'Hong Kong',
    'Chinese Taipei',
    'Iran',
    'Zambia',
    'Tanzania',
    'Uganda',
  ])('knows the hockey nation %s', (name) => {
    expect(countryCode(name)).toMatch(/^[a-z]{2}(-[a-z]{3})?$/)
  })

  it.each([
    'Atlantis',
    'Unknown Team',
    'Team',
    'U21',
    '',
    '   ',
    '🏳️',
    'Northern Ireland', // not a hockey nation of its own (Ireland plays as one island)
    'Hockey Club Amsterdam',
  ])('%j → null', (name) => {
    expect(countryCode(name)).toBeNull()
  })

  it('accepts null and undefined', () => {
    expect(countryCode(null)).toBeNull()
    expect(countryCode(undefined)).toBeNull()
  })

  it('normalises names to a spacing-, case- and accent-free key', () => {
    expect(normalizeCountryName('Côte d’Ivoire')).toBe('cotedivoire')
    expect(normalizeCountryName('New Zealand')).toBe(normalizeCountryName('NewZealand'))
    expect(normalizeCountryName('Trinidad & Tobago')).toBe('trinidadandtobago')
  })

  it('has no alias that two countries share', () => {
    const seen = new Map<string, string>()
    const clashes: string[] = []
    for (const [code, ...names] of countryTable()) {
      for (const name of names) {
        const key = normalizeCountryName(name)
        const other = seen.get(key)
        if (other && other !== code) clashes.push(`${name}: ${other} / ${code}`)
        seen.set(key, code)
      }
    }
    expect(clashes).toEqual([])
  })

  it('only returns codes that have an SVG in the installed flag packages', () => {
    const missing = countryTable()
      .map(([code]) => code)
      .filter((code) =>
        isHomeNation(code)
          ? !existsSync(`${root}node_modules/circle-flags/flags/${code}.svg`)
          : !existsSync(`${root}node_modules/flag-icons/flags/4x3/${code}.svg`),
      )
    expect(missing).toEqual([])
  })

  it('abbreviates the home nations', () => {
    expect(HOME_NATION_ABBREVIATIONS).toEqual({ 'gb-eng': 'ENG', 'gb-sct': 'SCO', 'gb-wls': 'WAL' })
  })
})

describe('sportsCode', () => {
  it("gives the FIH/IOC code hockey uses, not the ISO one, whatever the team's name looks like", () => {
    expect(sportsCode('Germany')).toBe('GER')
    expect(sportsCode('the netherlands')).toBe('NED')
    expect(sportsCode('South Africa')).toBe('RSA')
    expect(sportsCode('Switzerland')).toBe('SUI')
    expect(sportsCode('India U21 Men')).toBe('IND')
    expect(sportsCode('England')).toBe('ENG')
  })

  it('is null for a team that is not a country the table knows, or a country without a code', () => {
    expect(sportsCode('Atlantis')).toBeNull()
    expect(sportsCode('Faroe Islands')).toBeNull()
    expect(sportsCode('')).toBeNull()
  })
})
