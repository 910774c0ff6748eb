import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDuration } from './config.js';

const capture = (env: Record<string, string | undefined>): ConfigError => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted a bad configuration');
};

describe('loadConfig', () => {
  it('fills every default from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:3000',
      ACCESS_TOKEN_TTL: 300_000,
      REFRESH_TOKEN_TTL: 86_400_000,
      JOB_POLL_INTERVAL: 1000,
      TRUST_PROXY: false,
      CORS_ORIGINS: [],
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT when it is not set, and drops a trailing slash when it is', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://clutch.example/' }).PUBLIC_URL).toBe(
      'https://clutch.example',
    );
  });

  it('remembers whether PUBLIC_URL was set, so browser redirects can follow the request instead', () => {
    expect(loadConfig({}).HAS_PUBLIC_URL).toBe(false);
    expect(loadConfig({ PUBLIC_URL: ' ' }).HAS_PUBLIC_URL).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://clutch.example' }).HAS_PUBLIC_URL).toBe(true);
  });

  it('treats an empty or blank variable as unset', () => {
    const config = loadConfig({ PORT: ' ', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['5m', 300_000],
    ['1500ms', 1500],
    ['30s', 30_000],
    ['30', 30_000],
    ['2h', 7_200_000],
    ['1d', 86_400_000],
    [' 10 m ', 600_000],
  ])('reads the duration %j as %i ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
    expect(loadConfig({ ACCESS_TOKEN_TTL: text }).ACCESS_TOKEN_TTL).toBe(ms);
  });

  it('reads lists and flags', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.example, https://b.example,',
      TRUST_PROXY: 'yes',
      SEED_DEMO: '0',
    });
    expect(config).toMatchObject({
      CORS_ORIGINS: ['https://a.example', 'https://b.example'],
      TRUST_PROXY: true,
      SEED_DEMO: false,
    });
  });

  it('throws one ConfigError naming every bad variable at once', () => {
    const error = capture({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      JWT_SECRET: 'too-short',
      ACCESS_TOKEN_TTL: '5 minutes',
      HOST: 'fine',
    });
    expect(error.message).toMatch(/^Invalid configuration:/);
    const named = error.message
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(':')[0]);
    expect(named.sort()).toEqual(['ACCESS_TOKEN_TTL', 'DATABASE_URL', 'JWT_SECRET', 'PORT']);
    expect(error.message).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(error.message).toContain('JWT_SECRET: must be at least 32 characters');
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['REDIS_URL', 'http://cache'],
    ['SMTP_URL', 'mail.example:25'],
    ['PUBLIC_URL', 'not a url'],
    ['TRUST_PROXY', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['BODY_LIMIT', '10'],
    ['ACCESS_TOKEN_TTL', '0s'],
    ['JOB_POLL_INTERVAL', '0'],
  ])('refuses %s=%j with a ConfigError naming it', (name, value) => {
    expect(capture({ [name]: value }).message).toContain(`  ${name}: `);
  });
});
