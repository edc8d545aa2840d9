import { Button, DatePicker, Dialog, ReportPreview, RichTextEditor, Select, TextField, type SelectValue, type UploadedImage } from '@srm/design-system';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { dictOptions } from '../../../api/dictionaryChoices';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';
import { SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { dictionariesAtom } from '../../../state/session';
import { commitReport, saveReportDraft, uploadReportFile } from '../api/reportApi';
import { REPORT_DICTIONARIES, reportTypeOptions } from '../list/reportList';
import { AnalysesField } from './AnalysesField';
import { ReferencesField } from './ReferencesField';
import { draftPreview, MAX_TITLE, reportDraftProblem, toReportBody, type DraftBlock, type ReportDraft } from './reportDraft';

const keyOf = (value: SelectValue) => (value === null || value === undefined ? null : String(Array.isArray(value) ? (value[0] ?? '') : value) || null);

export interface ReportEditorDialogProps {
  /** The form to start from: a new report or template, or a stored one (reportDraftOf). */
  initial: ReportDraft;
  onClose: () => void;
  /** After 保存草稿 or 提交 went through: close and reload the lists. */
  onSaved: () => void;
}

/**
 * 新建报告 / 编辑报告 (新建模板 / 编辑模板 for a template): 报告标题, 主题类型 (subjectResearchType),
 * 研究类型 (dataResearchType), 报告类型, 作者, 日期, 正文 (RichTextEditor; images uploaded with bizType
 * `report`), 数据分析 and 其他参考; 取消, 预览 (the form in ReportPreview), 保存草稿 (POST createReport;
 * a template's only save) and 提交 (POST commitReport). The gateway's 400 shows in the dialog, a 409
 * disables the saves.
 */
export function ReportEditorDialog({ initial, onClose, onSaved }: ReportEditorDialogProps) {
  const t = useAppT();
  const dictionaries = useAtomValue(dictionariesAtom);
  const [draft, setDraft] = useState<ReportDraft>(initial);
  const [previewing, setPreviewing] = useState(false);
  const { problem, isSaving, refuse, run } = useSaveDialog({ conflictText: t('reports.center.conflict'), shownStatuses: [400] });
  const patch = (values: Partial<ReportDraft>) => setDraft((current) => ({ ...current, ...values }));
  const title = draft.isTemplate
    ? t(initial.id ? 'reports.center.editTemplate' : 'reports.center.addTemplate')
    : t(initial.id ? 'reports.center.editTitle' : 'reports.center.add');

  const subjectOptions = useMemo(() => dictOptions(dictionaries, REPORT_DICTIONARIES.subjectType), [dictionaries]);
  const researchOptions = useMemo(() => dictOptions(dictionaries, REPORT_DICTIONARIES.researchType), [dictionaries]);
  const typeOptions = useMemo(() => reportTypeOptions(t), [t]);
  const reportId = draft.id;
  const uploadFile = useCallback((file: File) => uploadReportFile(file, reportId), [reportId]);
  const uploadImage = useCallback(async (file: File): Promise<UploadedImage> => uploadFile(file), [uploadFile]);

  const send = (commit: boolean) => {
    const checked = reportDraftProblem(draft, t, commit);
    if (checked) {
      refuse(checked);
      return;
    }
    const body = toReportBody(draft);
    void run(() => (commit ? commitReport(body) : saveReportDraft(body)), { savedText: t(commit ? 'order.return.committed' : 'check.editor.saved'), onSaved });
  };

  return (
    <Dialog
      title={title}
      isOpen
      width="large"
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onPress={onClose} isDisabled={isSaving}>
            {t('master.cancel')}
          </Button>
          <Button onPress={() => setPreviewing(true)} isDisabled={isSaving}>
            {t('contractTemplate.preview')}
          </Button>
          <Button variant={draft.isTemplate ? 'primary' : 'default'} onPress={() => send(false)} isPending={isSaving} isDisabled={problem?.conflict}>
            {t('order.trade.saveDraft')}
          </Button>
          {draft.isTemplate ? null : (
            <Button variant="primary" onPress={() => send(true)} isPending={isSaving} isDisabled={problem?.conflict}>
              {t('returnInvoice.commit')}
            </Button>
          )}
        </>
      }
    >
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid columns={3}>
          <TextField label={t('reports.center.reportTitle')} isRequired maxLength={MAX_TITLE} value={draft.title} onChange={(value) => patch({ title: value })} />
          <Select label={t('reports.center.subjectType')} isClearable options={subjectOptions} value={draft.subjectType} onChange={(value) => patch({ subjectType: keyOf(value) })} />
          <Select label={t('reports.center.researchType')} isClearable options={researchOptions} value={draft.researchType} onChange={(value) => patch({ researchType: keyOf(value) })} />
          <Select
            label={t('reports.center.reportType')}
            isRequired
            options={typeOptions}
            value={draft.reportType}
            onChange={(value) => patch({ reportType: (keyOf(value) as ReportDraft['reportType']) ?? null })}
          />
          <TextField label={t('reports.center.author')} maxLength={50} value={draft.author} onChange={(author) => patch({ author })} />
          <DatePicker label={t('system.serialEdit.type.dateFormat')} value={draft.date} onChange={(date) => patch({ date })} />
        </FieldGrid>
        <RichTextEditor label={t('reports.center.content')} isRequired={!draft.isTemplate} value={draft.content} onChange={(content: DraftBlock[]) => patch({ content })} onUploadImage={uploadImage} />
        <AnalysesField analyses={draft.analyses} onChange={(analyses) => patch({ analyses })} onUploadImage={uploadImage} />
        <ReferencesField references={draft.references} reportId={draft.id} onChange={(references) => patch({ references })} onUploadFile={uploadFile} />
      </DialogBody>
      {previewing ? <ReportPreview isOpen onOpenChange={(open) => !open && setPreviewing(false)} report={draftPreview(draft, dictionaries)} /> : null}
    </Dialog>
  );
}
