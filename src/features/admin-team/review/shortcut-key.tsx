// The key of a shortcut, shown on its button. Hidden from assistive tech: the button's
// aria-keyshortcuts says it, and the name stays 'Approve', not 'Approve A'. Not shown on a phone
// (no keyboard), where the room goes to the button's words.
export function ShortcutKey({ children }: { children: string }) {
  return (
    <kbd
      aria-hidden="true"
      className="hidden rounded border border-current/30 px-1.5 py-px font-sans text-xs leading-4 opacity-80 sm:inline"
    >
      {children}
    </kbd>
  )
}
