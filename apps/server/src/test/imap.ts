import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { ImapFlow } from 'imapflow'
import { freePort } from './free-port.ts'

const DOVECOT = '/usr/sbin/dovecot'
const USER = 'bewerbung'
const PASSWORD = 'geheim'
const START_TIMEOUT_MS = 10_000

/**
 * A real IMAP server on loopback: Debian's dovecot with its own config, run as a child process.
 * Everything of one instance (config, sockets, state, log, the one user's maildir) lives in a fresh
 * temp dir, and the port is free-picked, so parallel instances (the PGlite and the PostgreSQL run of
 * the server suite) share nothing. Tests put mails in with `append` and look at INBOX with `messages`.
 */
export async function startImapServer() {
  if (!existsSync(DOVECOT)) throw new Error(`${DOVECOT} is missing: install Debian's dovecot-imapd`)
  if (process.getuid?.() !== 0) throw new Error('the IMAP test server starts dovecot and needs root')
  // Dovecot refuses root for mail access: the maildir belongs to the package's `dovecot` user.
  const mailUser = systemUser('dovecot')
  systemUser('dovenull')

  const dir = await mkdtemp(join(tmpdir(), 'bb-imap-'))
  // Its processes are titled `<instance_name>/<service>`: the unique dir name finds them all again.
  const instance = `dovecot-${basename(dir)}`
  let dovecot: ChildProcess | undefined
  let port = 0
  try {
    await chmod(dir, 0o755) // mkdtemp gives 0700; the mail and login processes run unprivileged
    await mkdir(join(dir, 'mail'))
    await chown(join(dir, 'mail'), mailUser.uid, mailUser.gid)
    await writeFile(join(dir, 'passwd'), `${USER}:{PLAIN}${PASSWORD}\n`)
    // Another process may take the probed port before dovecot binds it: then once more on a new one.
    for (let attempt = 1; !dovecot; attempt++) {
      port = await freePort()
      await rm(join(dir, 'dovecot.log'), { force: true })
      await writeFile(join(dir, 'dovecot.conf'), dovecotConfig(dir, instance, port))
      try {
        dovecot = await launch(dir, port)
      } catch (error) {
        if (attempt >= 3 || !String(error).includes('Address already in use')) throw error
        await stopInstance(undefined, instance)
      }
    }
  } catch (error) {
    await stopInstance(dovecot, instance)
    await rm(dir, { recursive: true, force: true })
    throw error
  }

  // Should the test process end without close(): no dovecot outlives it.
  const onExit = () => {
    for (const pid of pidsOf(instance)) tryKill(pid, 'SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
  process.once('exit', onExit)

  const withClient = <T>(work: (client: ImapFlow) => Promise<T>) => withImap(port, work)
  let closing: Promise<void> | undefined

  return {
    url: `imap://${encodeURIComponent(USER)}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}`,
    user: USER,
    password: PASSWORD,
    host: '127.0.0.1',
    port,
    /** The instance's temp dir: dovecot.conf, dovecot.log, mail/<user>/Maildir. */
    dir,
    /** Puts one RFC 5322 mail into INBOX, as a mail server would on delivery. */
    async append(raw: string | Buffer, flags: string[] = []): Promise<void> {
      const result = await withClient((client) => client.append('INBOX', raw, flags))
      if (!result) throw new Error('IMAP APPEND to INBOX failed')
    },
    /**
     * What INBOX holds now, oldest first. Read-only (EXAMINE), so it changes nothing the app sees;
     * the session flag \Recent is left out, stored flags such as \Seen are in.
     */
    messages(): Promise<Array<{ uid: number; flags: string[]; subject: string }>> {
      return withClient(async (client) => {
        const box = await client.mailboxOpen('INBOX', { readOnly: true })
        if (!box.exists) return []
        const fetched = await client.fetchAll('1:*', { uid: true, flags: true, envelope: true })
        return fetched.map((message) => ({
          uid: message.uid,
          flags: [...(message.flags ?? [])].filter((flag) => flag !== '\\Recent').sort(),
          subject: message.envelope?.subject ?? '',
        }))
      })
    },
    /** Empties INBOX (the UIDs of later mails still go on counting up). */
    clear(): Promise<void> {
      return withClient(async (client) => {
        const box = await client.mailboxOpen('INBOX')
        if (box.exists) await client.messageDelete('1:*')
      })
    },
    /** Stops every dovecot process of this instance and removes its temp dir. */
    close(): Promise<void> {
      closing ??= (async () => {
        await stopInstance(dovecot, instance)
        process.removeListener('exit', onExit)
        await rm(dir, { recursive: true, force: true })
      })()
      return closing
    },
  }
}
export type TestImap = Awaited<ReturnType<typeof startImapServer>>

/** The whole dovecot.conf: IMAP only, plaintext on loopback, one user. */
function dovecotConfig(dir: string, instance: string, port: number): string {
  return `# Generated by apps/server/src/test/imap.ts for one test run.
instance_name = ${instance}
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_verbose = yes
auth_failure_delay = 0
default_internal_user = dovecot
default_login_user = dovenull
# The mail user's uid (the dovecot system user) is below the default of 500.
first_valid_uid = 1
first_valid_gid = 1
mail_location = maildir:~/Maildir
mail_fsync = never
namespace inbox {
  inbox = yes
}
# The one user. (A static passdb would take any user name, or with a username_filter answer unknown ones
# with a "temporary failure" instead of AUTHENTICATIONFAILED.)
passdb {
  driver = passwd-file
  args = ${dir}/passwd
}
userdb {
  driver = static
  args = uid=dovecot gid=dovecot home=${dir}/mail/%u
}
# Failed logins from one IP delay the next login (2 s and up): not wanted when tests try wrong passwords.
service anvil {
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
service imap-login {
  inet_listener imap {
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
`
}

/** Starts `dovecot -F` and resolves once a login works; on failure it is stopped again. */
async function launch(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(error.message))
    child.once('exit', (code, signal) => resolve(`exited with ${signal ?? `code ${code}`}`))
  })
  const fail = async (reason: string) => {
    child.kill('SIGKILL')
    const log = await readFile(join(dir, 'dovecot.log'), 'utf8').catch(() => '')
    const tail = `${output}${log}`.trim().split('\n').slice(-20).join('\n')
    return new Error(`dovecot did not start: ${reason}\n--- its output and log ---\n${tail || '(empty)'}`)
  }

  const deadline = Date.now() + START_TIMEOUT_MS
  let lastError = 'none'
  while (Date.now() < deadline) {
    const attempt = withImap(port, async () => {}, Math.max(deadline - Date.now(), 100)).then(
      () => ({ ok: true }),
      (error: Error & { authenticationFailed?: boolean }) => ({ error }),
    )
    const outcome = await Promise.race([attempt, exited.then((reason) => ({ exited: reason }))])
    if ('ok' in outcome) return child
    if ('exited' in outcome) throw await fail(outcome.exited)
    // Refused credentials stay refused; anything else (not listening yet) is worth another try.
    if (outcome.error.authenticationFailed) throw await fail(`login refused: ${outcome.error.message}`)
    lastError = outcome.error.message
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw await fail(`no IMAP login within ${START_TIMEOUT_MS / 1000} s (last error: ${lastError})`)
}

/** One logged-in imapflow session for `work`, logged out afterwards. */
async function withImap<T>(port: number, work: (client: ImapFlow) => Promise<T>, timeoutMs = 10_000) {
  const client = new ImapFlow({
    host: '127.0.0.1',
    port,
    secure: false,
    auth: { user: USER, pass: PASSWORD },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
  })
  client.on('error', () => {}) // a broken connection also rejects the pending call below
  try {
    await client.connect()
    return await work(client)
  } finally {
    if (client.usable) await client.logout().catch(() => {})
    client.close()
  }
}

/**
 * Stops every process of the instance. SIGTERM to the master alone works too, but it then waits about a
 * second for its log process; terminating them all at once takes a tenth of that.
 */
async function stopInstance(dovecot: ChildProcess | undefined, instance: string) {
  const exited =
    dovecot && dovecot.exitCode === null && dovecot.signalCode === null
      ? new Promise((resolve) => dovecot.once('exit', resolve))
      : undefined
  dovecot?.kill('SIGTERM')
  // Again and again, since a child the master was just forking can miss the first signal;
  // after a second it is SIGKILL.
  const started = Date.now()
  for (let left = pidsOf(instance); left.length > 0; left = pidsOf(instance)) {
    const waited = Date.now() - started
    if (waited > 5_000) throw new Error(`dovecot processes left over: ${left.join(', ')}`)
    for (const pid of left) tryKill(pid, waited > 1_000 ? 'SIGKILL' : 'SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  await exited // reaped, so no zombie is left either
}

/** Pids of one instance: the master (`dovecot -F -c <dir>/dovecot.conf`) and its `<instance>/<service>`s. */
function pidsOf(instance: string): number[] {
  const config = `${instance.replace(/^dovecot-/, '')}/dovecot.conf`
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        return cmdline.startsWith(`${instance}/`) || (cmdline.startsWith(DOVECOT) && cmdline.includes(config))
      } catch {
        return false // gone meanwhile
      }
    })
    .map(Number)
}

function tryKill(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal)
  } catch {
    // already gone
  }
}

/** uid and gid of a system user from /etc/passwd (dovecot-imapd creates `dovecot` and `dovenull`). */
function systemUser(name: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`))
  const [, , uid, gid] = line?.split(':') ?? []
  if (!uid || !gid) throw new Error(`no system user ${name}: reinstall dovecot-imapd`)
  return { uid: Number(uid), gid: Number(gid) }
}
