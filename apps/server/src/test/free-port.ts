import { type AddressInfo, createServer } from 'node:net'

/** A loopback port nobody listens on right now (for the test servers: dovecot, PostgreSQL, the app). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}
