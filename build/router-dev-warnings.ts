// React Router 7 exports only its development build (every export condition points at
// dist/development), so a production bundle carries its developer warnings and their texts
// (remix-run/react-router#14102). Its production build differs by one constant: the build turns
// it off here, in `vite build` only, so the dev server keeps the warnings.
import type { Plugin } from 'vite'

const ROUTER_DEV_BUILD = /\/node_modules\/react-router\/dist\/development\/[^/]+\.m?js$/
const FLAG = 'var ENABLE_DEV_WARNINGS = true;'

export function routerWithoutDevWarnings(): Plugin {
  return {
    name: 'router-without-dev-warnings',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_DEV_BUILD.test(id) || !code.includes(FLAG)) return null
      return { code: code.replace(FLAG, 'var ENABLE_DEV_WARNINGS = false;'), map: null }
    },
  }
}
