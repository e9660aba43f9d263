import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 64

/** scrypt cost; OWASP's recommendation (N=2^17, r=8, p=1). Tests pass a lower N via the app config. */
export const DEFAULT_SCRYPT_COST = 2 ** 17

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

const maxmem = (N: number, r: number) => 128 * N * r * 2

/** Format: scrypt$N$r$p$salt$hash, so the cost can rise without invalidating stored hashes. */
export async function hashPassword(password: string, cost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, { N: cost, r: 8, p: 1, maxmem: maxmem(cost, 8) })
  return ['scrypt', cost, 8, 1, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false
  const N = Number(n)
  const R = Number(r)
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N,
    r: R,
    p: Number(p),
    maxmem: maxmem(N, R),
  })
  const expected = Buffer.from(hash, 'base64')
  return expected.length === key.length && timingSafeEqual(expected, key)
}

/** A hash to verify against when the user does not exist, so both cases take similar time. */
let dummyHash: Promise<string> | undefined
export function dummyPasswordHash(cost: number): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'), cost)
  return dummyHash
}
