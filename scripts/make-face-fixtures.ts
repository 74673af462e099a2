// Makes the face-check fixtures (tests/fixtures/faces, see its README) from public-domain sample
// photographs of scikit-image, as Debian ships them (python3-skimage: skimage/data/*.png), by
// drawing them on a canvas in Chromium. Run once; the JPEGs are committed.
//   apt-get download python3-skimage && dpkg-deb -x python3-skimage_*.deb /tmp/skimage
//   npx tsx scripts/make-face-fixtures.ts /tmp/skimage/usr/lib/python3/dist-packages/skimage/data [file…]
// Naming files makes only those (the others stay byte for byte as committed).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launchChromium } from '../tests/fixtures/chromium.ts'

const [dataDir, ...only] = process.argv.slice(2)
if (!dataDir) throw new Error('usage: make-face-fixtures.ts <skimage data folder> [file…]')
const outDir = join(import.meta.dirname, '..', 'tests', 'fixtures', 'faces')
const png = (name: string) => `data:image/png;base64,${readFileSync(join(dataDir, `${name}.png`)).toString('base64')}`

type Recipe = { width: number; height: number; draw: string }
// Each recipe draws with `ctx` and the loaded images `img.<name>` (512 × 512 and 400 × 600).
const recipes: Record<string, Recipe> = {
  // A portrait taken from further away and off to the side: the face in the upper right third.
  'portrait-off-centre.jpg': {
    width: 1800,
    height: 2400,
    draw: `ctx.fillStyle = '#6b7a8f'; ctx.fillRect(0, 0, 1800, 2400);
           ctx.drawImage(img.astronaut, 900, 250, 860, 860);`,
  },
  'portrait.jpg': { width: 512, height: 512, draw: `ctx.drawImage(img.astronaut, 0, 0)` },
  'portrait-dark.jpg': { width: 512, height: 512, draw: `ctx.filter = 'brightness(0.18)'; ctx.drawImage(img.astronaut, 0, 0)` },
  'portrait-blurred.jpg': { width: 512, height: 512, draw: `ctx.filter = 'blur(5px)'; ctx.drawImage(img.astronaut, 0, 0)` },
  // A shaken photo: the portrait smeared 18 px sideways (3.5 % of its width, as a hand's shake
  // during a phone's exposure), sharp up and down. Each copy drawn over the mean of those before
  // with the share 1/(i+1) leaves the mean of all.
  'portrait-shaken.jpg': {
    width: 512,
    height: 512,
    draw: `for (let i = 0; i < 18; i++) { ctx.globalAlpha = 1 / (i + 1); ctx.drawImage(img.astronaut, i - 9, 0) }`,
  },
  // Two people side by side, close enough for one square to hold both faces (the same portrait,
  // the second mirrored and overlapping the first).
  'two-faces.jpg': {
    width: 880,
    height: 512,
    draw: `ctx.drawImage(img.astronaut, 0, 0); ctx.translate(880, 0); ctx.scale(-1, 1); ctx.drawImage(img.astronaut, 0, 0)`,
  },
  'no-face.jpg': { width: 400, height: 400, draw: `ctx.drawImage(img.coffee, 0, 0, 600, 400, 0, 0, 600, 400)` },
}

const browser = await launchChromium()
const page = await browser.newPage()
for (const [file, recipe] of Object.entries(recipes)) {
  if (only.length > 0 && !only.includes(file)) continue
  const base64 = await page.evaluate(
    async ({ recipe, sources }) => {
      const img: Record<string, ImageBitmap> = {}
      for (const [name, url] of Object.entries(sources)) img[name] = await createImageBitmap(await (await fetch(url)).blob())
      const canvas = new OffscreenCanvas(recipe.width, recipe.height)
      const ctx = canvas.getContext('2d')!
      new Function('ctx', 'img', recipe.draw)(ctx, img)
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.88 })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let s = ''
      for (const b of bytes) s += String.fromCharCode(b)
      return btoa(s)
    },
    { recipe, sources: { astronaut: png('astronaut'), coffee: png('coffee') } },
  )
  writeFileSync(join(outDir, file), Buffer.from(base64, 'base64'))
  console.log(file, Buffer.from(base64, 'base64').length, 'bytes')
}
await browser.close()
