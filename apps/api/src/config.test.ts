import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, proxyWarning } from './config.js';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      DATA_DIR: path.resolve('data'),
      CORS_ORIGINS: [],
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
      BODY_LIMIT: 65_536,
      RATE_LIMIT_MAX: 300,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.COOKIE_SECRET).toBeUndefined();
    expect(config.WEB_DIST).toMatch(/apps[/\\]web[/\\]dist[/\\]client$/);
  });

  it('listens on the loopback behind a proxy unless told otherwise, and warns on every interface', () => {
    // A client that reaches the server without the proxy could write X-Forwarded-For itself.
    expect(loadConfig({ TRUST_PROXY: '1' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: '1', HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
    expect(proxyWarning(loadConfig({ TRUST_PROXY: '1' }))).toBeNull();
    expect(proxyWarning(loadConfig({ TRUST_PROXY: '1', HOST: '10.0.0.5' }))).toBeNull();
    expect(proxyWarning(loadConfig({}))).toBeNull();
    for (const host of ['0.0.0.0', '::']) {
      expect(proxyWarning(loadConfig({ TRUST_PROXY: '1', HOST: host }))).toMatch(
        /TRUST_PROXY is set and the server listens on every interface .*X-Forwarded-For/,
      );
    }
  });

  it('parses every variable', () => {
    const config = loadConfig({
      PORT: '0',
      DATABASE_URL: 'postgresql://u:p@db:5432/studio',
      COOKIE_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://onastudio.es/',
      CORS_ORIGINS: 'https://a.example, http://localhost:5173',
      TRUST_PROXY: '10.0.0.0/8, ::1,loopback',
      LOG_LEVEL: 'silent',
      BODY_LIMIT: '2048',
      RATE_LIMIT_MAX: '5',
    });
    expect(config).toMatchObject({
      PORT: 0,
      DATABASE_URL: 'postgresql://u:p@db:5432/studio',
      PUBLIC_URL: 'https://onastudio.es',
      CORS_ORIGINS: ['https://a.example', 'http://localhost:5173'],
      TRUST_PROXY: ['10.0.0.0/8', '::1', 'loopback'],
      BODY_LIMIT: 2048,
      RATE_LIMIT_MAX: 5,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });

  it('reads ALLOWED_HOSTS as bare host names, and refuses a scheme, a port or a path', () => {
    expect(loadConfig({}).ALLOWED_HOSTS).toEqual([]);
    expect(
      loadConfig({ ALLOWED_HOSTS: ' WWW.onastudio.es, 10.0.0.11,[::1], preview-2.ona.example ,' })
        .ALLOWED_HOSTS,
    ).toEqual(['www.onastudio.es', '10.0.0.11', '[::1]', 'preview-2.ona.example']);
    for (const value of [
      'https://www.onastudio.es',
      'www.onastudio.es:443',
      'onastudio.es/x',
      'user@onastudio.es',
      '*.onastudio.es',
      '-bad.example',
      'bad_name.example',
    ]) {
      expect(() => loadConfig({ ALLOWED_HOSTS: value }), value).toThrow(
        /ALLOWED_HOSTS\.0: must be a comma list of host names without scheme or port/,
      );
    }
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', PUBLIC_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT: must be an integer 0-65535'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT: must be an integer 0-65535'],
    [{ COOKIE_SECRET: 'short' }, 'COOKIE_SECRET: must be at least 32 characters'],
    [{ DATABASE_URL: 'mysql://db/x' }, 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
    [{ PUBLIC_URL: 'onastudio.es' }, 'PUBLIC_URL: must be an http(s) URL'],
    [{ CORS_ORIGINS: 'https://ok.example,ftp://no' }, 'CORS_ORIGINS.1: must be an http(s) URL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY: must be true, false, a number of hops'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY: must be true, false, a number of hops'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: '],
    [{ BODY_LIMIT: '-1' }, 'BODY_LIMIT: must be an integer'],
    [{ RATE_LIMIT_MAX: '0' }, 'RATE_LIMIT_MAX: must be an integer 1-1000000'],
  ])('rejects %o naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads the chat settings, with the built-in assistant by default', () => {
    expect(loadConfig({})).toMatchObject({
      CHAT_PROVIDER: 'builtin',
      CHAT_TIMEOUT_MS: 20_000,
      CHAT_RATE_LIMIT_MAX: 20,
    });
    expect(
      loadConfig({
        CHAT_PROVIDER: 'openai',
        CHAT_BASE_URL: 'http://localhost:11434/v1',
        CHAT_MODEL: 'llama3.2',
        CHAT_TIMEOUT_MS: '5000',
      }),
    ).toMatchObject({
      CHAT_PROVIDER: 'openai',
      CHAT_BASE_URL: 'http://localhost:11434/v1',
      CHAT_MODEL: 'llama3.2',
      CHAT_TIMEOUT_MS: 5000,
    });
    expect(() => loadConfig({ CHAT_PROVIDER: 'gpt' })).toThrow(/CHAT_PROVIDER/);
    expect(() => loadConfig({ CHAT_BASE_URL: 'localhost:11434' })).toThrow(/CHAT_BASE_URL/);
    expect(() => loadConfig({ CHAT_TIMEOUT_MS: '10' })).toThrow(/CHAT_TIMEOUT_MS/);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT: .*; LOG_LEVEL: /);
  });

  it('reads the quote request settings', () => {
    expect(loadConfig({})).toMatchObject({ LEADS_RATE_LIMIT_MAX: 5, LEAD_RETENTION_DAYS: 730 });
    const config = loadConfig({
      LEADS_RATE_LIMIT_MAX: '50',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Ona Studio <hola@onastudio.es>',
      STUDIO_EMAIL: 'leads@onastudio.es',
      LEAD_WEBHOOK_URL: 'https://hooks.example.com/lead',
      LEAD_RETENTION_DAYS: '365',
    });
    expect(config).toMatchObject({
      LEADS_RATE_LIMIT_MAX: 50,
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      STUDIO_EMAIL: 'leads@onastudio.es',
      LEAD_RETENTION_DAYS: 365,
    });
    expect(() =>
      loadConfig({
        SMTP_URL: 'mail.example.com',
        STUDIO_EMAIL: 'nope',
        LEAD_WEBHOOK_URL: 'ftp://x',
      }),
    ).toThrow(/SMTP_URL: must be an smtp.*STUDIO_EMAIL: .*LEAD_WEBHOOK_URL: must be an http/);
  });

  it('keeps proof of consent 760 days unless told, never less than a choice holds', () => {
    expect(loadConfig({}).CONSENT_RETENTION_DAYS).toBe(760);
    expect(loadConfig({ CONSENT_RETENTION_DAYS: '1000' }).CONSENT_RETENTION_DAYS).toBe(1000);
    expect(() => loadConfig({ CONSENT_RETENTION_DAYS: '394' })).toThrow(
      /CONSENT_RETENTION_DAYS: must be an integer 395-36500/,
    );
  });

  it('reads the Redis settings, and wants one cookie secret for every instance', () => {
    expect(loadConfig({})).toMatchObject({ REDIS_KEY_PREFIX: 'studio:' });
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    const secret = 'x'.repeat(32);
    expect(
      loadConfig({ REDIS_URL: 'rediss://:pw@cache:6380/2', COOKIE_SECRET: secret }),
    ).toMatchObject({ REDIS_URL: 'rediss://:pw@cache:6380/2' });
    // On PostgreSQL the generated secret is kept in the shared database.
    expect(
      loadConfig({ REDIS_URL: 'redis://cache', DATABASE_URL: 'postgres://u:p@db/studio' })
        .COOKIE_SECRET,
    ).toBeUndefined();
    expect(() => loadConfig({ REDIS_URL: 'redis://cache' })).toThrow(
      /COOKIE_SECRET: must be set when REDIS_URL is set without DATABASE_URL/,
    );
    expect(() => loadConfig({ REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL: must be a redis/);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});

describe('overload settings', () => {
  it('default to a bounded write queue and sane under-pressure limits', () => {
    expect(loadConfig({})).toMatchObject({
      WRITE_CONCURRENCY: 0,
      WRITE_QUEUE_MAX: 200,
      WRITE_QUEUE_WAIT_MS: 2_000,
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: 1_000,
      PRESSURE_MAX_ELU_PERCENT: 0,
      PRESSURE_MAX_HEAP_MB: 0,
      PRESSURE_MAX_RSS_MB: 0,
      OVERLOAD_RETRY_AFTER_S: 5,
    });
  });

  it('rejects a wait budget of zero and an utilisation over 100 %', () => {
    expect(() => loadConfig({ WRITE_QUEUE_WAIT_MS: '0' })).toThrow('WRITE_QUEUE_WAIT_MS');
    expect(() => loadConfig({ PRESSURE_MAX_ELU_PERCENT: '101' })).toThrow(
      'PRESSURE_MAX_ELU_PERCENT',
    );
  });
});
