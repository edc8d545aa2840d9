import {
  Button,
  fieldKey,
  toSubmitValues,
  useConfirm,
  useToast,
  type FieldDefinition,
  type FormActionsState,
  type FormValues,
} from '@srm/design-system';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { DETAIL_LOAD } from '../../../api/http';
import { DetailUnavailable } from '../../../shell/DetailUnavailable';
import { fetchChangeDetail, saveChange, submitChange } from '../api/changeApi';
import { fetchContractDetail } from '../api/contractApi';
import { dateOrderError, lineErrors, type EditorLine } from '../editor/contractEditor';
import { ButtonRow, EditorHeader, EditorPage, Notice, Panel } from '../editor/editorStyles';
import { EditorProblems, useEditorProblems } from '../editor/EditorProblems';
import { HeadFormPanel } from '../editor/HeadFormPanel';
import { useHeadFields } from '../editor/useHeadFields';
import { LinesEditor } from '../editor/LinesEditor';
import { changeFromContract, changeFromStored, executedQuantities, toChangeSaveBody, type ChangeEditorState, type ChangeHeadValues } from './changeEditor';
import { CHANGE_BUTTONS, CHANGE_PATH, changeDetailHref, changeEditHref, isChangeableContract } from './changeList';

type Target = { kind: 'new'; contractId: number } | { kind: 'edit'; id: number };
type Loaded = { seq: number; state: ChangeEditorState | null; executed: ReadonlyMap<number, string>; editable: boolean; notChangeable: boolean; error?: unknown };

/**
 * The change editor (contract/change?contractId= for a new change, ?edit= for a stored one): 变更原因
 * and the contract's head fields (the contract editor's head form) as they would be after the change,
 * and its lines edited in place by the contract editor's LinesEditor, with each stored line's 已执行数量.
 * 保存 (POST change-head/save) and 保存并提交 (then PUT change-head/submit and the detail). A 409 offers
 * 重新加载; the gateway's 422 (第N行：…, a change already open …) is shown by the call layer.
 */
export function ChangeEditorView({ target }: { target: Target }) {
  const t = useAppT();
  const [seq, setSeq] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const reload = useCallback(() => setSeq((value) => value + 1), []);
  // The page builds a new target on every render: the load follows its kind and id only.
  const kind = target.kind;
  const targetId = target.kind === 'new' ? target.contractId : target.id;

  useEffect(() => {
    let current = true;
    const load = async (): Promise<Loaded> => {
      if (kind === 'new') {
        // Silent (DETAIL_LOAD): a contract or change that is missing or out of scope is told once, in the page.
        const contract = await fetchContractDetail(targetId, DETAIL_LOAD);
        return { seq, state: changeFromContract(contract), executed: executedQuantities(contract), editable: true, notChangeable: !isChangeableContract(contract.status) };
      }
      const change = await fetchChangeDetail(targetId, DETAIL_LOAD);
      const contract = await unlessFailed(fetchContractDetail(change.contractId, DETAIL_LOAD));
      return { seq, state: changeFromStored(change), executed: contract ? executedQuantities(contract) : new Map(), editable: change.editable, notChangeable: false };
    };
    load().then(
      (next) => current && setLoaded(next),
      (error: unknown) => current && setLoaded({ seq, state: null, executed: new Map(), editable: false, notChangeable: false, error }),
    );
    return () => {
      current = false;
    };
  }, [kind, seq, targetId]);

  const title = target.kind === 'new' ? t('contractChange.editor.titleNew') : t('contractChange.editor.titleEdit');
  if (!loaded || loaded.seq !== seq) {
    return (
      <EditorPage aria-busy="true" aria-label={title}>
        <p role="status">{t('route.loadingPage')}</p>
      </EditorPage>
    );
  }
  if (!loaded.state) {
    return (
      <EditorPage aria-label={title}>
        <DetailUnavailable error={loaded.error} backTo={CHANGE_PATH} backLabel={t('contractChange.editor.back')}>
          <Button onPress={reload}>{t('contractChange.editor.reload')}</Button>
        </DetailUnavailable>
      </EditorPage>
    );
  }
  return <ChangeEditor key={`${loaded.state.stored?.version ?? 'new'}-${seq}`} title={title} loaded={loaded} state={loaded.state} onReload={reload} />;
}

interface ChangeEditorProps {
  title: string;
  loaded: Loaded;
  state: ChangeEditorState;
  onReload: () => void;
}

function ChangeEditor({ title, loaded, state, onReload }: ChangeEditorProps) {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const headingId = useId();
  const { hasRole } = useOwnedCodes();

  const [lines, setLines] = useState<EditorLine[]>(() => state.lines);
  const { problems, ref: problemsRef, check } = useEditorProblems();
  const [saving, setSaving] = useState(false);
  const formRef = useRef<FormActionsState['form'] | null>(null);
  const submitAfterSave = useRef(false);

  const readOnly = loaded.notChangeable || !loaded.editable || !hasRole(state.stored ? CHANGE_BUTTONS.edit : CHANGE_BUTTONS.add);
  const canSubmit = hasRole(CHANGE_BUTTONS.submit);

  const supplier = useMemo(() => ({ sn: state.head.supplierSn ?? '', name: state.names.supplierName }), [state]);
  const { fields: headFieldList, orgs, categories, supplierNames, loadMaterials } = useHeadFields(supplier);
  const fields = useMemo(
    (): FieldDefinition[] => [{ prop: 'reason', label: t('contractChange.reason'), type: 'textarea', required: true, props: { maxLength: 1000 } }, ...headFieldList],
    [headFieldList, t],
  );

  const persist = async (values: FormValues) => {
    const andSubmit = submitAfterSave.current;
    submitAfterSave.current = false;
    if (readOnly || saving) return;
    const head = values as unknown as ChangeHeadValues;
    const form = formRef.current;
    const dateError = dateOrderError(head, t);
    if (dateError) {
      form?.setError('endDate', { type: 'order', message: dateError });
      form?.setFocus('endDate');
      return;
    }
    if (!check(lineErrors(lines, t))) return;
    const sn = head.supplierSn ?? '';
    const names = {
      supplierName: supplierNames.get(sn) ?? '',
      orgName: orgs.find((org) => org.orgCode === head.orgCode)?.orgName ?? state.names.orgName ?? null,
      categoryName: categories.find((category) => category.categoryCode === head.categoryCode)?.categoryName ?? state.names.categoryName ?? null,
      templateId: state.names.templateId ?? null,
    };
    setSaving(true);
    try {
      const saved = await unlessFailed(saveChange(toChangeSaveBody(state, head, names, lines)), async (failure) => {
        // The call layer leaves a 409 (saved by someone else first) to us: shown here, with a reload offered.
        if (failure.status !== 409 && failure.code !== 409) return;
        if (await confirm({ title: t('contract.editor.conflict'), message: failure.message, confirmLabel: t('contractChange.editor.reload') })) onReload();
      });
      if (!saved) return;
      const submitted = andSubmit ? await unlessFailed(submitChange(saved.data.id, saved.data.version)) : undefined;
      if (submitted) {
        toast.success(submitted.message || t('message.operated'));
        navigate(changeDetailHref(saved.data.id));
        return;
      }
      // Saved as a draft (also when its submit failed): edited from there.
      toast.success(saved.message || t('message.operated'));
      if (state.stored) onReload();
      else navigate(changeEditHref(saved.data.id), { replace: true });
    } finally {
      setSaving(false);
    }
  };

  const save = (andSubmit: boolean) => {
    const form = formRef.current;
    if (!form) return;
    submitAfterSave.current = andSubmit;
    void form.handleSubmit(
      (raw) => persist(toSubmitValues(fields, raw)),
      (errors) => {
        submitAfterSave.current = false;
        const firstInvalid = fields.find((field) => errors[fieldKey(field)]);
        if (firstInvalid) setTimeout(() => form.setFocus(fieldKey(firstInvalid)), 0);
      },
    )();
  };

  return (
    <EditorPage aria-labelledby={headingId}>
      <EditorHeader>
        <h1 id={headingId}>
          {title}
          <span data-testid="change-contract-no">{` ${t('contractChange.editor.ofContract', { contractNo: state.contractNo })}`}</span>
          {state.stored ? <span data-testid="change-no">{` ${state.stored.changeNo}`}</span> : null}
        </h1>
        <ButtonRow>
          {readOnly ? null : (
            <Button variant="primary" isPending={saving} onPress={() => save(false)}>
              {t('contractChange.editor.save')}
            </Button>
          )}
          {readOnly || !canSubmit ? null : (
            <Button isPending={saving} onPress={() => save(true)}>
              {t('contractChange.editor.saveAndSubmit')}
            </Button>
          )}
          <Button variant="text" onPress={() => navigate(CHANGE_PATH)}>
            {t('contractChange.editor.back')}
          </Button>
        </ButtonRow>
      </EditorHeader>
      {loaded.notChangeable ? <Notice role="note">{t('contractChange.editor.notChangeable', { contractNo: state.contractNo })}</Notice> : null}
      {readOnly && !loaded.notChangeable ? <Notice role="note">{t('contractChange.editor.readOnly')}</Notice> : null}
      <EditorProblems problems={problems} ref={problemsRef} />

      <HeadFormPanel
        title={t('contractChange.editor.headSection')}
        fields={fields}
        defaultValues={state.head as unknown as FormValues}
        onSubmit={(values) => persist(values)}
        isDisabled={readOnly}
        formRef={formRef}
      />

      <Panel aria-label={t('contractChange.editor.linesSection')}>
        <h2>{t('contractChange.editor.linesSection')}</h2>
        <p>{t('contractChange.editor.linesHint')}</p>
        <LinesEditor lines={lines} onChange={setLines} loadMaterials={loadMaterials} isReadOnly={readOnly} executedQuantities={loaded.executed} />
      </Panel>
    </EditorPage>
  );
}
