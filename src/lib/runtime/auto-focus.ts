// React focuses an input, textarea, select or button rendered with `autoFocus` when it mounts;
// Preact (our runtime, see vite.config.ts) only writes the `autofocus` attribute, which a browser
// honours once per document or when a dialog opens — not for the second question of a
// confirmation, an inline editor or a form shown later. This gives those elements React's
// behaviour: focused once, when first attached with `autoFocus` (not again on a re-render; unlike
// React, also when `autoFocus` turns true on an element already shown, which nothing here does).
// The element's own ref still gets the element, its cleanup included, and is
// wrapped once per ref so a stable ref stays stable. Imported first by the app's entry, and by the
// component tests' setup.
import { options, type VNode } from 'preact'

type RefCallback = (el: Element | null) => void | (() => void)
type RefValue = RefCallback | { current: Element | null } | null | undefined

const FOCUSED_ON_MOUNT = new Set(['input', 'textarea', 'select', 'button'])
const focused = new WeakSet<Element>()

function focusOnce(el: Element | null) {
  if (el instanceof HTMLElement && !focused.has(el)) {
    focused.add(el)
    el.focus()
  }
}

const withoutRef: RefCallback = (el) => focusOnce(el)
const wrappers = new WeakMap<object, RefCallback>()

function wrap(userRef: RefValue): RefCallback {
  if (!userRef) return withoutRef
  let wrapper = wrappers.get(userRef)
  if (!wrapper) {
    wrapper = (el) => {
      focusOnce(el)
      if (typeof userRef === 'function') return userRef(el)
      userRef.current = el
    }
    wrappers.set(userRef, wrapper)
  }
  return wrapper
}

const previous = options.vnode
options.vnode = (vnode: VNode) => {
  const props = vnode.props as { autoFocus?: unknown } | null
  if (typeof vnode.type === 'string' && FOCUSED_ON_MOUNT.has(vnode.type) && props?.autoFocus) {
    const node = vnode as VNode & { ref?: RefValue }
    node.ref = wrap(node.ref) as VNode['ref']
  }
  previous?.(vnode)
}
