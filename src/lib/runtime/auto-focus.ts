// React focuses an element rendered with `autoFocus` when it mounts; Preact (our runtime, see
// vite.config.ts) only writes the `autofocus` attribute, which a browser honours once per
// document or when a dialog opens — not for the second question of a confirmation, an inline
// editor or a form shown later. This gives every DOM element with `autoFocus` React's behaviour:
// focused once, when it is first attached. Imported by the app's entry and the component tests.
import { options, type VNode } from 'preact'

const focused = new WeakSet<Element>()

type RefValue = ((el: Element | null) => void) | { current: Element | null } | null | undefined

function focusOnAttach(userRef: RefValue) {
  return (el: Element | null) => {
    if (el instanceof HTMLElement && !focused.has(el)) {
      focused.add(el)
      el.focus()
    }
    if (typeof userRef === 'function') userRef(el)
    else if (userRef) userRef.current = el
  }
}

const previous = options.vnode
options.vnode = (vnode: VNode) => {
  const props = vnode.props as { autoFocus?: unknown } | null
  if (typeof vnode.type === 'string' && props?.autoFocus) {
    const node = vnode as VNode & { ref?: RefValue }
    node.ref = focusOnAttach(node.ref) as VNode['ref']
  }
  previous?.(vnode)
}
