// Every icon of the portal, drawn inline (no icon library: every byte counts on hotel Wi-Fi).
// One style: 24×24 line icons, 2 px round stroke in currentColor. Always decorative
// (aria-hidden): the text or the aria-label of the control around them carries the meaning.
import type { ReactNode } from 'react'

export type IconProps = { className?: string }

function Icon({ children, className, strokeWidth = 2 }: IconProps & { children: ReactNode; strokeWidth?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  )
}

// Navigation and actions

export const ArrowLeftIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </Icon>
)
export const ArrowUpIcon = ({ className = 'size-4' }: IconProps) => (
  <Icon className={className}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Icon>
)
export const CloseIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </Icon>
)
export const PlusIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M5 12h14" />
    <path d="M12 5v14" />
  </Icon>
)
export const PencilIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z" />
    <path d="m15 5 4 4" />
  </Icon>
)
export const EyeIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
)
export const DownloadIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5" />
    <path d="M12 15V3" />
  </Icon>
)
export const UploadIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m17 8-5-5-5 5" />
    <path d="M12 3v12" />
  </Icon>
)
export const RefreshIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16" />
    <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />
    <path d="M21 3v5h-5M3 21v-5h5" />
  </Icon>
)
export const LinkIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
    <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  </Icon>
)
export const SearchIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
)
export const GridIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <rect width="7" height="7" x="3" y="3" rx="1" />
    <rect width="7" height="7" x="14" y="3" rx="1" />
    <rect width="7" height="7" x="14" y="14" rx="1" />
    <rect width="7" height="7" x="3" y="14" rx="1" />
  </Icon>
)
export const ListIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
  </Icon>
)

// People and photos

export const UserIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </Icon>
)
export const UserXIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="m17 8 5 5" />
    <path d="m22 8-5 5" />
  </Icon>
)
export const CameraIcon = ({ className = 'size-6' }: IconProps) => (
  <Icon className={className}>
    <path d="M4 8.5A2.5 2.5 0 0 1 6.5 6h1.3l1.2-1.8A1.5 1.5 0 0 1 10.2 3.5h3.6a1.5 1.5 0 0 1 1.2.7L16.2 6h1.3A2.5 2.5 0 0 1 20 8.5v8a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 16.5z" />
    <circle cx="12" cy="12.5" r="3.5" />
  </Icon>
)
export const ImageIcon = ({ className = 'size-6' }: IconProps) => (
  <Icon className={className}>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="m20.5 16-4.8-4.8L7 19.5" />
  </Icon>
)
export const ImageMinusIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M21 9v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7" />
    <path d="M16 5h6" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21" />
  </Icon>
)
export const SwitchCameraIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M4 12a8 8 0 0 1 13.7-5.6L20 8.5M20 4v4.5h-4.5M20 12a8 8 0 0 1-13.7 5.6L4 15.5M4 20v-4.5h4.5" />
  </Icon>
)
export const MirrorIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M12 3v18M8.5 7 3.5 17h5zM15.5 7l5 10h-5z" />
  </Icon>
)

// Status

/** A bold tick (3 px) that still reads at 16 px inside a step dot. */
export const CheckIcon = ({ className = 'size-4' }: IconProps) => (
  <Icon className={className} strokeWidth={3}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
)
export const CheckCircleIcon = ({ className = 'size-6' }: IconProps) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8.5 12.2 2.4 2.4 4.7-5" />
  </Icon>
)
export const PendingCircleIcon = ({ className = 'size-6' }: IconProps) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="9" strokeDasharray="3 3" />
    <path d="M12 8.5v7M8.5 12h7" />
  </Icon>
)
export const AlertIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
  </Icon>
)
export const InfoIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.8v.2" />
  </Icon>
)
export const OfflineIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.2-2.6M19 12.9a10 10 0 0 0-2.3-1.6M2 8.8a15 15 0 0 1 4.3-2.7M22 8.8A15 15 0 0 0 11 5" />
    <circle cx="12" cy="20" r="0.8" fill="currentColor" />
  </Icon>
)

// Landing

export const MapPinIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
)
export const CalendarIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Icon>
)
export const LockIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
    <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" />
  </Icon>
)
export const TrophyIcon = ({ className = 'size-6' }: IconProps) => (
  <Icon className={className}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20.5h7M9.5 17h5l.5 3.5h-6z" />
  </Icon>
)

export const ClockIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
)
/** 'Remind your team': a speech bubble (the reminder goes to the team's chat). */
export const MessageIcon = ({ className = 'size-5' }: IconProps) => (
  <Icon className={className}>
    <path d="M20.5 11.5a8 8 0 0 1-11.7 7.1L4 20l1.4-4.5A8 8 0 1 1 20.5 11.5z" />
    <path d="M8.5 10.5h7M8.5 13.5h4.5" />
  </Icon>
)

/** Busy indicator: a faint ring with a turning arc (still under prefers-reduced-motion). */
export function Spinner({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={`animate-spin motion-reduce:animate-none ${className}`} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.25" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}
