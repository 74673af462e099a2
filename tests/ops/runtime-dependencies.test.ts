// `npm start` (and the ops commands) on an install without devDependencies (`npm ci --omit=dev`):
// every package the server, the build it runs and the app it builds import is in
// `dependencies`. Test and lint tools may stay in devDependencies.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const REPO = fileURLToPath(new URL('../../', import.meta.url))
const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  scripts: Record<string, string>
}

/** Source files under a folder (not tests). */
function sources(folder: string): string[] {
  return readdirSync(join(REPO, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
}

/** The package a bare import names ('react-dom/client' → react-dom, '@a/b/c' → @a/b). */
function packageOf(specifier: string): string | null {
  if (
    specifier.startsWith('.') ||
    specifier.startsWith('/') ||
    specifier.startsWith('node:') ||
    specifier.startsWith('@/') ||
    specifier.startsWith('#') ||
    specifier.startsWith('virtual:')
  )
    return null
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}

/** Packages a file loads: imports, dynamic imports, require.resolve. */
function packagesIn(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const found = [
    ...text.matchAll(
      /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ]
  return found.map((m) => packageOf(m[1] ?? m[2] ?? m[3] ?? '')).filter((p): p is string => p !== null)
}

describe('npm start without devDependencies', () => {
  it('finds every package the server, its build and the app import in dependencies', () => {
    const files = [
      ...sources('server'),
      ...sources('common'),
      ...sources('build'),
      ...sources('src'),
      join(REPO, 'vite.config.ts'),
      join(REPO, 'scripts/check-node.mjs'),
    ]
    const missing = new Set<string>()
    const seen = new Set<string>()
    for (const file of files) {
      for (const p of packagesIn(file)) {
        seen.add(p)
        // a type-only import is gone at run time
        if (p.startsWith('@types/')) continue
        if (!(p in pkg.dependencies)) missing.add(`${p} (${relative(REPO, file)})`)
      }
    }
    // the scan sees what it should (the database, the build, its face model, the app, the import command's WebSocket)
    expect([...seen]).toEqual(expect.arrayContaining(['@electric-sql/pglite', 'vite', '@vladmandic/human', 'react', 'ws']))
    expect([...missing]).toEqual([])
  })

  it('runs with the tools it names from dependencies: tsx for the server, vite for the build', () => {
    expect(pkg.scripts.start).toMatch(/\btsx\b/)
    expect(Object.keys(pkg.dependencies)).toEqual(expect.arrayContaining(['tsx', 'vite', '@electric-sql/pglite']))
  })
})
