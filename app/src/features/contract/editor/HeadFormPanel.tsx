import { Form, type FieldDefinition, type FormActionsState, type FormValues } from '@srm/design-system';
import type { RefObject } from 'react';
import { Panel } from './editorStyles';

export interface HeadFormPanelProps {
  /** The section's heading, which also names the panel and the form. */
  title: string;
  fields: readonly FieldDefinition[];
  defaultValues: FormValues;
  onSubmit: (values: FormValues) => void | Promise<void>;
  isDisabled: boolean;
  /** Receives the form, so the editor's own buttons (保存, 提交) can submit and validate it. */
  formRef: RefObject<FormActionsState['form'] | null>;
}

/** The head form of an editor (合同编辑, 变更编辑) as a titled section, without buttons of its own. */
export function HeadFormPanel({ title, fields, defaultValues, onSubmit, isDisabled, formRef }: HeadFormPanelProps) {
  return (
    <Panel aria-label={title}>
      <h2>{title}</h2>
      <Form
        aria-label={title}
        fields={fields}
        defaultValues={defaultValues}
        onSubmit={onSubmit}
        isDisabled={isDisabled}
        renderActions={({ form }) => {
          formRef.current = form;
          return null;
        }}
      />
    </Panel>
  );
}
