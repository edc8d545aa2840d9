import styled from '@emotion/styled';
import { Button, PageSelect, Select, type PageSelectLoadPage, type SelectValue } from '@srm/design-system';
import type { ReportRow } from '@srm/gateway/api';
import { useCallback, useId, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { fetchReportPage, type UploadedReportFile } from '../api/reportApi';
import { Block, BlockFoot, Part, PartHead } from './AnalysesField';
import { emptyReference, type DraftReference } from './reportDraft';

/** The most references a report holds (gateway MAX_REPORT_REFERENCES). */
const MAX_REFERENCES = 20;
const REPORT_NAMES = { label: 'title', value: 'id' } as const;

const keyOf = (value: SelectValue) => (value === null || value === undefined ? null : String(Array.isArray(value) ? (value[0] ?? '') : value) || null);

/**
 * 其他参考: a list of references, each 报告 (a committed report chosen by its title) or 文件 (a file
 * uploaded through the caller), with 删除; 添加参考 adds one.
 */
export function ReferencesField({
  references,
  reportId,
  onChange,
  onUploadFile,
}: {
  references: readonly DraftReference[];
  /** The edited report: never offered as its own reference. */
  reportId: number | null;
  onChange: (next: DraftReference[]) => void;
  onUploadFile: (file: File) => Promise<UploadedReportFile>;
}) {
  const t = useAppT();
  const headingId = useId();
  const patch = (key: number, values: Partial<DraftReference>) => onChange(references.map((reference) => (reference.key === key ? { ...reference, ...values } : reference)));
  const typeOptions = [
    { value: '1', label: t('reports.center.referenceReport') },
    { value: '2', label: t('reports.center.referenceFile') },
  ];
  return (
    <Part aria-labelledby={headingId}>
      <PartHead>
        <h3 id={headingId}>{t('reports.center.references')}</h3>
        <Button size="small" isDisabled={references.length >= MAX_REFERENCES} onPress={() => onChange([...references, emptyReference(references)])}>
          {t('reports.center.addReference')}
        </Button>
      </PartHead>
      {references.map((reference, index) => {
        const number = { index: index + 1 };
        return (
          <Block key={reference.key} role="group" aria-label={t('reports.center.referenceType', number)}>
            <Row>
              <Select
                label={t('reports.center.referenceType', number)}
                options={typeOptions}
                value={String(reference.referenceType)}
                onChange={(value) => {
                  const type = keyOf(value) === '2' ? 2 : 1;
                  if (type !== reference.referenceType) patch(reference.key, { referenceType: type, name: '', referenceReportId: null, fileKey: null });
                }}
              />
              {reference.referenceType === 1 ? (
                <ReportPick label={t('reports.center.referenceReportPick', number)} reference={reference} reportId={reportId} onPick={(values) => patch(reference.key, values)} />
              ) : (
                <FilePick label={t('reports.center.referenceUpload', number)} reference={reference} onUploadFile={onUploadFile} onPick={(values) => patch(reference.key, values)} />
              )}
            </Row>
            <BlockFoot>
              <Button size="small" variant="link" onPress={() => onChange(references.filter((item) => item.key !== reference.key))}>
                {t('reports.center.removeReference', number)}
              </Button>
            </BlockFoot>
          </Block>
        );
      })}
    </Part>
  );
}

/** A committed report chosen by its title (GET …/report/page with title.contains). */
function ReportPick({ label, reference, reportId, onPick }: { label: string; reference: DraftReference; reportId: number | null; onPick: (values: Partial<DraftReference>) => void }) {
  const loadPage = useCallback<PageSelectLoadPage<ReportRow>>(async ({ keyword, page, pageSize }) => {
    const term = keyword.trim();
    const result = await fetchReportPage('all', { page, pageSize, ...(term ? { 'title.contains': term } : {}) });
    return { options: result.data.filter((row) => row.id !== reportId), total: result.total };
  }, [reportId]);
  const selected = reference.referenceReportId ? [{ id: reference.referenceReportId, title: reference.name } as ReportRow] : [];
  return (
    <PageSelect<ReportRow>
      label={label}
      isRequired
      loadPage={loadPage}
      fieldNames={REPORT_NAMES}
      pageSize={20}
      debounceMs={300}
      selectedOptions={selected}
      value={reference.referenceReportId ? String(reference.referenceReportId) : null}
      onChange={(value, options) => {
        const id = keyOf(value);
        const row = options[0]?.raw;
        onPick(id ? { referenceReportId: Number(id), name: row?.title ?? reference.name } : { referenceReportId: null, name: '' });
      }}
    />
  );
}

/** A file uploaded through the file service (bizType report); shows its name once uploaded. */
function FilePick({ label, reference, onUploadFile, onPick }: { label: string; reference: DraftReference; onUploadFile: (file: File) => Promise<UploadedReportFile>; onPick: (values: Partial<DraftReference>) => void }) {
  const t = useAppT();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      const stored = await onUploadFile(file);
      onPick({ fileKey: stored.fileKey, name: stored.name });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setUploading(false);
    }
  };
  return (
    <FileBox>
      <label>
        <span>{label}</span>
        <input type="file" aria-label={label} disabled={uploading} onChange={(event) => void upload(event.currentTarget.files?.[0])} />
      </label>
      {uploading ? <span role="status">{t('reports.center.referenceUploading')}</span> : null}
      {reference.fileKey ? <span>{reference.name}</span> : null}
      {error ? <span role="alert">{error}</span> : null}
    </FileBox>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

const FileBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }
  [role='alert'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
