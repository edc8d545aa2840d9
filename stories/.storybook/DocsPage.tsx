import { Controls, Description, Heading, Markdown, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { componentContract, componentName, findReadme } from './readmeSections';

/** Every component README of the design system, as text, bundled at build time. */
const readmes = import.meta.glob<string>('../../design-system/src/**/README.md', { query: '?raw', import: 'default', eager: true });

interface DocsMeta {
  preparedMeta: { title: string; component?: { displayName?: string; name?: string } };
}

/**
 * The docs page of every component (autodocs): title, the component's JSDoc, the primary story, the props
 * table (react-docgen-typescript), the accessibility contract from the component's README, then the
 * other stories.
 */
export function DocsPage() {
  const { preparedMeta } = useOf('meta') as unknown as DocsMeta;
  const { title, component } = preparedMeta;
  const name = componentName(title, component?.displayName ?? component?.name);
  const readme = findReadme(readmes, name);
  const contract = readme === undefined ? undefined : componentContract(readme, name);
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <Primary />
      <Controls />
      {contract !== undefined && (
        <section data-docs-accessibility>
          <Heading>Accessibility / 无障碍</Heading>
          <Markdown>{contract}</Markdown>
        </section>
      )}
      <Stories title="Stories / 示例" includePrimary={false} />
    </>
  );
}
