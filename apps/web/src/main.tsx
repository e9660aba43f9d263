import './lib/zod-config.ts'
import 'primereact/resources/themes/lara-light-blue/theme.css'
import 'primeicons/primeicons.css'
import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { Providers } from './app/providers.tsx'
import { createRouter } from './app/router.tsx'
import { installGermanLocale } from './lib/locale.ts'
import { userActivity } from './lib/user-activity.ts'

installGermanLocale()
// Before the first request: which requests are the person's doing and which are background.
userActivity.attach(window, document)
const { router, ready } = createRouter()

await ready
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
)
