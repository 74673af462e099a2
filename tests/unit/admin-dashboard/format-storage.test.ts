import { formatBytes, storageUsageText } from '@/features/admin-dashboard/format-storage'

describe('formatBytes: decimal units, three significant digits', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [999, '999 B'],
    [1000, '1 kB'],
    [1536, '1.54 kB'],
    [49_302, '49.3 kB'],
    [999_499, '999 kB'],
    [999_999, '1 MB'], // the unit follows the rounded figure: never '1,000 kB'
    [12_345_678, '12.3 MB'],
    [312_400_000, '312 MB'],
    [1_000_000_000, '1 GB'],
    [3_300_000_000, '3.3 GB'],
    [2_500_000_000_000, '2.5 TB'],
    [4_200_000_000_000_000, '4,200 TB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('%d is not a size → –', (bytes) => {
    expect(formatBytes(bytes)).toBe('–')
  })
})

describe('storageUsageText', () => {
  it.each([
    [{ bytes: 312_400_000, objects: 1204 }, '312 MB of photos stored (1,204 files)'],
    [{ bytes: 0, objects: 0 }, '0 B of photos stored (0 files)'],
    [{ bytes: 48_000, objects: 1 }, '48 kB of photos stored (1 file)'],
  ])('%o → %s', (usage, text) => {
    expect(storageUsageText(usage)).toBe(text)
  })
})
