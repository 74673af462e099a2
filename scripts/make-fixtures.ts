// Regenerates the small committed image fixtures in tests/fixtures/images (see tests/fixtures/files.ts).
// Run: npx tsx scripts/make-fixtures.ts   (HEIC also needs `heif-enc`: apt-get install libheif-examples)
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { launchChromium } from '../tests/fixtures/chromium.ts'
import { FIXTURE_DIR, writeFixtures } from '../tests/fixtures/files.ts'

const browser = await launchChromium()
try {
  const page = await browser.newPage()
  const { written, skipped } = await writeFixtures(page)
  for (const name of written) console.log(`wrote ${name.padEnd(18)} ${statSync(join(FIXTURE_DIR, name)).size} bytes`)
  for (const name of skipped) console.log(`skipped ${name}`)
} finally {
  await browser.close()
}
