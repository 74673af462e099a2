// Every language's dictionary registered up front, as if loaded: tests render Spanish at once,
// without waiting for loadMessages' chunk (tests/unit/i18n/lazy-messages.test.ts covers that).
import { registerMessages } from '@/i18n'
import { es } from '@/i18n/es'

registerMessages('es', es)
