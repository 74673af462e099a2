import { BrowserRouter } from 'react-router-dom'
import { QueryClientProvider } from '@tanstack/react-query'
import { queryClient } from '@/lib/api/query-client'
import { I18nProvider } from '@/i18n'
import { AppToaster } from '@/components/app-toaster'
import { AppRoutes } from './router'

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <AppToaster />
      </I18nProvider>
    </QueryClientProvider>
  )
}
