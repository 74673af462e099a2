import { sniffImageType } from '@/lib/image'
import { readFixture, type FixtureName } from '../../fixtures/files'

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0))
/** An ISO-BMFF ftyp box with the given major and compatible brands. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const size = 16 + 4 * compatible.length
  return Uint8Array.from([0, 0, 0, size, ...ascii('ftyp'), ...ascii(major), 0, 0, 0, 0, ...compatible.flatMap(ascii)])
}

describe('sniffImageType on the committed fixture files', () => {
  it.each<[FixtureName, ReturnType<typeof sniffImageType>]>([
    ['portrait-o6.jpg', 'jpeg'],
    ['truncated.jpg', 'jpeg'], // still a JPEG by its bytes; integrity.ts catches it
    ['alpha.png', 'png'],
    ['photo.webp', 'webp'],
    ['photo.heic', 'heic'],
    ['pixel.gif', 'gif'],
    ['not-an-image.jpg', null], // a text file named .jpg
  ])('%s -> %s', (name, expected) => {
    expect(sniffImageType(readFixture(name))).toBe(expected)
  })
})

describe('sniffImageType on crafted headers', () => {
  it.each<[string, Uint8Array, ReturnType<typeof sniffImageType>]>([
    ['HEIC, iPhone style', ftyp('heic', 'mif1', 'miaf', 'MiHB', 'heic'), 'heic'],
    ['HEIF with heix major brand', ftyp('heix', 'mif1'), 'heic'],
    ['HEVC sequence (Live Photo)', ftyp('hevc', 'msf1'), 'heic'],
    ['generic HEIF (mif1 major)', ftyp('mif1', 'heic'), 'heic'],
    ['msf1 only', ftyp('msf1'), 'heic'],
    ['heim and heis', ftyp('heim'), 'heic'],
    ['AVIF lists mif1 too, but is not HEIC', ftyp('avif', 'mif1', 'miaf'), null],
    ['MP4 video', ftyp('isom', 'iso2', 'mp41'), null],
    ['QuickTime', ftyp('qt  '), null],
    ['empty', new Uint8Array(0), null],
    ['JPEG SOI only', Uint8Array.from([0xff, 0xd8]), null],
    ['JPEG SOI + marker', Uint8Array.from([0xff, 0xd8, 0xff, 0xe1]), 'jpeg'],
    ['PNG signature', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'png'],
    ['PNG signature cut short', Uint8Array.from([0x89, 0x50, 0x4e, 0x47]), null],
    ['RIFF that is a WAV', Uint8Array.from([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')]), null],
    ['GIF87a', Uint8Array.from(ascii('GIF87a')), 'gif'],
    ['PDF', Uint8Array.from(ascii('%PDF-1.7')), null],
    ['HTML', Uint8Array.from(ascii('<!doctype html>')), null],
  ])('%s', (_name, bytes, expected) => {
    expect(sniffImageType(bytes)).toBe(expected)
  })
})
