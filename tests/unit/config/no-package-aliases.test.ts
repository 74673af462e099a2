// No config hands a package's name to another module: `import … from 'react'` is React and
// 'react-router-dom' is React Router, in the build, the dev server, the tests and the type checker
// alike, so a newcomer reading a library's docs gets what the docs describe. Path shortcuts of our
// own ('@/…') are fine: no package can be called that.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import viteConfig from '../../../vite.config.ts'
import vitestConfig from '../../../vitest.config.ts'

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

// npm's rule for a name, with an optional subpath ('react-dom/client').
const PACKAGE_SPECIFIER = /^(@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*(\/.*)?$/i

function isPackageName(specifier: string): boolean {
  return PACKAGE_SPECIFIER.test(specifier)
}

const installed = (() => {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.optionalDependencies })
})()

/** Every alias key (object or array form) anywhere in a Vite/Vitest config, projects included. */
function aliasKeys(config: unknown, found: (string | RegExp)[] = []): (string | RegExp)[] {
  if (!config || typeof config !== 'object') return found
  for (const [key, value] of Object.entries(config)) {
    if (key === 'alias' && value && typeof value === 'object') {
      if (Array.isArray(value)) for (const entry of value as { find: string | RegExp }[]) found.push(entry.find)
      else found.push(...Object.keys(value))
    } else aliasKeys(value, found)
  }
  return found
}

function refused(find: string | RegExp): boolean {
  if (typeof find === 'string') return isPackageName(find)
  return installed.some((name) => find.test(name))
}

describe('no config maps a package name to another module', () => {
  it('the rule itself: package names (with subpaths) are refused, our own @/ shortcut is not', () => {
    for (const name of ['react', 'react-dom', 'react-dom/client', 'react-router-dom', '@supabase/postgrest-js', '@tanstack/react-query'])
      expect(refused(name), name).toBe(true)
    for (const name of ['@', '@/', '@/lib/api', './src', '/abs']) expect(refused(name), name).toBe(false)
    expect(refused(/^react$/)).toBe(true)
    expect(refused(/^@\//)).toBe(false)
  })

  it.each([
    ['vite.config.ts', viteConfig],
    ['vitest.config.ts', vitestConfig],
  ])('%s', (_name, config) => {
    const keys = aliasKeys(config)
    expect(keys).toContain('@') // the walk sees the aliases there are
    expect(keys.filter(refused)).toEqual([])
  })

  const tsconfigs = readdirSync(REPO_ROOT).filter((f) => /^tsconfig.*\.json$/.test(f))
  it.each(tsconfigs)('%s paths', (file) => {
    const json = JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8')) as { compilerOptions?: { paths?: Record<string, string[]> } }
    const keys = Object.keys(json.compilerOptions?.paths ?? {}).map((k) => k.replace(/\/\*$/, '/x').replace(/^\*$/, 'x'))
    expect(keys.filter(isPackageName)).toEqual([])
  })
})
