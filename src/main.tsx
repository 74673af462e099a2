import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { reloadOnceOnStaleChunk } from './app/reload-on-stale-chunk'
import { preloadRouteChunk } from './app/route-preload'
import { prefetchTeamLink } from './app/team-link-prefetch'
import { detectLanguage, loadMessages } from './i18n'
import './index.css'

reloadOnceOnStaleChunk()

// The screen's chunk, a team link's data and the player's dictionary (English is built in) load
// side by side; the first render waits for the dictionary so the page never flashes in the wrong
// language.
preloadRouteChunk(window.location.pathname)
prefetchTeamLink(window.location.pathname)
const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
loadMessages(detectLanguage()).then(render, (error: unknown) => {
  console.error('Could not load the language, showing English:', error)
  render()
})
