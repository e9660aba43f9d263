import { Outlet } from 'react-router'

/** Guest and error screens: a calm, centred card with the product name. */
export function DefaultLayout() {
  return (
    <div className="default-layout">
      <div className="default-layout__brand">
        <img src="/favicon.svg" alt="" width={36} height={36} />
        <span>Bewerber-Backoffice</span>
      </div>
      <main className="default-layout__card">
        <Outlet />
      </main>
      <footer className="default-layout__footer">Personaldaten werden nach DSGVO verarbeitet.</footer>
    </div>
  )
}
