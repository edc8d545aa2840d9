/**
 * The published package works for another internal app: `npm pack` the built library, install the
 * tarball with its peers into an empty consumer folder, and server-render Button from it.
 * Needs `dist/` (run `pnpm --filter @srm/design-system build` first).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = resolve(import.meta.dirname, '..');
let consumer = '';

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

beforeAll(() => {
  if (!existsSync(join(packageDir, 'dist/index.js'))) throw new Error('dist/ is missing: build the design system first');
  consumer = mkdtempSync(join(tmpdir(), 'srm-ds-consumer-'));
  const tarball = run('npm', ['pack', '--silent', '--pack-destination', consumer], packageDir).trim().split('\n').pop()!;
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { peerDependencies: Record<string, string> };
  const peers = Object.entries(pkg.peerDependencies).map(([name, range]) => `${name}@${range}`);
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', `./${tarball}`, ...peers], consumer);
}, 180_000);

afterAll(() => {
  if (consumer) rmSync(consumer, { recursive: true, force: true });
});

describe('@srm/design-system as an installed package', () => {
  it('ships only dist, with types, an ESM entry and sideEffects false', () => {
    const installed = join(consumer, 'node_modules/@srm/design-system');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.sideEffects).toBe(false);
    expect(existsSync(join(installed, 'dist/index.js'))).toBe(true);
    expect(existsSync(join(installed, 'dist/index.d.ts'))).toBe(true);
    expect(existsSync(join(installed, 'src'))).toBe(false);
  });

  it('renders Button and TextField on the server from the installed package', () => {
    writeFileSync(
      join(consumer, 'render.mjs'),
      `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { Button, TextField, ThemeProvider, LocaleProvider } from '@srm/design-system';
const html = renderToString(
  h(ThemeProvider, null, h(LocaleProvider, { locale: 'zh-CN' },
    h(Button, { variant: 'primary' }, '提交审批'),
    h(TextField, { label: '合同名称' }))));
process.stdout.write(html);
`,
    );
    const html = run('node', ['render.mjs'], consumer);
    expect(html).toMatch(/<button[^>]*data-variant="primary"[^>]*>[\s\S]*提交审批/);
    expect(html).toContain('placeholder="请输入合同名称"');
    // Emotion's SSR output carries the button's styles with it.
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
  });
});
