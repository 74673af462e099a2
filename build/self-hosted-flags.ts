// Serves and ships the flag SVGs the portal can show, as plain files under /flags/: no URL
// table in the app's JavaScript (a lookup of lazy imports weighed on a player's download), and
// only the flags the country table can name. Dev serves them from node_modules; build copies.
// The country table itself goes out the same way, as JSON slices by a name key's first
// character (/flags/names/<c>.json, one for every character a key can start with): a team page
// fetches the one slice its team's name falls in instead of the whole table in its JavaScript.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { countryTable } from '../src/components/flag/country-code.ts'
import { isHomeNation } from '../src/components/flag/home-nations.ts'
import { flagShardOf, normalizeCountryName } from '../src/components/flag/flag-name-key.ts'

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

/** The characters a name key can start with (flag-name-key.ts keeps only a-z and 0-9). */
const SHARD_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789'.split('')

/** Name key → flag code, sliced by the key's first character; an empty slice for an unused one. */
export function flagNameShards(): Map<string, Record<string, string>> {
  const shards = new Map(SHARD_CHARS.map((c) => [c, {} as Record<string, string>]))
  for (const [code, ...names] of countryTable()) {
    for (const name of names) {
      const key = normalizeCountryName(name)
      const shard = shards.get(flagShardOf(key))
      if (!shard) throw new Error(`flag name ${name} has a key (${key}) no slice can hold`)
      shard[key] = code
    }
  }
  return shards
}

export function selfHostedFlags(): Plugin {
  const codes = new Set(shippedFlagCodes())
  const shards = flagNameShards()
  return {
    name: 'self-hosted-flags',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const shard = /^\/flags\/names\/([a-z0-9])\.json$/.exec(req.url?.split('?')[0] ?? '')
        if (shard) {
          res.setHeader('Content-Type', 'application/json')
          res.end(JSON.stringify(shards.get(shard[1]!)))
          return
        }
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
      for (const [c, shard] of shards) {
        this.emitFile({ type: 'asset', fileName: `${FLAGS_DIR}/names/${c}.json`, source: JSON.stringify(shard) })
      }
    },
  }
}
