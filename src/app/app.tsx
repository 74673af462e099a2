import { BrowserRouter } from 'react-router-dom'
import { I18nProvider } from '@/i18n'
import { AppToaster } from '@/components/app-toaster'
import { AppRoutes } from './router'

export function App() {
  return (
    <I18nProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <AppToaster />
    </I18nProvider>
  )
}
