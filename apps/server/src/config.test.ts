import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('configuration from the environment (DESIGN.md §2)', () => {
  it('has working defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 8080,
      dataDir: './data',
      appUrl: 'http://localhost:8080',
      databaseUrl: undefined,
    })
  })

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
    })
  })

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['SESSION_SECRET', 'zu-kurz'],
    ['SMTP_URL', 'http://mail'],
    ['ADMIN_PASSWORD', 'kurz'],
    ['LOG_LEVEL', 'laut'],
  ])('names the bad variable %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`))
  })
})
