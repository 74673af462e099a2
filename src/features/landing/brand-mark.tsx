// The portal's mark: a camera in a rounded square. A filled logo, not a line icon, so it lives
// beside the one page that shows it rather than in src/components/icons.tsx.
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#fff" />
      <path
        d="M9 12.5A2.5 2.5 0 0 1 11.5 10h1.2l1.2-1.8a1.5 1.5 0 0 1 1.2-.7h1.8a1.5 1.5 0 0 1 1.2.7l1.2 1.8h1.2a2.5 2.5 0 0 1 2.5 2.5v7a2.5 2.5 0 0 1-2.5 2.5h-9A2.5 2.5 0 0 1 9 19.5z"
        fill="#0b3d91"
      />
      <circle cx="16" cy="16" r="3.2" fill="#fff" />
      <circle cx="16" cy="16" r="1.6" fill="#0b3d91" />
    </svg>
  )
}
