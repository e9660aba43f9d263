import { Agent, request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

/** What Chromium sends along with a fetch of the SPA: the answers come compressed. */
export const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' }

/** Logs in over HTTP as the SPA does (CSRF cookie first) and returns the Cookie header to send. */
export async function login(base: string, email: string, password: string): Promise<string> {
  const jar = new Map<string, string>()
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const [name = '', ...value] = pair.split('=')
      jar.set(name, value.join('='))
    }
  }
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  keep(await fetch(`${base}/sanctum/csrf-cookie`))
  const response = await fetch(`${base}/login-user`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookie(),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify({ email, password }),
  })
  if (response.status !== 200) throw new Error(`login ${response.status}`)
  keep(response)
  return cookie()
}

export interface Answer {
  status: number
  /** Bytes on the wire (compressed, as sent). */
  bytes: number
  body: Buffer
  /** The body decompressed and parsed. */
  json(): unknown
}

/**
 * Connections stay open between polls, as a browser keeps them (Chromium for minutes; Node's own
 * agents drop an idle socket after a few seconds, which would open a new connection every poll).
 */
const browserLike = new Agent({ keepAlive: true })

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body)
  if (encoding === 'gzip') return gunzipSync(body)
  return body
}

/** One GET on a kept-alive connection; the body stays as sent, `json()` decodes it. */
export function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: browserLike }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        const encoding = res.headers['content-encoding']
        resolve({
          status: res.statusCode ?? 0,
          bytes: body.length,
          body,
          json: () => JSON.parse(decode(body, encoding).toString('utf8')),
        })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}
