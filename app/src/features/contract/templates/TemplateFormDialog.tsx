import { Button, defaultFieldRegistry, Dialog, FieldRegistryContext, Form, type FieldDefinition, type FieldRegistry, type FormValues } from '@srm/design-system';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { TemplateFileField } from './TemplateFileField';

/** The form items of the dialogs: the design system's, with `file` as the template uploader. */
const registry: FieldRegistry = { ...defaultFieldRegistry, file: TemplateFileField };

export interface TemplateFormDialogProps {
  title: string;
  fields: readonly FieldDefinition[];
  defaultValues: FormValues;
  /** Saves; a rejection (already shown by the call layer) keeps the dialog open with what was typed. */
  onSubmit: (values: FormValues) => Promise<void>;
  onClose: () => void;
}

/** The add / edit dialog of a template or a sample: a Form with 取消 and 保存. */
export function TemplateFormDialog({ title, fields, defaultValues, onSubmit, onClose }: TemplateFormDialogProps) {
  const t = useAppT();
  return (
    <Dialog title={title} isOpen onOpenChange={(open) => !open && onClose()} width="medium">
      <FieldRegistryContext.Provider value={registry}>
        <Form
          aria-label={title}
          fields={fields}
          defaultValues={defaultValues}
          onSubmit={(values) => unlessFailed(onSubmit(values))}
          renderActions={({ isSubmitting }) => (
            <>
              <Button onPress={onClose} isDisabled={isSubmitting}>
                {t('contractTemplate.cancel')}
              </Button>
              <Button type="submit" variant="primary" isPending={isSubmitting}>
                {t('contractTemplate.save')}
              </Button>
            </>
          )}
        />
      </FieldRegistryContext.Provider>
    </Dialog>
  );
}
