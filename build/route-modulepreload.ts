// A team link's screen is the page most visitors open: its chunk (and the chunks it imports
// beyond the entry) is preloaded by index.html itself, so the browser fetches it beside the entry
// script instead of after the entry has arrived and run (src/app/route-preload.ts asks for it
// only then). One index.html serves every address, so the landing page fetches it too; it is the
// screen a visitor who got a team link goes to next.
import type { Plugin } from 'vite'
import type { OutputBundle, OutputChunk } from 'rolldown'

const PRELOADED_ROUTE = /\/src\/app\/routes\/team-upload-route\.tsx$/

/** The route's chunk and the chunks it imports statically, minus the entry's own. */
export function routeChunkFiles(bundle: OutputBundle, route: RegExp = PRELOADED_ROUTE): string[] {
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

export function teamRouteModulePreload(): Plugin {
  let base = '/'
  return {
    name: 'team-route-modulepreload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return []
        return routeChunkFiles(ctx.bundle).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}
