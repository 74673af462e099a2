// The app's one TanStack Query cache: every screen reads through it, so two screens asking for
// the same key share one answer and one request, and a mutation refreshes what it changed by
// invalidating a key prefix (query-keys.ts). The hooks of this module pass this client
// explicitly, so a component renders the same with or without the provider above it (the
// component tests render screens on their own).
import { focusManager, QueryClient } from '@tanstack/react-query'

// A live screen reloads when its tab comes back (TanStack's own listener) and also when its window
// gets focus again with the tab visible all along (another window was in front).
focusManager.setEventListener((onFocus) => {
  if (typeof window === 'undefined') return
  const changed = () => onFocus()
  document.addEventListener('visibilitychange', changed)
  window.addEventListener('focus', changed)
  return () => {
    document.removeEventListener('visibilitychange', changed)
    window.removeEventListener('focus', changed)
  }
})

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A failed load shows its error and Try Again at once; a second automatic attempt would
      // only make a player on hotel Wi-Fi wait longer for the same answer.
      retry: false,
      // Only the live screens (dashboard, team pages) refresh on focus; they say so themselves.
      refetchOnWindowFocus: false,
    },
  },
})

// Listening for focus and connectivity from the start, as the provider would on mounting: the
// hooks use this client with or without a provider above them.
queryClient.mount()
