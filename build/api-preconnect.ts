// A hosted Supabase project is another origin: without a hint, the browser opens its connection
// (DNS, TCP, TLS) only when the team page's first API call starts, after the app's code has
// arrived. <link rel="preconnect"> in index.html opens it while the code still downloads.
// `crossorigin`: the app's fetches to the API are CORS requests, which use their own connections.
// Nothing for the local backend (the API is the page's own origin).
import { loadEnv, type Plugin } from 'vite'

export function apiOriginOf(url: string | undefined): string | null {
  if (!url?.trim()) return null
  try {
    return new URL(url.trim()).origin
  } catch {
    return null
  }
}

export function apiPreconnect(): Plugin {
  let origin: string | null = null
  return {
    name: 'api-preconnect',
    configResolved(config) {
      origin = apiOriginOf(loadEnv(config.mode, config.envDir || config.root, 'VITE_').VITE_SUPABASE_URL ?? process.env.VITE_SUPABASE_URL)
    },
    transformIndexHtml() {
      if (!origin) return []
      return [{ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head-prepend' }]
    },
  }
}
