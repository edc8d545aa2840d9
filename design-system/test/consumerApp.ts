/**
 * A fresh Vite + React app that uses the packed library as another internal app would: its files, the
 * packages it installs for one React version, and a static server for its build. Used by
 * package-smoke.test.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

/** The build tools, pinned to the workspace's versions so the npm cache has them. */
const tools = ['typescript@5.9.3', 'vite@8.3.8', '@vitejs/plugin-react@6.3.0'];

/**
 * What `npm install` gets: the tarball, its peers at their ranges with React and React DOM at `react`
 * (`19.2.0`, the lowest supported, or `^19`, the latest 19.x), React's types at `types`, and the tools.
 * The optional peers (the viewer's and Excel's libraries) only when `optional` lists them.
 */
export function consumerPackages(tarball: string, peers: Record<string, string>, react: string, types: string, optional: readonly string[] = []): string[] {
  const peerSpecs = Object.entries(peers)
    .filter(([name]) => !optional.includes(name))
    .map(([name, range]) => `${name}@${name === 'react' || name === 'react-dom' ? react : range}`);
  return [tarball, ...peerSpecs, `@types/react@${types}`, `@types/react-dom@${types}`, ...tools];
}

const mainTsx = `import { Button, ProTable, SrmProvider, useConfirm, useToast, type ProColumn, type SrmProviderProps } from '@srm/design-system';
import { StrictMode, version } from 'react';
import { createRoot } from 'react-dom/client';

interface Contract {
  id: number;
  contractNo: string;
  amount: string;
}

const columns: ProColumn<Contract>[] = [
  { key: 'contractNo', title: '合同编号', sortable: true },
  { key: 'amount', title: '金额（元）', valueType: 'money', summary: true },
];
const rows: Contract[] = [
  { id: 1, contractNo: 'HT0001', amount: '1200.50' },
  { id: 2, contractNo: 'HT0002', amount: '300.25' },
];
const theme: SrmProviderProps['theme'] = { colors: { primary: '#0e7c66' } };

function Contracts() {
  const confirm = useConfirm();
  const toast = useToast();
  return (
    <>
      <Button variant="danger" onPress={async () => { if (await confirm({ variant: 'delete' })) toast.successFor('deleted'); }}>删除</Button>
      <ProTable<Contract> aria-label="采购合同" tableId="contracts" columns={columns} rowKey="id" dataSource={rows} height={300} />
    </>
  );
}

document.documentElement.dataset.react = version;
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <StrictMode>
    <SrmProvider theme={theme}>
      <Contracts />
    </SrmProvider>
  </StrictMode>,
);
`;

/**
 * Strings that only the code of the heavy optional libraries carries, even minified (an export name
 * kept on a dynamic import's namespace, paths inside a .docx or .xlsx), to tell whether a build has them.
 */
export const heavyMarkers = {
  pdfjs: 'GlobalWorkerOptions',
  'docx-preview': 'word/document.xml',
  exceljs: 'xl/workbook.xml',
} as const;

/** A second app using the subpaths: a FileViewer from `/viewer`, a workbook read with `/excel`. */
const viewerTsx = `import { readWorkbook, type SheetGrid } from '@srm/design-system/excel';
import { FileViewer, setPdfAssets, type ViewerFile } from '@srm/design-system/viewer';
import { SrmProvider } from '@srm/design-system';
import { createRoot } from 'react-dom/client';

const files: ViewerFile[] = [{ name: '采购合同.pdf', url: '/contract.pdf' }];
setPdfAssets({ cMapUrl: '/cmaps/' });
export const sheets = (data: ArrayBuffer): Promise<SheetGrid[]> => readWorkbook(data);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <SrmProvider fileViewer={FileViewer}>
    <FileViewer files={files} defaultOpen />
  </SrmProvider>,
);
`;

/** Writes the viewer app (the same files as the table app, another main.tsx). */
export function writeViewerApp(dir: string): void {
  writeConsumerApp(dir);
  writeFileSync(join(dir, 'src/main.tsx'), viewerTsx);
}

/** Writes the app: index.html, src/main.tsx, vite.config.js and a strict tsconfig that checks the library's types too. */
export function writeConsumerApp(dir: string): void {
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer-app', private: true, type: 'module' }));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        isolatedModules: true,
        verbatimModuleSyntax: true,
        noUnusedLocals: true,
        noUnusedParameters: true,
        noFallthroughCasesInSwitch: true,
        // The library's declarations are checked against this React's types, not skipped.
        skipLibCheck: false,
        types: [],
      },
      include: ['src'],
    }),
  );
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>\n<html lang="zh-CN"><head><meta charset="UTF-8" /><link rel="icon" href="data:," /><title>consumer</title></head>\n<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n`,
  );
  writeFileSync(
    join(dir, 'vite.config.js'),
    `import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\nexport default defineConfig({ plugins: [react()], logLevel: 'error' });\n`,
  );
  writeFileSync(join(dir, 'src/main.tsx'), mainTsx);
}

const contentTypes: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Serves a built app's folder on a free local port. */
export async function serveStatic(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://localhost').pathname).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path === '/' ? 'index.html' : path);
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
