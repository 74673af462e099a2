// react-webcam ships only a CommonJS (UMD) build. Vite's build bundles it, so its require('react')
// gets the app's runtime (Preact's compat layer, see vite.config.ts); Vitest would hand the file to
// Node, whose require('react') is React itself. This runs the library's own file the way the
// bundler does, with `react` bound to the module the app's code gets.
import * as runtime from 'react'
import source from '../../../node_modules/react-webcam/dist/react-webcam.js?raw'

const module = { exports: {} as { default?: unknown } }
const requireShim = (id: string) => {
  if (id === 'react') return runtime
  throw new Error(`react-webcam asked for ${id}`)
}
new Function('module', 'exports', 'require', source)(module, module.exports, requireShim)

const Webcam = (module.exports.default ?? module.exports) as typeof import('react-webcam').default
export default Webcam
