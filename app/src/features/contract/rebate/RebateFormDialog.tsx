import { Button, Dialog, Form, type FormActionsState, type FormValues } from '@srm/design-system';
import type { Org, RebateCompanySaveBody } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { dictionariesAtom, sessionDataAtom } from '../../../state/session';
import { useSupplierLookup } from '../editor/useHeadFields';
import { fetchSupplierContracts } from '../api/rebateApi';
import { contractOptions, newRebateValues, rebateFields, rebateValueProblem, rebateValues, toRebateSaveBody } from './rebateForm';
import type { RebateAgreement } from '../api/rows';

export interface RebateFormDialogProps {
  /** The stored agreement (edit), or null (add). */
  agreement: RebateAgreement | null;
  /** Saves; a rejection (already shown, or a 409 handled by the page) keeps the dialog open. */
  onSave: (body: RebateCompanySaveBody) => Promise<void>;
  onClose: () => void;
}

/** Reports the supplier and org the form holds whenever either changes (the Form keeps its own state). */
function SupplierOrgWatcher({ form, onChange }: { form: FormActionsState['form']; onChange: (supplierSn: string, orgCode: string, byUser: boolean) => void }) {
  useEffect(() => {
    const values = form.getValues();
    onChange(String(values['supplierSn'] ?? ''), String(values['orgCode'] ?? ''), false);
    const subscription = form.watch((next, { name }) => {
      if (name === 'supplierSn' || name === 'orgCode') onChange(String(next['supplierSn'] ?? ''), String(next['orgCode'] ?? ''), true);
    });
    return () => subscription.unsubscribe();
  }, [form, onChange]);
  return null;
}

/**
 * 新增 / 编辑 返利协议 in a dialog: the fields of rebateForm.ts; 关联合同 lists the chosen supplier's
 * contracts in the chosen org (and is emptied when either changes). 保存 checks the value the way the
 * gateway does (exactly one of 返利比例 and 返利金额) and shows the problem on the field.
 */
export function RebateFormDialog({ agreement, onSave, onClose }: RebateFormDialogProps) {
  const t = useAppT();
  const session = useAtomValue(sessionDataAtom);
  const orgs = useMemo<readonly Org[]>(() => session?.orgs ?? [], [session]);
  const dictionaries = useAtomValue(dictionariesAtom);
  const formRef = useRef<FormActionsState['form'] | null>(null);
  const supplier = useMemo(() => (agreement ? { sn: agreement.supplierSn, name: agreement.supplierName } : null), [agreement]);
  // The supplier select, remembering the names it listed for supplierName in the save body.
  const { supplierNames, loadSuppliers } = useSupplierLookup(supplier);

  // 关联合同's options: the contracts of the supplier and org the form holds (the latest answer wins).
  const [contracts, setContracts] = useState<ReturnType<typeof contractOptions>>([]);
  const latestPair = useRef('');
  const onSupplierOrg = useCallback((supplierSn: string, orgCode: string, byUser: boolean) => {
    const pair = `${supplierSn}|${orgCode}`;
    latestPair.current = pair;
    if (byUser) formRef.current?.setValue('contractIds', []);
    if (!supplierSn || !orgCode) {
      setContracts([]);
      return;
    }
    // None listed when the (silent) call failed.
    void unlessFailed(fetchSupplierContracts(supplierSn, orgCode)).then((rows) => latestPair.current === pair && setContracts(rows ? contractOptions(rows) : []));
  }, []);

  const fields = useMemo(
    () => rebateFields(t, { dictionaries, orgs, loadSuppliers, supplier, contracts }),
    [contracts, dictionaries, loadSuppliers, orgs, supplier, t],
  );
  const [defaults] = useState<FormValues>(() => (agreement ? rebateValues(agreement) : newRebateValues(orgs)));

  const submit = async (values: FormValues) => {
    const problem = rebateValueProblem(values['rate'], values['amount']);
    if (problem) {
      formRef.current?.setError(problem.field, { type: 'rebateValue', message: t(problem.key) });
      setTimeout(() => formRef.current?.setFocus(problem.field), 0);
      return;
    }
    const sn = String(values['supplierSn'] ?? '');
    const body = toRebateSaveBody(
      values,
      { supplierName: supplierNames.get(sn) ?? '', orgName: orgs.find((org) => org.orgCode === values['orgCode'])?.orgName ?? null },
      agreement ? { id: agreement.id, version: agreement.version } : null,
    );
    // A refusal (or the page's 409 confirm) keeps the dialog open with what was typed.
    await unlessFailed(onSave(body));
  };

  const title = agreement ? t('contractRebate.editTitle', { rebateNo: agreement.rebateNo ?? `#${agreement.id}` }) : t('contractRebate.addTitle');
  return (
    <Dialog title={title} isOpen onOpenChange={(open) => !open && onClose()} width="medium">
      <Form
        aria-label={title}
        fields={fields}
        defaultValues={defaults}
        onSubmit={submit}
        renderActions={({ isSubmitting, form: current }) => {
          formRef.current = current;
          return (
            <>
              <SupplierOrgWatcher form={current} onChange={onSupplierOrg} />
              <Button onPress={onClose} isDisabled={isSubmitting}>
                {t('contractRebate.cancel')}
              </Button>
              <Button type="submit" variant="primary" isPending={isSubmitting}>
                {t('contractRebate.save')}
              </Button>
            </>
          );
        }}
      />
    </Dialog>
  );
}
