import { countryTable } from '@/components/flag/countryCode'
import { flagImageCodes, hasFlagImage, resolveFlag } from '@/components/flag/flagAssets'

describe('flag image map', () => {
  it('has an image for every code the name table can return', () => {
    const missing = countryTable()
      .map(([code]) => code)
      .filter((code) => !hasFlagImage(code))
    expect(missing).toEqual([])
  })

  it('takes only two-letter flags from flag-icons and the three home nations from circle-flags', () => {
    const codes = flagImageCodes()
    expect(codes.filter((c) => c.includes('-')).sort()).toEqual(['gb-eng', 'gb-sct', 'gb-wls'])
    expect(codes).not.toContain('arab')
    expect(codes).not.toContain('asean')
    expect(codes.length).toBeGreaterThan(240)
  })

  it('resolves a team to its self-hosted SVG', async () => {
    const nz = await resolveFlag('NewZealand')
    expect(nz.code).toBe('nz')
    expect(nz.url).toMatch(/flag-icons\/flags\/4x3\/nz\.svg|^data:image\/svg\+xml/)

    const eng = await resolveFlag('England')
    expect(eng.code).toBe('gb-eng')
    expect(eng.url).toMatch(/circle-flags\/flags\/gb-eng\.svg|^data:image\/svg\+xml/)

    expect(await resolveFlag('Atlantis')).toEqual({ code: null, url: null })
  })
})
