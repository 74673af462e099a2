// What index.html shows before any JavaScript has run (build/html-shell.ts renders it into
// #root at build time): the portal's mark over the spinner every screen shows while it loads
// (page-spinner.tsx), so the first paint is the page's own look, not a blank one. One index.html
// serves every address and every language, so it says nothing: no text that could be the wrong
// screen's or the wrong language's. React's createRoot replaces it with the screen.
import { BrandMark } from '../features/landing/brand-mark.tsx'

export function AppShell() {
  return (
    <div data-app-shell="" aria-busy="true" className="flex min-h-dvh flex-col items-center justify-center gap-4">
      <span className="rounded-xl bg-brand-900 p-1.5">
        <BrandMark className="size-10" />
      </span>
      <span aria-hidden="true" className="size-9 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700" />
    </div>
  )
}
