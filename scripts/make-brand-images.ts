// Draws the PNGs that go beside public/favicon.svg (the brand mark) with the local Chromium:
// the home-screen icons the web manifest and iOS ask for, and the 1200×630 link-preview image
// (Open Graph) a team link shows in WhatsApp. Flat colours keep them small. Committed; run again after changing the mark:
//   npx tsx scripts/make-brand-images.ts
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs } from '../playwright.config.ts'
import { chromiumExecutable } from '../tests/fixtures/chromium-path.ts'
import { REPO_ROOT } from '../server/db/db.ts'

const PUBLIC = join(REPO_ROOT, 'public')
const BRAND = '#0b3d91'

/** The favicon's figure (head and shoulders) on a 32×32 grid. */
const FIGURE = '<circle cx="16" cy="13" r="5" fill="#fff"/><path d="M7 27c1.5-5 5-7 9-7s7.5 2 9 7" fill="#fff"/>'

/** The mark filling `size` px: rounded for the manifest icons, square for iOS (it rounds itself). */
function markSvg(size: number, rounded: boolean): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}"><rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${BRAND}"/>${FIGURE}</svg>`
}

function page(body: string, width: number, height: number): string {
  return `<!doctype html><html><head><style>html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden;background:transparent}</style></head><body>${body}</body></html>`
}

const previewHtml = `
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px 96px;display:flex;flex-direction:column;justify-content:center;gap:36px;
            background:${BRAND};color:#fff;font-family:'DejaVu Sans',Arial,sans-serif">
  <div style="display:flex;align-items:center;gap:32px">
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="140" height="140"><rect width="32" height="32" rx="7" fill="#fff" fill-opacity="0.14"/>${FIGURE}</svg>
    <div style="font-size:68px;font-weight:700;line-height:1.1">Player Photo Portal</div>
  </div>
  <div style="font-size:38px;line-height:1.35;color:#dbe7ff;max-width:960px">Open your team's link, pick your name and upload your portrait photo.</div>
</div>`

const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
try {
  const shots: Array<{ file: string; html: string; width: number; height: number; transparent: boolean }> = [
    { file: 'apple-touch-icon.png', html: markSvg(180, false), width: 180, height: 180, transparent: false },
    { file: 'icon-192.png', html: markSvg(192, true), width: 192, height: 192, transparent: true },
    { file: 'icon-512.png', html: markSvg(512, true), width: 512, height: 512, transparent: true },
    { file: 'og-image.png', html: previewHtml, width: 1200, height: 630, transparent: false },
  ]
  for (const s of shots) {
    const p = await browser.newPage({ viewport: { width: s.width, height: s.height }, deviceScaleFactor: 1 })
    await p.setContent(page(s.html, s.width, s.height))
    await p.screenshot({ path: join(PUBLIC, s.file), omitBackground: s.transparent })
    await p.close()
    console.log(`public/${s.file}: ${(await readFile(join(PUBLIC, s.file))).length} bytes`)
  }
} finally {
  await browser.close()
}
