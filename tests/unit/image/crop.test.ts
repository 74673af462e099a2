import {
  clampCrop,
  defaultCrop,
  fromPercentCrop,
  isBelowMinimum,
  nudgeCrop,
  nudgeDeltaFor,
  nudgeStepFor,
  NUDGE_STEPS_PX,
  outputSideFor,
  outputSizeFor,
  photoSideFor,
  toPercentCrop,
  type CropRect,
} from '@/lib/image'
import { screenNudgeToSource } from '@/lib/image/crop'

const keys = (mods: Partial<Record<'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {}) => ({
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
})

describe('defaultCrop: 80% of the smaller side, square, centred, integers', () => {
  it.each<[number, number, CropRect]>([
    [3000, 4000, { x: 300, y: 800, width: 2400, height: 2400 }], // upright portrait phone photo
    [4000, 3000, { x: 800, y: 300, width: 2400, height: 2400 }],
    [1000, 1000, { x: 100, y: 100, width: 800, height: 800 }],
    [1001, 1001, { x: 100, y: 100, width: 800, height: 800 }], // 800.8 floors to 800
    [720, 720, { x: 72, y: 72, width: 576, height: 576 }], // camera capture
    [1200, 900, { x: 240, y: 90, width: 720, height: 720 }],
    [3, 2, { x: 1, y: 0, width: 1, height: 1 }],
    [1, 1, { x: 0, y: 0, width: 1, height: 1 }], // never an empty crop
  ])('%i×%i', (w, h, expected) => {
    const crop = defaultCrop(w, h)
    expect(crop).toEqual(expected)
    expect(Object.values(crop).every(Number.isInteger)).toBe(true)
  })
})

describe('nudge steps', () => {
  it('are the spec steps 1, 10, 100', () => {
    expect(NUDGE_STEPS_PX).toEqual([1, 10, 100])
  })

  it.each<[string, ReturnType<typeof keys>, number]>([
    ['plain arrow', keys(), 1],
    ['Shift', keys({ shiftKey: true }), 10],
    ['Shift+Alt', keys({ shiftKey: true, altKey: true }), 100],
    ['Shift+Ctrl', keys({ shiftKey: true, ctrlKey: true }), 100],
    ['Shift+Cmd', keys({ shiftKey: true, metaKey: true }), 100],
    ['Alt alone', keys({ altKey: true }), 100],
    ['Ctrl alone', keys({ ctrlKey: true }), 100],
    ['Cmd alone', keys({ metaKey: true }), 100],
  ])('%s -> %i px', (_name, event, step) => {
    expect(nudgeStepFor(event)).toBe(step)
  })

  it.each<[string, ReturnType<typeof keys>, { dx: number; dy: number } | null]>([
    ['ArrowLeft', keys(), { dx: -1, dy: 0 }],
    ['ArrowRight', keys({ shiftKey: true }), { dx: 10, dy: 0 }],
    ['ArrowUp', keys({ altKey: true }), { dx: 0, dy: -100 }],
    ['ArrowDown', keys(), { dx: 0, dy: 1 }],
    ['Enter', keys(), null],
    ['a', keys({ shiftKey: true }), null],
  ])('%s', (key, mods, expected) => {
    expect(nudgeDeltaFor({ key, ...mods })).toEqual(expected)
  })
})

describe('nudgeCrop keeps the crop inside the image and its size unchanged', () => {
  const bounds = { width: 3000, height: 4000 }
  const crop = { x: 300, y: 800, width: 2400, height: 2400 }
  it.each<[string, number, number, Pick<CropRect, 'x' | 'y'>]>([
    ['right 1', 1, 0, { x: 301, y: 800 }],
    ['left 10', -10, 0, { x: 290, y: 800 }],
    ['down 100', 0, 100, { x: 300, y: 900 }],
    ['up 100', 0, -100, { x: 300, y: 700 }],
    ['far left stops at 0', -1000, 0, { x: 0, y: 800 }],
    ['far right stops at the right edge', 1000, 0, { x: 600, y: 800 }],
    ['far up stops at 0', 0, -5000, { x: 300, y: 0 }],
    ['far down stops at the bottom edge', 0, 5000, { x: 300, y: 1600 }],
    ['diagonal past the corner', 5000, 5000, { x: 600, y: 1600 }],
    ['fractions round to whole pixels', 0.4, 0.6, { x: 300, y: 801 }],
  ])('%s', (_name, dx, dy, expected) => {
    expect(nudgeCrop(crop, dx, dy, bounds)).toEqual({ ...crop, ...expected })
  })

  it('pins a crop as large as the image at 0,0', () => {
    expect(nudgeCrop({ x: 0, y: 0, width: 500, height: 500 }, 100, -100, { width: 500, height: 500 })).toEqual({
      x: 0,
      y: 0,
      width: 500,
      height: 500,
    })
  })
})

describe('outputSideFor and isBelowMinimum', () => {
  it.each<[number, number, boolean]>([
    [100, 800, true],
    [576, 800, true], // default crop of a 720 px camera frame
    [799, 800, true],
    [799.6, 800, true],
    [800, 800, false],
    [1000, 1000, false], // a smaller crop is kept as it is, never blown up past 800
    [1023, 1023, false],
    [1024, 1024, false],
    [1234, 1024, false],
    [2400, 1024, false], // default crop of a 12 MP photo
    [9000, 1024, false],
  ])('crop %d -> output %d, below minimum %s', (crop, side, below) => {
    expect(outputSideFor(crop)).toBe(side)
    expect(isBelowMinimum(crop)).toBe(below)
  })

  it.each<[number, number, number]>([
    [2400, 1920, 1920], // the spec's own 1920 (admin replacements)
    [1234, 1920, 1234],
    [2400, 1024, 1024],
    [500, 1024, 800],
  ])('crop %d with max %d -> output %d', (crop, max, side) => {
    expect(outputSideFor(crop, max)).toBe(side)
  })

  it.each<[number | null | undefined, number]>([
    [undefined, 1024],
    [null, 1024],
    [Number.NaN, 1024],
    [1600, 1600],
    [800, 1024], // never below 1024: an event can't ask for less than badges need
    [1500.4, 1500],
    [4000, 1920], // nor more than the spec's 1920
  ])('photoSideFor(%s) -> %d', (setting, side) => {
    expect(photoSideFor(setting)).toBe(side)
  })

  it.each<[number, number, number | undefined, number, number]>([
    [2400, 2400, undefined, 1024, 1024],
    [2400, 2400, 1600, 1600, 1600], // an event's own size
    [4000, 3000, 1920, 1920, 1440], // an admin's whole picture keeps its shape
    [3000, 4000, 1920, 1440, 1920],
    [4000, 3000, undefined, 1024, 768],
    [600, 400, undefined, 800, 533],
    [1000, 10, undefined, 1000, 10],
  ])('outputSizeFor %i×%i (max %s) -> %i×%i', (w, h, max, ow, oh) => {
    expect(outputSizeFor({ width: w, height: h }, max)).toEqual({ width: ow, height: oh })
  })
})

describe('clampCrop', () => {
  const bounds = { width: 1200, height: 900 }
  it.each<[string, CropRect, CropRect]>([
    ['inside stays', { x: 10, y: 20, width: 500, height: 500 }, { x: 10, y: 20, width: 500, height: 500 }],
    ['rounds to integers', { x: 10.4, y: 19.6, width: 500.2, height: 499.8 }, { x: 10, y: 20, width: 500, height: 500 }],
    ['one pixel over the right edge moves back', { x: 701, y: 0, width: 500, height: 500 }, { x: 700, y: 0, width: 500, height: 500 }],
    ['negative origin moves to 0', { x: -3, y: -1, width: 500, height: 500 }, { x: 0, y: 0, width: 500, height: 500 }],
    ['larger than the image shrinks to it', { x: 0, y: 0, width: 1300, height: 1000 }, { x: 0, y: 0, width: 1200, height: 900 }],
    ['whole image stays whole', { x: 0, y: 0, width: 1200, height: 900 }, { x: 0, y: 0, width: 1200, height: 900 }],
  ])('%s', (_name, crop, expected) => {
    expect(clampCrop(crop, bounds)).toEqual(expected)
  })
})

describe('percent crops (react-image-crop) <-> source pixels', () => {
  const size = { width: 3000, height: 4000 }
  it('round-trips the default crop', () => {
    const crop = defaultCrop(size.width, size.height)
    expect(toPercentCrop(crop, size)).toEqual({ x: 10, y: 20, width: 80, height: 60 })
    expect(fromPercentCrop(toPercentCrop(crop, size), size)).toEqual(crop)
  })

  it('squares a crop whose percentages round unevenly, and keeps it inside', () => {
    expect(fromPercentCrop({ x: 50, y: 50, width: 50.01, height: 37.5 }, size)).toEqual({ x: 1500, y: 2000, width: 1500, height: 1500 })
    expect(fromPercentCrop({ x: 60, y: 70, width: 50, height: 37.5 }, size)).toEqual({ x: 1500, y: 2500, width: 1500, height: 1500 })
  })
})

describe('screenNudgeToSource: the spec steps are screen pixels of the preview', () => {
  it.each([
    [{ dx: 1, dy: 0 }, 300, 3000, { dx: 10, dy: 0 }], // a 12 MP-wide photo shown 300 px wide
    [{ dx: 0, dy: -10 }, 300, 3000, { dx: 0, dy: -100 }],
    [{ dx: 100, dy: 100 }, 390, 4032, { dx: 1034, dy: 1034 }],
    [{ dx: -1, dy: 1 }, 600, 150, { dx: -1, dy: 1 }], // smaller than its preview: still one source pixel
    [{ dx: 10, dy: 0 }, 0, 3000, { dx: 10, dy: 0 }], // no preview size known: source pixels as given
  ])('%o on a %i px preview of a %i px photo → %o', (delta, preview, source, expected) => {
    expect(screenNudgeToSource(delta, preview, source)).toEqual(expected)
  })
})
