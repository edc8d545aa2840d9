import { useId, type ReactNode } from 'react';
import { Panel } from './detailStyles';

/** A titled section of a detail page (合同详情, 变更详情), named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Panel>
  );
}

/** One term of a Descriptions list; an empty value shows as -. */
export function DescriptionItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children === null || children === undefined || children === '' ? '-' : children}</dd>
    </div>
  );
}
