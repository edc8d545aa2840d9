/**
 * The pure part of the docs pages (stories/.storybook/readmeSections.ts): which README a component's
 * docs page shows and which of its sections. Loaded by path: the stories package is not a dependency.
 */
import { expect, test } from '@playwright/test';
import path from 'node:path';

interface ReadmeSections {
  readmeFolder: (globPath: string) => string;
  findReadme: (readmes: Record<string, string>, componentName: string) => string | undefined;
  accessibilitySection: (readme: string) => string | undefined;
  componentName: (title: string, displayName?: string) => string;
  componentContract: (readme: string, name: string) => string | undefined;
}
const modulePath = path.resolve(import.meta.dirname, '../../stories/.storybook/readmeSections.ts');
const { accessibilitySection, componentContract, componentName, findReadme, readmeFolder } = (await import(modulePath)) as ReadmeSections;
const describe = test.describe;
const it = test;

const readmes = {
  '../../design-system/src/overlays/Menu/README.md': '# Menu\n\n## Behaviour\n- opens\n\n## Accessibility contract\n- role `menu`\n- Escape closes\n',
  '../../design-system/src/table/README.md': '# ProTable\n\n## Accessibility\n- role `grid`\n\n## Performance\n- windowed\n\n## The grid\'s own keyboard model\n- arrows\n',
  '../../design-system/src/display/Badge/README.md': '# Badge\n\nNo section.\n',
};

describe('readme sections of the docs pages', () => {
  it('names the README folder from the glob path', () => {
    expect(readmeFolder('../../design-system/src/overlays/Menu/README.md')).toBe('overlays/Menu');
    expect(readmeFolder('../../design-system/src/table/README.md')).toBe('table');
  });

  it('finds a README by the component folder, or by the shared-README map', () => {
    expect(findReadme(readmes, 'Menu')).toContain('# Menu');
    expect(findReadme(readmes, 'ProTable')).toContain('# ProTable');
    expect(findReadme(readmes, 'Nothing')).toBeUndefined();
  });

  it('keeps only the accessibility section, demoted one level', () => {
    expect(accessibilitySection(readmes['../../design-system/src/overlays/Menu/README.md'])).toBe('### Accessibility contract\n- role `menu`\n- Escape closes');
    expect(accessibilitySection(readmes['../../design-system/src/table/README.md'])).toBe("### Accessibility\n- role `grid`\n\n### The grid's own keyboard model\n- arrows");
    expect(accessibilitySection(readmes['../../design-system/src/display/Badge/README.md'])).toBeUndefined();
  });

  it('falls back to the component\'s own section of a shared README', () => {
    const layout = '# Layout\n\n## SideMenu\n- role `tree`\n\n## TabBar\n- role `tablist`\n';
    expect(componentContract(layout, 'TabBar')).toBe('### TabBar\n- role `tablist`');
    expect(componentContract(readmes['../../design-system/src/overlays/Menu/README.md'], 'Menu')).toBe('### Accessibility contract\n- role `menu`\n- Escape closes');
    expect(componentContract(layout, 'AppFrame')).toBeUndefined();
  });

  it('takes the component name from the story title', () => {
    expect(componentName('Data/ProTable')).toBe('ProTable');
    expect(componentName('Foundations/Formatters (format, dateCore)')).toBe('Formatters');
    expect(componentName('', 'Button')).toBe('Button');
  });
});
