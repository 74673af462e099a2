// The app's stylesheet goes into index.html as a <style>, instead of a <link> the browser must
// ask for once the HTML has arrived: a stylesheet blocks every paint until it is in, so the
// shell (build/html-shell.ts) waited one more round trip on a phone's network, while the
// stylesheet also shared the line with the entry script. The CSP allows inline styles (the toast
// library needs them); it allows no inline script, so nothing else moves into the page.
// A returning visitor loses no cache: index.html is asked for again on every visit anyway and
// answers 304 while the deploy is the same. The CSS file stays among the built files, unreferenced.
import type { Plugin } from 'vite'
import type { OutputBundle } from 'rolldown'

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g

/** index.html's text with each stylesheet <link> of a built CSS file replaced by its contents. */
export function inlineStylesheets(page: string, base: string, bundle: OutputBundle): string {
  return page.replace(STYLESHEET_LINK, (link, href: string) => {
    const file = href.startsWith(base) ? href.slice(base.length) : href
    const asset = bundle[file]
    if (asset?.type !== 'asset') return link
    const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
    // a "</style" inside the CSS (in a string or comment) would end the element early
    if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style": it can't be inlined as it is`)
    return `<style>${css.trim()}</style>`
  })
}

export function inlineStylesheet(): Plugin {
  let base = '/'
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      // after Vite has linked the built CSS into the page
      order: 'post',
      handler: (html, ctx) => (ctx.bundle ? inlineStylesheets(html, base, ctx.bundle) : html),
    },
  }
}
