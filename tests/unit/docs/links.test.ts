// The README and the pages under docs/ link each other and the repository's files by relative
// paths: a page moved or renamed must not leave a reader at a dead link.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const REPO = fileURLToPath(new URL('../../..', import.meta.url))
const pages = [
  'README.md',
  'server/README.md',
  ...readdirSync(join(REPO, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => join('docs', f)),
]

/** Relative targets of Markdown links `[text](target)`, without their #fragment. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!.split('#')[0]!).filter((t) => t && !/^[a-z]+:/i.test(t))
}

describe('documentation links', () => {
  it.each(pages)('%s links only to files that exist', (page) => {
    const dead = relativeLinks(readFileSync(join(REPO, page), 'utf8')).filter((t) => !existsSync(resolve(dirname(join(REPO, page)), t)))
    expect(dead).toEqual([])
  })

  it('the README stays a front page: what it is, the two commands, the layout, where to read on', () => {
    const readme = readFileSync(join(REPO, 'README.md'), 'utf8')
    expect(readme.split('\n').length).toBeLessThan(120)
    expect(readme).toContain('npm ci && npm start')
    expect(readme).toContain('npm test')
  })
})
