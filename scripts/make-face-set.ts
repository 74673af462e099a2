// Makes the labelled set the face check is measured on (tests/fixtures/face-set: JPEGs, labels.json
// and README.md) from photographs, paintings and drawings that Debian ships with free licences:
//   - gcompris-qt-data (GCompris's activities, in Qt resource files: read here), each photo's
//     author, licence and source from the README beside it in GCompris;
//   - python3-skimage (scikit-image's sample data) and python3-scipy (scipy.misc's raccoon).
// Run once with the packages unpacked into one folder; the JPEGs are committed. Needs ImageMagick
// (`convert`) and bzip2.
//   for p in gcompris-qt-data python3-skimage python3-scipy; do apt-get download $p; done
//   for f in *.deb; do dpkg-deb -x $f /tmp/face-set-src; done
//   npx tsx scripts/make-face-set.ts /tmp/face-set-src
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { FACE_SET, type FaceSetEntry, type SourceRef } from '../tests/fixtures/face-set/recipes.ts'

const root = process.argv[2]
if (!root) throw new Error('usage: make-face-set.ts <folder with the packages unpacked>')
const outDir = join(import.meta.dirname, '..', 'tests', 'fixtures', 'face-set')
const work = mkdtempSync(join(tmpdir(), 'face-set-'))
const GCOMPRIS_RCC = join(root, 'usr/share/gcompris-qt/rcc')
const SKIMAGE = join(root, 'usr/lib/python3/dist-packages/skimage/data')
const SCIPY_MISC = join(root, 'usr/lib/python3/dist-packages/scipy/misc')

/** The files of a Qt resource (.rcc) file, by path inside it. */
function readRcc(file: string): Map<string, Buffer> {
  const b = readFileSync(file)
  if (b.toString('latin1', 0, 4) !== 'qres') throw new Error(`${file}: not a Qt resource file`)
  const version = b.readUInt32BE(4)
  const [tree, data, names] = [b.readUInt32BE(8), b.readUInt32BE(12), b.readUInt32BE(16)]
  const entrySize = version >= 2 ? 22 : 14
  const nameAt = (offset: number) => {
    const length = b.readUInt16BE(names + offset)
    return b
      .subarray(names + offset + 6, names + offset + 6 + length * 2)
      .swap16()
      .toString('utf16le')
  }
  const files = new Map<string, Buffer>()
  const walk = (index: number, path: string) => {
    const p = tree + index * entrySize
    const name = index === 0 ? '' : nameAt(b.readUInt32BE(p))
    const flags = b.readUInt16BE(p + 4)
    const here = name ? `${path}/${name}` : path
    if (flags & 2) {
      const [count, first] = [b.readUInt32BE(p + 6), b.readUInt32BE(p + 10)]
      for (let c = 0; c < count; c++) walk(first + c, here)
      return
    }
    const at = data + b.readUInt32BE(p + 10)
    const bytes = b.subarray(at + 4, at + 4 + b.readUInt32BE(at))
    files.set(here.slice(1), flags & 1 ? inflateSync(bytes.subarray(4)) : Buffer.from(bytes))
  }
  walk(0, '')
  return files
}

/** Author, licence and source of each GCompris image, from the README beside it (blocks of `Key: value` lines). */
function gcomprisCredits(readme: string): Map<string, { author: string; licence: string; source: string }> {
  const out = new Map<string, { author: string; licence: string; source: string }>()
  for (const block of readme.split(/\n\s*\n/)) {
    const author = /^Copyright:\s*(.+)$/m.exec(block)?.[1]?.trim() ?? ''
    const licence = /^License:\s*(.+)$/m.exec(block)?.[1]?.trim() ?? ''
    const source = /^Source:\s*(.+)$/m.exec(block)?.[1]?.trim() ?? ''
    const files = block.split(/^Files:\s*$/m)[1]
    for (const f of files
      ?.split('\n')
      .map((s) => s.trim())
      .filter(Boolean) ?? [])
      out.set(f, { author, licence, source })
  }
  return out
}

const rccCache = new Map<string, Map<string, Buffer>>()
function sourceImage(ref: SourceRef): { file: string; credit: string } {
  if (ref.kind === 'gcompris') {
    const files = rccCache.get(ref.rcc) ?? readRcc(join(GCOMPRIS_RCC, `${ref.rcc}.rcc`))
    rccCache.set(ref.rcc, files)
    const path = `gcompris/src/activities/${ref.path}`
    const bytes = files.get(path)
    if (!bytes) throw new Error(`${ref.rcc}.rcc has no ${path}`)
    const file = join(work, path.replaceAll('/', '_'))
    writeFileSync(file, bytes)
    const dir = path.slice(0, path.lastIndexOf('/'))
    const name = path.slice(dir.length + 1)
    let credit = ref.credit ?? ''
    if (!credit) {
      const readme = files.get(`${dir}/README`) ?? files.get(`${dir.slice(0, dir.lastIndexOf('/'))}/README`)
      const sub = dir.slice(dir.lastIndexOf('/') + 1)
      const credits = readme ? gcomprisCredits(readme.toString('utf8')) : new Map()
      const c = credits.get(name) ?? credits.get(`${sub}/${name}`)
      if (!c) throw new Error(`no credit for ${path}`)
      credit = `${c.author}, ${c.licence} (${c.source}); in GCompris (Debian: gcompris-qt-data)`
    }
    return { file, credit }
  }
  if (ref.kind === 'skimage')
    return { file: join(SKIMAGE, ref.file), credit: `${ref.credit}; scikit-image's sample data (Debian: python3-skimage)` }
  // scipy.misc.face: 1024 × 768 RGB bytes, bzip2-compressed
  const raw = execFileSync('bzip2', ['-dc', join(SCIPY_MISC, 'face.dat')], { maxBuffer: 16 << 20 })
  const file = join(work, 'raccoon.rgb')
  writeFileSync(file, raw)
  return { file: `rgb:${file}`, credit: 'raccoon, public domain (scipy.misc.face; Debian: python3-scipy)' }
}

function make(entry: FaceSetEntry): { bytes: number; credit: string } {
  const { file, credit } = sourceImage(entry.source)
  const args = entry.source.kind === 'scipy' ? ['-size', '1024x768', '-depth', '8', file] : [file]
  args.push('-auto-orient', '-colorspace', 'sRGB')
  if (entry.crop) args.push('-crop', `${entry.crop[2]}x${entry.crop[3]}+${entry.crop[0]}+${entry.crop[1]}`, '+repage')
  // Far away: the picture small on a plain ground, as a phone sees a person a few metres off.
  if (entry.far)
    args.push(
      '-resize',
      `${entry.far.scale * 100}%`,
      '-background',
      '#7d8a80',
      '-gravity',
      'NorthWest',
      '-extent',
      `${entry.far.width}x${entry.far.height}-${entry.far.x}-${entry.far.y}`,
    )
  args.push('-resize', '640x640>', '-strip', '-sampling-factor', '2x2', '-quality', '84', join(outDir, entry.name))
  execFileSync('convert', args)
  return { bytes: readFileSync(join(outDir, entry.name)).length, credit }
}

mkdirSync(outDir, { recursive: true })
const rows: string[] = []
const labels: Record<string, { label: FaceSetEntry['label']; what: string }> = {}
let total = 0
for (const entry of FACE_SET) {
  const { bytes, credit } = make(entry)
  total += bytes
  labels[entry.name] = { label: entry.label, what: entry.what }
  rows.push(`| \`${entry.name}\` | ${entry.label} | ${entry.what} | ${credit.replaceAll('|', '\\|')} |`)
  console.log(entry.name, bytes, 'bytes')
}
writeFileSync(join(outDir, 'labels.json'), `${JSON.stringify(labels, null, 2)}\n`)
writeFileSync(
  join(outDir, 'README.md'),
  `# The face check's labelled set

Made by \`scripts/make-face-set.ts\` from the recipes in \`recipes.ts\` (do not edit the JPEGs or
this file by hand). Each photograph is downscaled to at most 640 px. Labels: **person** (a real
person's face a portrait check should find), **animal**, **artwork** (statues, paintings, drawn
faces: not a person to approve) and **none** (no face of any kind).
\`tests/unit/face/face-set.test.ts\` runs the face check on every file; \`docs/face-check.md\` has
the figures.

| File | Label | What it is | Author, licence, source |
|---|---|---|---|
${rows.join('\n')}

${FACE_SET.length} files, ${Math.round(total / 1024)} KB.
`,
)
console.log(FACE_SET.length, 'files', total, 'bytes')
