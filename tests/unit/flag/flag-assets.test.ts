import { existsSync } from 'node:fs'
import { flagSourceFile, shippedFlagCodes } from '../../../build/self-hosted-flags'
import { resolveFlag } from '@/components/flag/flag-assets'

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

describe('resolveFlag', () => {
  it('points a team at its self-hosted SVG', async () => {
    expect(await resolveFlag('NewZealand')).toEqual({ code: 'nz', url: '/flags/nz.svg' })
    expect(await resolveFlag('England')).toEqual({ code: 'gb-eng', url: '/flags/gb-eng.svg' })
    expect(await resolveFlag('Atlantis')).toEqual({ code: null, url: null })
  })
})
