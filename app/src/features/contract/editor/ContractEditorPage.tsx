import {
  AttachmentPanel,
  Button,
  ContractSamplePicker,
  PrintPreview,
  createFileClient,
  fieldKey,
  toSubmitValues,
  useConfirm,
  useToast,
  type ContractSampleRow,
  type FormActionsState,
  type FormValues,
  type PrintTemplateOption,
} from '@srm/design-system';
import type { ContractDetail } from '@srm/gateway/api';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { unlessFailed } from '../../../api/callFailure';
import { DETAIL_LOAD } from '../../../api/http';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { DetailUnavailable } from '../../../shell/DetailUnavailable';
import { tokenAtom } from '../../../state/session';
import { appStore } from '../../../state/store';
import {
  changeContractStatus,
  fetchContractDetail,
  fetchContractPdf,
  fetchContractPrintTemplates,
  generateContractFile,
  saveContract,
  uploadContractPrint,
} from '../api/contractApi';
import { fetchSamplePage } from '../api/templateApi';
import {
  CONTRACT_FILE_BIZ_TYPE,
  dateOrderError,
  editorHref,
  editorIdOf,
  emptyLine,
  fromDetail,
  lineErrors,
  newHeadValues,
  rebateErrors,
  toSaveBody,
  type EditorLine,
  type EditorRebate,
  type HeadValues,
} from './contractEditor';
import { ButtonRow, EditorHeader, EditorPage, Notice, Panel } from './editorStyles';
import { EditorProblems, useEditorProblems } from './EditorProblems';
import { HeadFormPanel } from './HeadFormPanel';
import { useHeadFields } from './useHeadFields';
import { LinesEditor } from './LinesEditor';
import { RebatesEditor } from './RebatesEditor';

/** The gateway's file calls for the attachment panel, with the signed-in user's bearer token. */
const fileClient = createFileClient({
  headers: (): Record<string, string> => {
    const token = appStore.get(tokenAtom);
    return token ? { Authorization: `Bearer ${token}` } : {};
  },
});

type Loaded = { id: number | null; seq: number; detail: ContractDetail | null; error?: unknown };

/**
 * 合同编辑 (contract/edit, menu contract:editor; issue 8 "Editor"): `/contract/edit` starts a new
 * contract, `/contract/edit?id=` edits a stored one (GET head/detail). A stored contract that is not
 * editable (its status, or the user's buttons) is shown read-only with a notice.
 */
export function ContractEditorPage() {
  const t = useAppT();
  const location = useLocation();
  const id = editorIdOf(location.search);
  const [seq, setSeq] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ id: null, seq: 0, detail: null });

  useEffect(() => {
    if (id === null) return;
    let current = true;
    // Silent (DETAIL_LOAD): a contract that is missing or out of scope is told once, in the page.
    fetchContractDetail(id, DETAIL_LOAD).then(
      (detail) => current && setLoaded({ id, seq, detail }),
      (error: unknown) => current && setLoaded({ id, seq, detail: null, error }),
    );
    return () => {
      current = false;
    };
  }, [id, seq]);

  const reload = useCallback(() => setSeq((value) => value + 1), []);

  if (id === null) return <ContractEditor key="new" detail={null} onReload={reload} />;
  if (loaded.id !== id || loaded.seq !== seq) {
    return (
      <EditorPage aria-busy="true" aria-label={t('contract.editor.titleEdit')}>
        <p role="status">{t('route.loadingPage')}</p>
      </EditorPage>
    );
  }
  if (!loaded.detail) {
    return (
      <EditorPage aria-label={t('contract.editor.titleEdit')}>
        <DetailUnavailable error={loaded.error} backTo="/contract/list" backLabel={t('contract.detail.backToList')}>
          <Button onPress={reload}>{t('contract.editor.reload')}</Button>
        </DetailUnavailable>
      </EditorPage>
    );
  }
  return <ContractEditor key={`${loaded.detail.id}-${loaded.detail.version}-${seq}`} detail={loaded.detail} onReload={reload} />;
}

interface ContractEditorProps {
  detail: ContractDetail | null;
  onReload: () => void;
}

function ContractEditor({ detail, onReload }: ContractEditorProps) {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const headingId = useId();
  const { hasRole } = useOwnedCodes();
  const supplier = useMemo(() => (detail ? { sn: detail.supplierSn, name: detail.supplierName } : null), [detail]);
  const { fields, orgs, categories, dictionaries, supplierNames, loadMaterials } = useHeadFields(supplier);

  const initial = useMemo(() => (detail ? fromDetail(detail) : null), [detail]);
  const defaults = useMemo(() => initial?.head ?? newHeadValues(orgs, categories), [categories, initial, orgs]);
  const [lines, setLines] = useState<EditorLine[]>(() => initial?.lines ?? [emptyLine()]);
  const [rebates, setRebates] = useState<EditorRebate[]>(() => initial?.rebates ?? []);
  const [templateId, setTemplateId] = useState<number | null>(detail?.templateId ?? null);
  const { problems, ref: problemsRef, check } = useEditorProblems();
  const [saving, setSaving] = useState(false);
  const [sampleOpen, setSampleOpen] = useState(false);
  const [printOpen, setPrintOpen] = useState(false);
  const [printTemplates, setPrintTemplates] = useState<PrintTemplateOption[] | null>(null);
  const [filesSeq, setFilesSeq] = useState(0);
  const formRef = useRef<FormActionsState['form'] | null>(null);

  const readOnly = detail ? !detail.editable : !hasRole('contract:add');
  const canSubmit = Boolean(detail?.allowedActions.includes('submit'));

  const persist = async (values: FormValues) => {
    if (readOnly || saving) return;
    const head = values as unknown as HeadValues;
    const form = formRef.current;
    const dateError = dateOrderError(head, t);
    if (dateError) {
      form?.setError('endDate', { type: 'order', message: dateError });
      form?.setFocus('endDate');
      return;
    }
    if (!check([...lineErrors(lines, t), ...rebateErrors(rebates, t)])) return;
    const sn = head.supplierSn ?? '';
    const body = toSaveBody(
      head,
      {
        supplierName: supplierNames.get(sn) ?? '',
        orgName: orgs.find((org) => org.orgCode === head.orgCode)?.orgName ?? null,
        categoryName: categories.find((category) => category.categoryCode === head.categoryCode)?.categoryName ?? null,
        templateId,
      },
      lines,
      rebates,
      detail ? { id: detail.id, version: detail.version } : null,
    );
    setSaving(true);
    try {
      const saved = await unlessFailed(saveContract(body), async (failure) => {
        // The call layer leaves a 409 (saved by someone else first) to us: shown here, with a reload offered.
        if (failure.status !== 409 && failure.code !== 409) return;
        if (await confirm({ title: t('contract.editor.conflict'), message: failure.message, confirmLabel: t('contract.editor.reload') })) onReload();
      });
      if (!saved) return;
      toast.success(saved.message || t(detail ? 'message.updated' : 'message.added'));
      if (detail) onReload();
      else navigate(editorHref(saved.data.id), { replace: true });
    } finally {
      setSaving(false);
    }
  };

  const save = () => {
    const form = formRef.current;
    if (!form) return;
    void form.handleSubmit(
      (raw) => persist(toSubmitValues(fields, raw)),
      (errors) => {
        const firstInvalid = fields.find((field) => errors[fieldKey(field)]);
        if (firstInvalid) setTimeout(() => form.setFocus(fieldKey(firstInvalid)), 0);
      },
    )();
  };

  const submit = async () => {
    if (!detail) return;
    const changed = await unlessFailed(changeContractStatus({ id: detail.id, version: detail.version, action: 'submit' }));
    if (changed) toast.success(changed.message || t('contract.action.submit'));
    onReload();
  };

  const openPrint = async () => {
    setPrintOpen(true);
    if (printTemplates) return;
    // Without the templates (the call failed) the preview offers none.
    const templates = (await unlessFailed(fetchContractPrintTemplates())) ?? [];
    setPrintTemplates(
      templates.map((template) => ({ id: template.id, name: template.name, code: template.code, type: template.type, fileName: template.fileName, printable: template.printable })),
    );
  };

  const generate = async () => {
    if (!detail) return;
    const stored = await unlessFailed(generateContractFile(detail.id, CONTRACT_FILE_BIZ_TYPE, templateId));
    if (!stored) return;
    toast.success(t('contract.editor.generated'));
    setFilesSeq((value) => value + 1);
  };

  const chooseSample = (sample: ContractSampleRow) => {
    const chosen = Number(sample['conTemplateId']);
    if (Number.isInteger(chosen) && chosen > 0) setTemplateId(chosen);
    toast.success(t('contract.editor.sampleChosen', { name: sample.conSampleName }));
  };

  const loadSamples = useCallback(async (params: { page: number; pageSize: number }) => {
    const page = await fetchSamplePage({ ...params, enabled: 1 });
    return { data: page.data.map((sample) => ({ ...sample })), total: page.total };
  }, []);

  return (
    <EditorPage aria-labelledby={headingId}>
      <EditorHeader>
        <h1 id={headingId}>
          {detail ? t('contract.editor.titleEdit') : t('contract.editor.titleNew')}
          {detail ? <span data-testid="contract-no">{` ${detail.contractNo}`}</span> : null}
        </h1>
        <ButtonRow>
          {readOnly ? null : (
            <Button variant="primary" isPending={saving} onPress={save}>
              {t('contract.editor.save')}
            </Button>
          )}
          {canSubmit && hasRole('contract:submit') ? <Button onPress={() => void submit()}>{t('contract.editor.submit')}</Button> : null}
          {detail ? <Button onPress={() => void openPrint()}>{t('contract.editor.print')}</Button> : null}
          <Button variant="text" onPress={() => navigate('/contract/list')}>
            {t('contract.editor.back')}
          </Button>
        </ButtonRow>
      </EditorHeader>
      {readOnly && detail ? <Notice role="note">{t('contract.editor.readOnly')}</Notice> : null}
      <EditorProblems problems={problems} ref={problemsRef} />

      <HeadFormPanel
        title={t('contract.editor.headSection')}
        fields={fields}
        defaultValues={defaults as unknown as FormValues}
        onSubmit={(values) => persist(values)}
        isDisabled={readOnly}
        formRef={formRef}
      />

      <Panel aria-label={t('contract.editor.linesSection')}>
        <h2>{t('contract.editor.linesSection')}</h2>
        <LinesEditor lines={lines} onChange={setLines} loadMaterials={loadMaterials} isReadOnly={readOnly} />
      </Panel>

      <Panel aria-label={t('contract.editor.rebatesSection')}>
        <h2>{t('contract.editor.rebatesSection')}</h2>
        <RebatesEditor rebates={rebates} onChange={setRebates} dictionaries={dictionaries} isReadOnly={readOnly} />
      </Panel>

      <Panel aria-label={t('contract.editor.attachmentsSection')}>
        <h2>{t('contract.editor.attachmentsSection')}</h2>
        {detail ? (
          <AttachmentPanel
            key={filesSeq}
            client={fileClient}
            bizType={CONTRACT_FILE_BIZ_TYPE}
            bizKey={String(detail.id)}
            module="contract"
            isEditable={!readOnly}
            canUpload={!readOnly}
            canPrint
            onPrint={() => void openPrint()}
            onContractSample={() => setSampleOpen(true)}
            onGenerateContract={() => void generate()}
          />
        ) : (
          <Notice role="note">{t('contract.editor.saveFirst')}</Notice>
        )}
      </Panel>

      {detail ? (
        <>
          <ContractSamplePicker isOpen={sampleOpen} onOpenChange={setSampleOpen} loadSamples={loadSamples} onConfirm={chooseSample} />
          <PrintPreview
            isOpen={printOpen}
            onOpenChange={setPrintOpen}
            templates={printTemplates ?? []}
            isLoadingTemplates={printTemplates === null}
            defaultTemplateId={null}
            loadPdf={(template) => fetchContractPdf(detail.id, Number(template.id))}
            onUpload={
              readOnly
                ? undefined
                : async (template) => {
                    await uploadContractPrint(detail.id, Number(template.id), CONTRACT_FILE_BIZ_TYPE);
                    setFilesSeq((value) => value + 1);
                  }
            }
          />
        </>
      ) : null}
    </EditorPage>
  );
}
