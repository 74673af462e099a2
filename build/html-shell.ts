// index.html's #root holds the app's shell (src/app/app-shell.tsx), rendered by React here at
// build time: the browser paints it as soon as the HTML and CSS are in, before the JavaScript
// has arrived; the app's createRoot then replaces it (not hydration: the first screen is not
// this markup).
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { AppShell } from '../src/app/app-shell.tsx'

const EMPTY_ROOT = '<div id="root"></div>'

export function shellMarkup(): string {
  return renderToStaticMarkup(createElement(AppShell))
}

export function htmlShell(): Plugin {
  let appPage = ''
  return {
    name: 'html-shell',
    configResolved(config) {
      appPage = resolve(config.root, 'index.html')
    },
    transformIndexHtml(html, ctx) {
      // the app's own page only: the dev server also serves test harness pages
      if (resolve(ctx.filename) !== appPage) return html
      if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} for the app's shell`)
      return html.replace(EMPTY_ROOT, `<div id="root">${shellMarkup()}</div>`)
    },
  }
}
