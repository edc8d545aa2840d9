import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeDatabase, loadConfig, REPO_ROOT, shouldSeed } from '../src/config.js';

describe('start-up configuration', () => {
  it('defaults to port 8080 on all interfaces with PGlite under <repo>/.data/pglite', () => {
    const config = loadConfig({}, []);
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', databaseUrl: undefined });
    expect(config.dataDir).toBe(join(REPO_ROOT, '.data', 'pglite'));
    expect(join(REPO_ROOT, 'gateway')).toBe(join(import.meta.dirname, '..'));
  });

  it('seeds the embedded database always, PostgreSQL only when asked', () => {
    expect(shouldSeed(loadConfig({}, []))).toBe(true);
    const url = 'postgres://srm:secret@db:5432/srm';
    expect(shouldSeed(loadConfig({ DATABASE_URL: url }, []))).toBe(false);
    expect(shouldSeed(loadConfig({ DATABASE_URL: url, SEED_DEMO: '1' }, []))).toBe(true);
    expect(shouldSeed(loadConfig({ DATABASE_URL: url }, ['--seed']))).toBe(true);
  });

  it('hides the database password when printing', () => {
    const text = describeDatabase(loadConfig({ DATABASE_URL: 'postgres://srm:secret@db:5432/srm' }, []));
    expect(text).toContain('db:5432/srm');
    expect(text).not.toContain('secret');
  });

  it('reads the hosts uploadByUrl may fetch from, none by default', () => {
    expect(loadConfig({}, []).fileFetchHosts).toEqual([]);
    expect(loadConfig({ FILE_FETCH_HOSTS: ' Files.Example.com, 10.0.0.5:8080 ,,' }, []).fileFetchHosts).toEqual(['files.example.com', '10.0.0.5:8080']);
  });

  it('keeps the API docs for signed-in callers unless API_DOCS_PUBLIC=1', () => {
    expect(loadConfig({}, []).apiDocsPublic).toBe(false);
    expect(loadConfig({ API_DOCS_PUBLIC: '0' }, []).apiDocsPublic).toBe(false);
    // `true` used to mean off without a word: now it is a mistake to fix.
    expect(() => loadConfig({ API_DOCS_PUBLIC: 'true' }, [])).toThrow('API_DOCS_PUBLIC 只能是 1 或 0');
    expect(loadConfig({ API_DOCS_PUBLIC: '1' }, []).apiDocsPublic).toBe(true);
  });

  it('serves the demo page as the embedded systems by default; EMBED_BASES replaces it', () => {
    expect(loadConfig({}, []).embedBases).toEqual({
      bidding: '/gateway/demo-embed/bidding/',
      lms: '/gateway/demo-embed/lms/',
    });
    expect(loadConfig({ EMBED_BASES: '' }, []).embedBases).toEqual(loadConfig({}, []).embedBases);
    expect(loadConfig({ EMBED_BASES: '{"lms":" https://lms.example.com/app/ ","n":3,"empty":""}' }, []).embedBases).toEqual({ lms: 'https://lms.example.com/app/' });
    expect(loadConfig({ EMBED_BASES: '{}' }, []).embedBases).toEqual({});
    expect(() => loadConfig({ EMBED_BASES: '["https://x"]' }, [])).toThrow('EMBED_BASES');
  });

  it('rejects a malformed port', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, [])).toThrow('PORT');
  });

  it('lists every mistake at once, one line each in Chinese and English', () => {
    const mistakes = (() => {
      try {
        loadConfig(
          {
            PORT: '70000',
            TOKEN_TTL_MS: '-5',
            FILE_STORAGE: 's3',
            EMBED_BASES: '{lms:',
            OIDC_ISSUER: 'https://sso.example.com',
            OIDC_CLIENT_ID: 'srm',
            DATABASE_URL: 'mysql://srm@db/srm',
            METRICS_TOKEN: 'short',
            TRUST_PROXY: 'yes',
            LOG_LEVEL: 'verbose',
          },
          [],
        );
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as Error).message.split('\n')).toHaveLength((error as ConfigError).mistakes.length + 1);
        return (error as ConfigError).mistakes;
      }
      throw new Error('no ConfigError');
    })();
    expect(mistakes).toEqual([
      'PORT 必须是 1 到 65535 之间的整数，当前为 "70000" (PORT must be an integer from 1 to 65535, got "70000")',
      'DATABASE_URL 必须是 postgres:// / postgresql:// 开头的地址 (DATABASE_URL must be a postgres:// / postgresql:// URL)',
      'TOKEN_TTL_MS 必须是正整数，当前为 "-5" (TOKEN_TTL_MS must be a positive integer, got "-5")',
      'TRUST_PROXY 只能是 1 或 0，当前为 "yes" (TRUST_PROXY must be 1 or 0, got "yes")',
      'OIDC_ISSUER 设置后还需要 OIDC_CLIENT_SECRET、OIDC_REDIRECT_URI (OIDC_ISSUER also needs OIDC_CLIENT_SECRET, OIDC_REDIRECT_URI)',
      expect.stringMatching(/^EMBED_BASES 必须是 JSON 对象.* \(EMBED_BASES must be JSON/),
      'FILE_STORAGE 只能是 "local", "postgres" 之一，当前为 "s3" (FILE_STORAGE must be one of "local", "postgres", got "s3")',
      'METRICS_TOKEN 至少需要 16 个字符 (METRICS_TOKEN must be at least 16 characters long)',
      'LOG_LEVEL 只能是 "fatal", "error", "warn", "info", "debug", "trace", "silent" 之一，当前为 "verbose" (LOG_LEVEL must be one of "fatal", "error", "warn", "info", "debug", "trace", "silent", got "verbose")',
    ]);
  });

  it('refuses OIDC settings without an issuer, and an issuer that is not an address', () => {
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'srm' }, [])).toThrow('OIDC_CLIENT_ID set without OIDC_ISSUER');
    expect(() => loadConfig({ OIDC_ISSUER: 'sso.example.com', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b', OIDC_REDIRECT_URI: 'https://srm.example.com/login' }, [])).toThrow('OIDC_ISSUER must be a https:// / http:// URL');
  });

  it('accepts a complete production setting, and FILE_STORAGE=postgres on the embedded database too', () => {
    const config = loadConfig(
      {
        PORT: '8081',
        DATABASE_URL: 'postgresql://srm:secret@db:5432/srm',
        FILE_STORAGE: 'postgres',
        METRICS_TOKEN: 'm'.repeat(16),
        TRUST_PROXY: '1',
        OIDC_ISSUER: 'https://sso.example.com',
        OIDC_CLIENT_ID: 'srm',
        OIDC_CLIENT_SECRET: 'secret',
        OIDC_REDIRECT_URI: 'https://srm.example.com/login',
        CERTIFICATE_REMINDERS: 'off',
        LOG_LEVEL: 'warn',
      },
      [],
    );
    expect(config).toMatchObject({ port: 8081, fileStorage: 'postgres', metricsToken: 'm'.repeat(16), trustProxy: true, certificateReminders: false });
    expect(config.oidc).toEqual({ issuer: 'https://sso.example.com', clientId: 'srm', clientSecret: 'secret', redirectUri: 'https://srm.example.com/login' });
    expect(loadConfig({ FILE_STORAGE: 'postgres' }, []).fileStorage).toBe('postgres');
  });

  it('tunes export recovery and job polling only where set, and refuses values the queue cannot take', () => {
    expect(loadConfig({}, [])).toMatchObject({ exportTuning: {}, jobPollingSeconds: undefined });
    const tuned = loadConfig({ EXPORT_HEARTBEAT_MS: '200', EXPORT_STALE_MS: '2000', JOB_POLLING_SECONDS: '0.5' }, []);
    expect(tuned.exportTuning).toEqual({ heartbeatMs: 200, staleMs: 2000 });
    expect(tuned.jobPollingSeconds).toBe(0.5);
    expect(() => loadConfig({ EXPORT_RECOVERY_MS: '0', JOB_POLLING_SECONDS: '0.1' }, [])).toThrow(
      /EXPORT_RECOVERY_MS 必须是正整数[\s\S]*JOB_POLLING_SECONDS 必须是不小于 0.5 的秒数/,
    );
  });
});
