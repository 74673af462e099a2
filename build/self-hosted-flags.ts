// Serves and ships the flag SVGs the portal can show, as plain files under /flags/: no URL
// table in the app's JavaScript (a lookup of ~260 lazy imports cost a player 7 KB gzip), and
// only the flags the country table can name. Dev serves them from node_modules; build copies.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { countryTable } from '../src/components/flag/country-code.ts'
import { isHomeNation } from '../src/components/flag/home-nations.ts'

export const FLAGS_DIR = 'flags'

const require = createRequire(import.meta.url)
const flagIconsDir = join(dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3')
const circleFlagsDir = join(dirname(require.resolve('circle-flags/package.json')), 'flags')

/** England, Scotland and Wales as circle flags; every other country from flag-icons 4x3. */
export function flagSourceFile(code: string): string {
  return isHomeNation(code) ? join(circleFlagsDir, `${code}.svg`) : join(flagIconsDir, `${code}.svg`)
}

export function shippedFlagCodes(): string[] {
  return [...new Set(countryTable().map(([code]) => code))].sort()
}

export function selfHostedFlags(): Plugin {
  const codes = new Set(shippedFlagCodes())
  return {
    name: 'self-hosted-flags',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/flags\/([a-z-]+)\.svg$/.exec(req.url?.split('?')[0] ?? '')
        if (!match || !codes.has(match[1]!)) return next()
        res.setHeader('Content-Type', 'image/svg+xml')
        res.end(readFileSync(flagSourceFile(match[1]!)))
      })
    },
    generateBundle() {
      for (const code of codes) {
        this.emitFile({ type: 'asset', fileName: `${FLAGS_DIR}/${code}.svg`, source: readFileSync(flagSourceFile(code)) })
      }
    },
  }
}
