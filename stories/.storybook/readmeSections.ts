/**
 * The accessibility contract of each design-system component, read from its README at build time
 * (Vite's `?raw` glob): the docs page of a component shows the README's "## Accessibility…" section.
 * Pure, so it is unit-tested without Storybook (readmeSections.test.ts).
 */

/** Components documented in a shared README rather than one in a folder of their own name. */
export const README_OF: Record<string, string> = {
  ProTable: 'table',
  ListPage: 'table',
  SearchForm: 'search-form',
  AppFrame: 'layout',
  SideMenu: 'layout',
  TabBar: 'layout',
  TableToolbar: 'table/toolbar',
  ColumnSettings: 'table/columnSettings',
  ColumnSettingsStorageProvider: 'table/columnSettings',
  BatchActions: 'table/batchActions',
};

/** `../../design-system/src/overlays/Menu/README.md` → `overlays/Menu`. */
export function readmeFolder(globPath: string): string {
  return globPath.replace(/^.*?design-system\/src\//, '').replace(/\/?README\.md$/, '');
}

/**
 * The README of a component: the one of `README_OF`, else the README of a folder named like the
 * component (`.../Menu/README.md` for Menu), else none.
 */
export function findReadme(readmes: Record<string, string>, componentName: string): string | undefined {
  const byFolder = new Map(Object.entries(readmes).map(([file, text]) => [readmeFolder(file), text]));
  const mapped = README_OF[componentName];
  if (mapped !== undefined) return byFolder.get(mapped);
  for (const [folder, text] of byFolder) {
    if (folder.split('/').pop() === componentName) return text;
  }
  return undefined;
}

/**
 * The README's accessibility section(s): each `## …Accessibility…` or `## …keyboard…` heading up to the next `## ` heading
 * (or the end), headings kept and demoted one level (`##` → `###`) so they sit under the docs page's own heading.
 */
export function accessibilitySection(readme: string, heading = /^##\s+.*(Accessibility|keyboard)/i): string | undefined {
  const lines = readme.split(/\r?\n/);
  const out: string[] = [];
  let inside = false;
  for (const line of lines) {
    if (/^##\s/.test(line)) inside = heading.test(line);
    if (inside) out.push(/^#{2,}\s/.test(line) ? `#${line}` : line);
  }
  const text = out.join('\n').trim();
  return text === '' ? undefined : text;
}

/** The component's name from its story title (`Data/ProTable` → `ProTable`), else its display name. */
export function componentName(title: string, displayName?: string): string {
  const last = title.split('/').pop()?.replace(/\s*\(.*\)\s*$/, '').trim();
  return last !== undefined && last !== '' ? last : (displayName ?? '');
}

/**
 * The contract shown on a component's docs page: its README's accessibility section, or, in a README
 * shared by several components with a section each (layout: `## SideMenu`), that component's section.
 */
export function componentContract(readme: string, name: string): string | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return accessibilitySection(readme) ?? accessibilitySection(readme, new RegExp(`^##\\s+${escaped}\\s*$`));
}
