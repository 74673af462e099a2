import { existsSync } from 'node:fs'
import { flagNameShards, flagSourceFile, shippedFlagCodes } from '../../../build/self-hosted-flags'
import { countryCode, countryTable } from '@/components/flag/country-code'
import { flagLookupKeys, flagShardOf } from '@/components/flag/flag-name-key'
import { resolveFlag } from '@/components/flag/flag-assets'
import { serveFlagNames } from './flag-names-fetch'

describe('self-hosted flag files', () => {
  it('ships an SVG from the npm packages for every code the name table can return', () => {
    const codes = shippedFlagCodes()
    expect(codes.length).toBeGreaterThan(150)
    expect(codes.filter((code) => !existsSync(flagSourceFile(code)))).toEqual([])
  })

  it('takes the home nations from circle-flags and the rest from flag-icons 4x3', () => {
    expect(flagSourceFile('gb-eng')).toMatch(/circle-flags\/flags\/gb-eng\.svg$/)
    expect(flagSourceFile('nz')).toMatch(/flag-icons\/flags\/4x3\/nz\.svg$/)
  })
})

describe('the country table in slices', () => {
  it('holds every name of the table in the slice of its first character, one file per character', () => {
    const shards = flagNameShards()
    expect([...shards.keys()].join('')).toBe('abcdefghijklmnopqrstuvwxyz0123456789')
    for (const [, ...names] of countryTable()) {
      for (const name of names) {
        const [key] = flagLookupKeys(name)
        expect(shards.get(flagShardOf(key!))?.[key!], name).toBe(countryCode(name))
      }
    }
  })

  it('keeps each slice small beside the whole table', () => {
    const sizes = [...flagNameShards().values()].map((s) => JSON.stringify(s).length)
    const whole = sizes.reduce((a, b) => a + b, 0)
    expect(Math.max(...sizes)).toBeLessThan(whole / 6)
  })
})

describe('resolveFlag', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("points a team at its self-hosted SVG, fetching only its name's slice", async () => {
    const served = serveFlagNames()
    expect(await resolveFlag('NewZealand')).toEqual({ code: 'nz', url: '/flags/nz.svg' })
    expect(served.requested).toEqual(['n'])
    expect(await resolveFlag('England')).toEqual({ code: 'gb-eng', url: '/flags/gb-eng.svg' })
    expect(await resolveFlag('Atlantis')).toEqual({ code: null, url: null })
  })

  it('finds a squad by its country once the squad words are left out, as countryCode does', async () => {
    serveFlagNames()
    expect(await resolveFlag('U21 India Men')).toEqual({ code: 'in', url: '/flags/in.svg' })
    expect(await resolveFlag('Team Chile')).toEqual({ code: 'cl', url: '/flags/cl.svg' })
  })

  it('says "try again later" when the slice cannot be fetched, and fetches it again next time', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }))
    expect(await resolveFlag('Zambia')).toEqual({ code: null, url: null, transient: true })
    serveFlagNames()
    expect(await resolveFlag('Zambia')).toEqual({ code: 'zm', url: '/flags/zm.svg' })
  })
})
