import '@testing-library/jest-dom/vitest'
import './setup-i18n'
import { queryClient } from '@/lib/api/query-client'

// The app's one query cache lives as long as the page; each test starts with it empty.
afterEach(() => queryClient.clear())
