import { isIP } from 'node:net'

/**
 * Which hops may tell us the client's address through X-Forwarded-For. Off unless configured:
 * trusting the header from anyone lets every request pick its own address (throttles and the
 * audit log then see whatever the attacker wrote). `TRUST_PROXY` is either a hop count (the N
 * proxies nearest to the server) or a comma-separated list of addresses / CIDR ranges (and the
 * names loopback, linklocal, uniquelocal). Fastify (proxy-addr) then walks the header from the
 * right and takes the first address that is not trusted: the right-most untrusted one.
 */
export type TrustProxy = false | number | string[]

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string): boolean {
  if (NAMED.has(entry)) return true
  const [address, bits, ...rest] = entry.split('/')
  if (rest.length > 0 || !address) return false
  const family = isIP(address)
  if (family === 0) return false
  if (bits === undefined) return true
  // A range is either prefix bits or (IPv4 only) a dotted netmask.
  if (/^\d{1,3}$/.test(bits)) return Number(bits) <= (family === 4 ? 32 : 128)
  return family === 4 && isIP(bits) === 4
}

/** Parses TRUST_PROXY; returns an error text (German) instead of throwing, for the config schema. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = raw?.trim() ?? ''
  if (value === '' || value === 'false' || value === '0') return false
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return hops <= 10 ? hops : { error: 'höchstens 10 Proxy-Stufen' }
  }
  if (value === 'true' || value === '*') {
    return { error: 'allen Absendern zu vertrauen ist unsicher; eine Anzahl Stufen oder Adressen angeben' }
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const bad = entries.filter((entry) => !isAddressOrRange(entry))
  if (bad.length > 0) return { error: `keine Adresse oder kein Adressbereich: ${bad.join(', ')}` }
  return entries
}

/**
 * The form Fastify takes. A hop count becomes a function (Fastify refuses plain numbers): the
 * socket peer is hop 0, so N hops trust indexes 0..N-1. Use a count only when the server is
 * reachable through the proxy alone; otherwise name the proxy's addresses.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust
  return trust
}
