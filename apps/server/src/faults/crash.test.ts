import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../test/free-port.ts'
import { PDF } from '../test/multipart.ts'
import { type PrivatePostgres, startPrivatePostgres } from '../test/private-postgres.ts'

/**
 * Nothing is lost when the server dies (issue #8): the process killed (SIGKILL) during an upload
 * and during applicant saves. After a restart on the same data there is no half record, no orphan
 * file, and nothing that was acknowledged is missing. A real server process, on PGlite in the PGlite run of
 * the suite and on a private PostgreSQL in the PostgreSQL run.
 */
const root = resolve(import.meta.dirname, '../../../..')
const ADMIN = { email: 'crash.admin@example.test', password: 'Absturz-sicher 2026!' }
const dataDir = mkdtempSync(join(tmpdir(), 'bb-crash-'))
let port = 0
let server: ChildProcess | undefined
let postgres: PrivatePostgres | undefined

async function start() {
  let output = ''
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      SMTP_URL: '',
      IMAP_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (c) => (output += String(c)))
  server.stderr?.on('data', (c) => (output += String(c)))
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited:\n${output}`)
    if (
      await fetch(`${base()}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server did not start:\n${output}`)
}

async function kill() {
  const child = server
  if (!child || child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGKILL')
  await exited
}

const base = () => `http://127.0.0.1:${port}`

/** A browser's cookies and CSRF header over fetch. */
function client() {
  const cookies = new Map<string, string>()
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  async function call(method: string, path: string, body?: unknown) {
    if (method !== 'GET' && !cookies.has('XSRF-TOKEN')) await call('GET', '/sanctum/csrf-cookie')
    const response = await fetch(`${base()}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        cookie: header(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookies.has('XSRF-TOKEN')
          ? { 'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN')!) }
          : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const [name = '', ...value] = pair.split('=')
      cookies.set(name.trim(), value.join('='))
    }
    return response
  }
  return { call, header, cookies }
}

beforeAll(async () => {
  if (process.env.TEST_DB === 'postgres') postgres = await startPrivatePostgres()
  port = await freePort()
  await start()
})
afterAll(async () => {
  await kill()
  await postgres?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const documentFiles = () => {
  const dir = join(dataDir, 'documents')
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name)
}

describe('SIGKILL of the server process', () => {
  it('mid-upload: after the restart no document row and no file remain', async () => {
    const admin = client()
    expect((await admin.call('POST', '/login-user', ADMIN)).status).toBe(200)
    const applicant = await (
      await admin.call('POST', '/api/applicants', { first_name: 'Ulla', last_name: 'Upload' })
    ).json()
    const boundary = 'crashboundary'
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="applicant_id"\r\n\r\n${applicant.id}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gross.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    )
    const upload = request(`${base()}/api/document/${applicant.id}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + 5 * 1024 * 1024),
        cookie: admin.header(),
        'x-xsrf-token': decodeURIComponent(admin.cookies.get('XSRF-TOKEN') ?? ''),
      },
    })
    upload.on('error', () => {}) // the server dies under it
    upload.write(head)
    upload.write(Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024, 1)]))
    // Wait until the server is staging the file, then kill it mid-body.
    const deadline = Date.now() + 10_000
    while (documentFiles().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    expect(documentFiles().length).toBeGreaterThan(0)
    await kill()
    upload.destroy()

    await start()
    const after = client()
    await after.call('POST', '/login-user', ADMIN)
    expect(await (await after.call('GET', `/api/documents/${applicant.id}`)).json()).toEqual([])
    expect(documentFiles()).toEqual([])
  })

  it('mid-save: every acknowledged applicant is there after the restart, none is half-stored', async () => {
    const admin = client()
    expect((await admin.call('POST', '/login-user', ADMIN)).status).toBe(200)
    const acknowledged: number[] = []
    let killed: Promise<void> | undefined
    const saves = Array.from({ length: 40 }, (_, i) =>
      admin
        .call('POST', '/api/applicants', {
          first_name: 'Sven',
          last_name: `Speichern${i}`,
          email: `s${i}@example.de`,
        })
        .then(async (response) => {
          if (response.status === 201) acknowledged.push((await response.json()).id)
          if (acknowledged.length >= 8) killed ??= kill()
        })
        .catch(() => {}),
    )
    await Promise.all(saves)
    await (killed ?? kill())
    expect(acknowledged.length).toBeGreaterThanOrEqual(8)

    await start()
    const after = client()
    await after.call('POST', '/login-user', ADMIN)
    for (const id of acknowledged) {
      const response = await after.call('GET', `/api/applicants/${id}`)
      expect(response.status, `acknowledged applicant ${id}`).toBe(200)
    }
    const list = await (await after.call('GET', '/api/applicants?per_page=500')).json()
    for (const applicant of list.data as Array<{ id: number; last_name: string }>) {
      const history = await (await after.call('GET', `/api/history/${applicant.id}`)).json()
      expect(
        history.map((h: { action: string }) => h.action),
        applicant.last_name,
      ).toContain('created')
    }
  })
})
