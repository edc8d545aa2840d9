import { ClassNames } from '@emotion/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, type ReactNode } from 'react';
import { FormProvider, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../controls/Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { DEFAULT_SPAN, GRID_COLUMNS, fieldKey, type FieldDefinition, type FormValues } from '../fieldDefinition';
import { buildFormSchema } from '../schema';
import { toFormValues, toSubmitValues } from '../submitValues';
import { FormItem } from './FormItem';
import { formStyles } from './formStyles';

export interface FormActionsState {
  isSubmitting: boolean;
  reset: () => void;
  form: UseFormReturn<FormValues>;
}

export interface FormProps {
  /** The fields, described as data. */
  fields: readonly FieldDefinition[];
  /** The record being edited, as the server sends it (range pairs as two props). */
  defaultValues?: FormValues;
  /**
   * Called with the values to send (empty strings as null, ranges split into their two props), only
   * when every field is valid. May return a promise; the form shows as submitting until it settles.
   */
  onSubmit: (values: FormValues) => void | Promise<void>;
  /**
   * The buttons under the fields. Defaults to 提交 and 重置.
   */
  renderActions?: (state: FormActionsState) => ReactNode;
  /**
   * Accessible name of the form.
   */
  'aria-label'?: string;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * A form described as data: each field gets the control registered for its type, its label,
 * placeholder (请输入/请选择{label}) and messages, on a 24-column grid (span 8 by default).
 * Submit is blocked until the form is valid, and focus moves to the first invalid field.
 */
export function Form({ fields, defaultValues, onSubmit, renderActions, isDisabled = false, ...aria }: FormProps) {
  const { t } = useLocale();
  const schema = useMemo(() => buildFormSchema(fields, t), [fields, t]);
  const initialValues = useMemo(() => {
    const values = toFormValues(fields, defaultValues ?? {});
    for (const field of fields) values[fieldKey(field)] ??= null;
    return values;
  }, [fields, defaultValues]);
  const form = useForm<FormValues>({
    resolver: yupResolver(schema) as unknown as Resolver<FormValues>,
    defaultValues: initialValues,
    mode: 'onTouched',
    // Focus is moved below, in field order and after the press that submitted has settled.
    shouldFocusError: false,
  });
  const { isSubmitting } = form.formState;
  const submit = form.handleSubmit(
    (values) => onSubmit(toSubmitValues(fields, values)),
    (errors) => {
      const firstInvalid = fields.find((field) => errors[fieldKey(field)]);
      if (firstInvalid) setTimeout(() => form.setFocus(fieldKey(firstInvalid)), 0);
    },
  );
  const reset = () => form.reset(initialValues);

  return (
    <FormProvider {...form}>
      <ClassNames>
        {({ css, theme }) => (
          <form className={css(formStyles(theme))} onSubmit={submit} onReset={reset} noValidate aria-label={aria['aria-label']} data-submitting={isSubmitting || undefined}>
            <div className="srm-form-grid">
              {fields.map((field) => (
                <div key={fieldKey(field)} className="srm-form-cell" style={{ gridColumn: `span ${Math.min(field.span ?? DEFAULT_SPAN, GRID_COLUMNS)}` }}>
                  <FormItem field={field} isDisabled={isDisabled || isSubmitting} />
                </div>
              ))}
            </div>
            <div className="srm-form-actions">
              {renderActions ? (
                renderActions({ isSubmitting, reset, form })
              ) : (
                <>
                  <Button type="submit" variant="primary" isPending={isSubmitting} isDisabled={isDisabled}>
                    {t('form.submit')}
                  </Button>
                  <Button type="reset" isDisabled={isDisabled || isSubmitting}>
                    {t('form.reset')}
                  </Button>
                </>
              )}
            </div>
          </form>
        )}
      </ClassNames>
    </FormProvider>
  );
}
