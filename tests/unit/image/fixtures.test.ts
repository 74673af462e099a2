// The fixtures are what the other tests stand on: check they are what they claim to be.
import { readExifOrientation, withExifOrientation } from '../../fixtures/exif'
import { uprightToStoredTransform } from '../../fixtures/browser-images'
import { readFixture } from '../../fixtures/files'

describe('image fixtures', () => {
  it('portrait-o6.jpg carries EXIF orientation 6', () => {
    expect(readExifOrientation(readFixture('portrait-o6.jpg'))).toBe(6)
  })

  it('withExifOrientation replaces JFIF with an EXIF segment and keeps the image data', () => {
    const plain = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46, 0xff, 0xdb, 0x00, 0x02, 0xff, 0xd9])
    const tagged = withExifOrientation(plain, 8)
    expect(readExifOrientation(plain)).toBe(1)
    expect(readExifOrientation(tagged)).toBe(8)
    expect(Array.from(tagged.subarray(2, 4))).toEqual([0xff, 0xe1])
    expect(Array.from(tagged.subarray(-6))).toEqual([0xff, 0xdb, 0x00, 0x02, 0xff, 0xd9])
  })

  // Orientation 6 stores the picture turned 90° anticlockwise: the upright top-left corner (0, 0)
  // lies at the stored bottom-left (0, h), and the upright top-right (h, 0) at the stored top-left.
  it('uprightToStoredTransform maps upright corners where EXIF says they are stored', () => {
    const apply = ([a, b, c, d, e, f]: number[], u: number, v: number) => [a! * u + c! * v + e!, b! * u + d! * v + f!]
    const w = 400
    const h = 300
    expect(apply(uprightToStoredTransform(6, w, h), 0, 0)).toEqual([0, h])
    expect(apply(uprightToStoredTransform(6, w, h), h, 0)).toEqual([0, 0])
    expect(apply(uprightToStoredTransform(8, w, h), 0, 0)).toEqual([w, 0])
    expect(apply(uprightToStoredTransform(3, w, h), 0, 0)).toEqual([w, h])
    expect(apply(uprightToStoredTransform(1, w, h), 5, 7)).toEqual([5, 7])
  })
})
