// The app's toasts, with react-hot-toast (and its CSS-in-JS) fetched with the first toast rather
// than with the first screen: most visits show none. Same calls as react-hot-toast's `toast`;
// ids are made here, so toast.loading can answer one before the library is in. Calls made while
// it loads are replayed in order once it is.
import type { ToastOptions } from 'react-hot-toast'

type Library = typeof import('react-hot-toast').default
type Options = Pick<ToastOptions, 'id' | 'duration' | 'icon' | 'position'>

let library: Promise<Library> | undefined
let wanted = false
const listeners = new Set<() => void>()
let lastId = 0

export function loadLibrary(): Promise<Library> {
  library ??= import('react-hot-toast').then(
    (m) => m.default,
    (error: unknown) => {
      library = undefined // the next toast asks again
      throw error
    },
  )
  return library
}

function withLibrary(call: (toast: Library) => void): void {
  wanted = true
  for (const listener of listeners) listener()
  loadLibrary().then(call, (error: unknown) => console.error('Could not load the toasts:', error))
}

function show(kind: 'blank' | 'success' | 'error' | 'loading', message: string, options?: Options): string {
  const id = options?.id ?? `toast-${++lastId}`
  withLibrary((toast) => (kind === 'blank' ? toast : toast[kind])(message, { ...options, id }))
  return id
}

const toast = Object.assign((message: string, options?: Options) => show('blank', message, options), {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
  loading: (message: string, options?: Options) => show('loading', message, options),
  /** Nothing to dismiss before a first toast: the library isn't even asked for then. */
  dismiss: (id?: string) => {
    if (library) withLibrary((t) => t.dismiss(id))
  },
})
export default toast

/** Whether a toast was asked for, so the toaster (toaster-view.tsx) is worth loading. */
export function toastsWanted(): boolean {
  return wanted
}
/** Called at every toast asked for (the toaster retries its load then if it failed before). */
export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
