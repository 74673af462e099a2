// Response headers that keep the portal's pages and API answers from being framed, sniffed or
// leaking a team link through the Referer. The same policy is what a static host should send
// for the built app (README: deploying).

/** Content-Security-Policy for the built app. `apiOrigins`: where the API and photos live when
 * that is not this origin (a hosted Supabase project). */
export function appCsp(apiOrigins: string[] = []): string {
  const api = apiOrigins.join(' ')
  return [
    "default-src 'self'",
    // WebAssembly (the HEIC decoder) needs wasm-unsafe-eval; no other eval, no inline script.
    "script-src 'self' 'wasm-unsafe-eval'",
    // react-hot-toast injects one <style> element.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob: data: ${api}`.trim(),
    // blob:/data: — the image pipeline reads the chosen file and the inlined decoder through fetch
    `connect-src 'self' blob: data: ${api}`.trim(),
    "worker-src 'self' blob:",
    "media-src 'self' blob: mediastream:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

const COMMON = {
  // A team link is a secret: it must not travel to the next site in a Referer.
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
} as const

/** Headers for every page and file of the built app. */
export function appPageHeaders(apiOrigins: string[] = []): Record<string, string> {
  return { ...COMMON, 'Content-Security-Policy': appCsp(apiOrigins) }
}

/** `npm run dev`: Vite injects inline scripts and talks HMR over a socket, so no script policy. */
export const DEV_PAGE_HEADERS: Record<string, string> = { ...COMMON, 'Content-Security-Policy': "frame-ancestors 'none'" }

/** API answers: JSON and photos, never framed or sniffed. */
export const API_HEADERS: Record<string, string> = { ...COMMON }
