// The screen a player opens first downloads beside the entry script, not after it: the early
// script (early-script.ts), inline at the end of index.html's <head>, after the entry's own tags
// (so the entry script is asked for first), adds a <link rel="modulepreload"> for the chunks of
// the screen the address asks for — the team link's or the landing page's, with the chunks each
// imports beyond the entry's own. One index.html serves every address, so plain <link> tags would
// make each page fetch the other page's code too. (src/app/route-preload.ts asks for the same
// chunk once the entry has run: the browser fetches it once.) The CSP allows the script by its
// hash (static-hosts.ts computes it from the page).
import { minifySync, type Plugin } from 'vite'
import type { OutputBundle, OutputChunk } from 'rolldown'
import { LOCAL_ANON_KEY } from '#common/local-backend'
import { DEFAULT_LANG, LANG_STORAGE_KEY, LOCALES } from '../src/i18n/languages.ts'
import { EARLY_TEAM_LINK } from '../src/lib/early-team-link.ts'
import { DEADLINE_PARTS } from '../src/lib/dates.ts'
import { earlyConfigBlock, earlyScriptSource, type EarlyScriptConfig } from './early-script.ts'

const TEAM_ROUTE = /\/src\/app\/routes\/team-upload-route\.tsx$/
const LANDING_ROUTE = /\/src\/app\/routes\/landing-route\.tsx$/

/** The chunk that holds the route's module and the chunks it imports statically, minus the entry's own. */
export function routeChunkFiles(bundle: OutputBundle, route: RegExp): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
  const routeChunk = chunks.find((c) => c.moduleIds.some((id) => route.test(id)))
  if (!routeChunk) throw new Error(`No chunk for the route ${route}: was the route renamed?`)
  const entryFiles = new Set<string>()
  const addEntry = (file: string) => {
    if (entryFiles.has(file)) return
    entryFiles.add(file)
    const chunk = bundle[file]
    if (chunk?.type === 'chunk') chunk.imports.forEach(addEntry)
  }
  chunks.filter((c) => c.isEntry).forEach((c) => addEntry(c.fileName))
  const files: string[] = []
  const add = (file: string) => {
    if (entryFiles.has(file) || files.includes(file)) return
    files.push(file)
    const chunk = bundle[file]
    if (chunk?.type === 'chunk') chunk.imports.forEach(add)
  }
  add(routeChunk.fileName)
  return files
}

export function routeModulePreload(): Plugin {
  let base = '/'
  let api: Pick<EarlyScriptConfig, 'apiUrl' | 'anonKey'> = { apiUrl: '', anonKey: '' }
  return {
    name: 'route-modulepreload',
    apply: 'build',
    configResolved(config) {
      base = config.base
      // the API the app's client talks to, as src/config/env.ts reads it: a hosted project's
      // URL and key, or for the local backend the page's own origin and the local key
      api = {
        apiUrl: (config.env.VITE_SUPABASE_URL?.trim() ?? '').replace(/\/+$/, ''),
        anonKey: config.env.VITE_SUPABASE_ANON_KEY?.trim() || (config.mode === 'production' ? '' : LOCAL_ANON_KEY),
      }
    },
    generateBundle: {
      // after Vite has written index.html into the bundle
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html']
        if (html?.type !== 'asset') return // a worker's bundle
        const url = (files: string[]) => files.map((f) => `${base}${f}`)
        const config = earlyConfigBlock({
          landing: url(routeChunkFiles(bundle, LANDING_ROUTE)),
          team: url(routeChunkFiles(bundle, TEAM_ROUTE)),
          ...api,
          globalName: EARLY_TEAM_LINK,
          langStorageKey: LANG_STORAGE_KEY,
          locales: LOCALES,
          defaultLang: DEFAULT_LANG,
          dateParts: DEADLINE_PARTS,
        })
        // minified as the bundle is: it is part of every first load
        const script = minifySync('early.js', earlyScriptSource()).code.trim()
        if (/<\/script/i.test(script)) throw new Error('The early script has text that would close its <script> element')
        const page = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source)
        const end = page.indexOf('</head>')
        if (end < 0) throw new Error('index.html has no </head> to put the early script into')
        html.source = `${page.slice(0, end)}  ${config}\n    <script>${script}</script>\n  ${page.slice(end)}`
      },
    },
  }
}
