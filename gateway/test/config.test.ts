import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeDatabase, loadConfig, REPO_ROOT, shouldSeed } from '../src/config.js';

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
    expect(loadConfig({ API_DOCS_PUBLIC: 'true' }, []).apiDocsPublic).toBe(false);
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
});
