import '@testing-library/jest-dom/vitest'
import './setup-i18n'
// The app's entry applies this too (the component tests render without the entry).
import '@/lib/runtime/auto-focus'
