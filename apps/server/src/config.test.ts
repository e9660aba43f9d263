import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('configuration from the environment', () => {
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
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '*'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'proxy.example.de'],
    ['TRUST_PROXY', '99'],
    ['HOST', 'a b'],
  ])('names the bad variable %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`))
  })

  it('trusts no proxy and listens on loopback unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ trustProxy: false, host: 'localhost' })
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ trustProxy: false })
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
  })

  it('reads TRUST_PROXY as a hop count or a list of addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16 ,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'fd00::/8',
      'loopback',
    ])
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/255.0.0.0' }).trustProxy).toEqual(['10.0.0.0/255.0.0.0'])
  })
})
