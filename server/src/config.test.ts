import { describe, expect, it } from 'vitest';
import { loadConfig, parseFlags } from './config';

describe('config', () => {
  it('has the defaults of the issue: port 8000, SQLite in ./data, 60-minute tokens', () => {
    const c = loadConfig(new Map(), {});
    expect(c.port).toBe(8000);
    expect(c.databaseUrl).toBe('sqlite:./data/dawa.sqlite');
    expect(c.demoData).toBe(false);
    expect(c.accessTokenMinutes).toBe(60);
    expect(c.tokenSecret).toBeUndefined();
    expect(c.logLevel).toBe('info');
    expect(c.isCentralServer).toBe(false);
  });

  it('reads the environment, and flags win over it', () => {
    const env = {
      PORT: '9000',
      DATABASE_URL: 'postgres://x/y',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'debug',
    };
    expect(loadConfig(new Map(), env)).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://x/y',
      demoData: true,
      logLevel: 'debug',
    });
    expect(loadConfig(new Map([['port', '7000']]), env).port).toBe(7000);
  });

  it('refuses bad values and unknown flags with a clear message', () => {
    expect(() => loadConfig(new Map(), { PORT: 'abc' })).toThrow(/port/);
    expect(() => loadConfig(new Map(), { DEMO_DATA: 'maybe' })).toThrow(/demo data/);
    expect(() => loadConfig(new Map(), { LOG_LEVEL: 'loud' })).toThrow(/log level/);
    expect(() => loadConfig(new Map([['nope', '1']]), {})).toThrow(/unknown option --nope/);
    expect(() => loadConfig(new Map(), { ACCESS_TOKEN_MINUTES: '0' })).toThrow(/access token/);
  });

  it('is closed by default: no introspection, no other origin, no proxy believed', () => {
    const c = loadConfig(new Map(), {});
    expect(c.introspection).toBe(false);
    expect(c.allowedOrigins).toEqual([]);
    expect(c.trustProxy).toBe(false);
  });

  it('reads extra origins, the proxies to believe and the limits, and refuses what is not one', () => {
    const c = loadConfig(new Map([['trust-proxy', '1']]), {
      ALLOWED_ORIGINS: 'https://app.example.org, http://10.0.0.5:8080/',
      RATE_LIMIT_PER_ADDRESS: '50',
      SIGN_IN_FAILURES_PER_ADDRESS: '12',
    });
    expect(c.allowedOrigins).toEqual(['https://app.example.org', 'http://10.0.0.5:8080']);
    expect(c.trustProxy).toBe(1);
    expect(c.rateLimitPerAddress).toBe(50);
    expect(c.signInFailuresPerAddress).toBe(12);
    expect(loadConfig(new Map(), { TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe(
      '10.0.0.1,10.0.0.2',
    );
    expect(() => loadConfig(new Map(), { ALLOWED_ORIGINS: 'https://x.org/path' })).toThrow(
      /allowed origins/,
    );
    expect(() => loadConfig(new Map(), { ALLOWED_ORIGINS: '*' })).toThrow(/allowed origins/);
    expect(() => loadConfig(new Map(), { RATE_LIMIT_PER_USER: '0' })).toThrow(/rate limit/);
  });

  it('parses --flag value, --flag=value and bare flags', () => {
    const { flags, rest } = parseFlags(['start', '--port', '1', '--demo-data', '--log-level=warn']);
    expect(rest).toEqual(['start']);
    expect(Object.fromEntries(flags)).toEqual({
      port: '1',
      'demo-data': 'true',
      'log-level': 'warn',
    });
  });
});
