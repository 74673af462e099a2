// The app's REAL data module (src/lib/api), pointed at a test backend, for integration tests in
// Node. No configuration hook in the app is needed:
// - src/config/env.ts reads VITE_SUPABASE_URL / _ANON_KEY / VITE_ADMIN_EMAIL from import.meta.env
//   when it is first imported, so the env is stubbed (vi.stubEnv) and the module graph is loaded
//   afresh (vi.resetModules + a dynamic import) after the backend is up;
// - supabase-js 2.109's realtime client wants a WebSocket class when the client is created, and
//   Node 20 has none: `ws` stands in (no channel is ever opened);
// - supabase-js keeps the admin's session in memory when there is no localStorage (Node).
// `onRequest` sees every request the module sends, before it goes out (the fetch supabase-js
// uses is the global one at client creation).
import { vi } from 'vitest'
import WebSocket from 'ws'
import type { TestBackend } from './helpers.ts'

export type AppDataModule = typeof import('@/lib/api')

export async function importAppDataModule(
  be: Pick<TestBackend, 'url' | 'anonKey' | 'adminEmail'>,
  onRequest?: (method: string, path: string) => Promise<void> | void,
): Promise<AppDataModule> {
  vi.stubEnv('VITE_SUPABASE_URL', be.url)
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', be.anonKey)
  vi.stubEnv('VITE_ADMIN_EMAIL', be.adminEmail)
  vi.stubGlobal('WebSocket', WebSocket)
  if (onRequest) {
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input)
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
      if (url.origin === new URL(be.url).origin) await onRequest(method.toUpperCase(), url.pathname + url.search)
      return realFetch(input, init)
    })
  }
  vi.resetModules()
  return import('@/lib/api')
}
