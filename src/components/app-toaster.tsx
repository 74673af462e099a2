// Where toasts appear: the toaster (toaster-view.tsx) and its library load with the first toast
// (toast.ts), not with the page. A load that fails (offline) never takes the page down: the
// toaster just isn't there yet, and the next toast asks for it again.
import { useEffect, useState, type ComponentType } from 'react'
import { loadLibrary, onToastsWanted, toastsWanted } from './toast'

let view: Promise<typeof import('./toaster-view')> | undefined
/** The toaster's own code; a failed fetch is asked for again by the next toast. */
function loadToasterView(): Promise<typeof import('./toaster-view')> {
  view ??= import('./toaster-view').catch((error: unknown) => {
    view = undefined
    throw error
  })
  return view
}

/** Fetches the toasts' code ahead of need, e.g. before a player's upload could lose the network. */
export function preloadToasts(): void {
  loadLibrary().catch(() => undefined)
  loadToasterView().catch(() => undefined)
}

export function AppToaster() {
  const [View, setView] = useState<ComponentType | null>(null)
  useEffect(() => {
    let live = true
    const load = () => {
      loadToasterView().then(
        (m) => live && setView(() => m.ToasterView),
        (error: unknown) => console.error('Could not load the toaster:', error),
      )
    }
    if (toastsWanted()) load()
    const stop = onToastsWanted(() => {
      if (live) load()
    })
    return () => {
      live = false
      stop()
    }
  }, [])
  return View ? <View /> : null
}
