// The screen a player opens first downloads beside the entry script, not after it: a tiny script
// that index.html loads before the entry (async, so it runs as soon as it arrives) adds a
// <link rel="modulepreload"> for the chunks of the screen the address asks for — the team link's
// or the landing page's, with the chunks each imports beyond the entry's own. One index.html serves
// every address, so plain <link> tags would make each page fetch the other page's code too.
// (src/app/route-preload.ts asks for the same chunk once the entry has run: the browser fetches
// it once.) A script file, not inline: the CSP allows no inline script.
import type { Plugin } from 'vite'
import type { OutputBundle, OutputChunk } from 'rolldown'

const TEAM_ROUTE = /\/src\/app\/routes\/team-upload-route\.tsx$/
const LANDING_ROUTE = /\/src\/app\/routes\/landing-route\.tsx$/

/** The route's chunk and the chunks it imports statically, minus the entry's own. */
export function routeChunkFiles(bundle: OutputBundle, route: RegExp): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
  const routeChunk = chunks.find((c) => c.facadeModuleId && route.test(c.facadeModuleId))
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

/**
 * The script's text: '/' preloads the landing page's files, '/{event}/{code}' (as the router's
 * '/:eventCode/:teamCode' matches it, an optional trailing slash, never under /admin) the team
 * link's, any other address nothing.
 */
export function routePreloadScript(landing: string[], team: string[]): string {
  return `(function () {
  var p = location.pathname
  var files = p === '/' ? ${JSON.stringify(landing)} : p.indexOf('/admin') !== 0 && /^\\/[^/]+\\/[^/]+\\/?$/.test(p) ? ${JSON.stringify(team)} : []
  for (var i = 0; i < files.length; i++) {
    var link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = files[i]
    document.head.appendChild(link)
  }
})()
`
}

export function routeModulePreload(): Plugin {
  let base = '/'
  return {
    name: 'route-modulepreload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    generateBundle: {
      // after Vite has written index.html into the bundle
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html']
        if (html?.type !== 'asset') return // a worker's bundle
        const url = (files: string[]) => files.map((f) => `${base}${f}`)
        const source = routePreloadScript(url(routeChunkFiles(bundle, LANDING_ROUTE)), url(routeChunkFiles(bundle, TEAM_ROUTE)))
        const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'route-preload.js', source }))
        const page = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source)
        const entry = page.indexOf('<script type="module"')
        if (entry < 0) throw new Error('index.html has no entry script to put the route preload before')
        html.source = `${page.slice(0, entry)}<script async src="${base}${fileName}"></script>\n    ${page.slice(entry)}`
      },
    },
  }
}
