import styled from '@emotion/styled';
import { Button, Upload, type FieldRendererProps, type FileClient } from '@srm/design-system';
import { useAppT } from '../../../i18n/useAppT';
import { TEMPLATE_FILE_ACCEPT, TEMPLATE_FILE_MAX_SIZE, type TemplateFileValue } from './templateForm';

/** What the dialog puts in the file field's `props`: where and how the file is uploaded. */
export interface TemplateFileFieldProps {
  client: FileClient;
  bizType: string;
  /** The record's id once it exists (the file is bound to it). */
  bizKey?: string | null;
  /** The picker button's text. */
  uploadLabel?: string;
}

const asFile = (value: unknown): TemplateFileValue | null =>
  value && typeof value === 'object' && 'id' in value && 'name' in value ? (value as TemplateFileValue) : null;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  outline: none;

  .current-file {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
  }

  .field-error {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * The form item `file` of the template and sample dialogs: the design system's Upload (one .docx,
 * at most 10 MB, checked before it is sent; posted to the template or sample upload call), then the
 * chosen file's name with a 删除 button. The value is `{ id, name }` of the stored file, or null.
 */
export function TemplateFileField({ label, value, onChange, onBlur, inputRef, isDisabled, isRequired, isInvalid, errorMessage, controlProps }: FieldRendererProps) {
  const t = useAppT();
  const { client, bizType, bizKey, uploadLabel } = controlProps as unknown as TemplateFileFieldProps;
  const file = asFile(value);
  return (
    <Field ref={inputRef} tabIndex={-1} data-invalid={isInvalid || undefined}>
      <Upload
        client={client}
        bizType={bizType}
        module="template"
        bizKey={bizKey ?? null}
        accept={TEMPLATE_FILE_ACCEPT}
        maxSize={TEMPLATE_FILE_MAX_SIZE}
        label={isRequired ? `${label} *` : label}
        triggerLabel={uploadLabel}
        showValue={false}
        isDisabled={isDisabled}
        onUploaded={(stored) => {
          onChange({ id: stored.id, name: stored.originalName } satisfies TemplateFileValue);
          onBlur();
        }}
      />
      {file ? (
        <p className="current-file">
          <span>{t('contractTemplate.currentFile', { name: file.name })}</span>
          {!isDisabled ? (
            <Button variant="link" size="small" data-theme="danger" aria-label={t('contractTemplate.removeFile', { name: file.name })} onPress={() => onChange(null)}>
              {t('contractTemplate.delete')}
            </Button>
          ) : null}
        </p>
      ) : null}
      {isInvalid && errorMessage ? (
        <p className="field-error" role="alert">
          {errorMessage}
        </p>
      ) : null}
    </Field>
  );
}
