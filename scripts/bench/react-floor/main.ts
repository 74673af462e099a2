// React's floor for the player's first load: react + react-dom/client + react-router-dom rendering
// one route with BrowserRouter, and nothing of the app. Built by scripts/bench/react-floor.ts with
// the app's own bundler settings, so the gap between the two is the app's code. createElement
// rather than JSX: the same code once minified, and no JSX setup for scripts/.
import { createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Route, Routes } from 'react-router-dom'

createRoot(document.getElementById('root')!).render(
  h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h('p', null, 'Hello') }))),
)
