// axe-core on the page as a person sees it once it has settled: toasts come and go (one fading
// in or out is checked at part opacity, a contrast failure that isn't one), so the check waits
// for the last toast to leave (2 s for a success, 4 s for an error: spec §8) and for every finite
// animation (not the spinners) to end.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

type Options = {
  /** a CSS selector: only that part of the page */
  include?: string
  /** only serious and critical violations count (default: every violation) */
  seriousOnly?: boolean
  /** names the screen in the failure message */
  what?: string
}

export async function expectAxeClean(page: Page, { include, seriousOnly = false, what = '' }: Options = {}) {
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, { timeout: 15_000 })
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  const builder = new AxeBuilder({ page })
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  const found = violations
    .filter((v) => !seriousOnly || v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${what ? `${what}: ` : ''}${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    )
  expect(found).toEqual([])
}
