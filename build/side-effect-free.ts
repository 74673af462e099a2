// The data module (src/lib/api) is one barrel of small files, each free of side effects. Telling
// the bundler so lets it trace a screen's imports through the barrel to the files the screen
// really uses: without it, every operation (the admin's too) rode along in the chunk a player's
// team link loads, because the barrel imports them all.
import type { Plugin } from 'vite'

const SIDE_EFFECT_FREE = /\/src\/lib\/api\/[^/]+\.tsx?$/

export function sideEffectFreeDataModule(): Plugin {
  return {
    name: 'side-effect-free-data-module',
    transform(code, id) {
      return SIDE_EFFECT_FREE.test(id) ? { code, map: null, moduleSideEffects: false } : null
    },
  }
}
