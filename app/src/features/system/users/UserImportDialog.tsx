import styled from '@emotion/styled';
import { Button, Dialog, useToast } from '@srm/design-system';
import { useId, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import type { AppMessageKey } from '../../../i18n/messages';
import { useAppT } from '../../../i18n/useAppT';
import { downloadImportTemplate, importUserPermissions } from '../api/systemApi';
import { importFileProblem, splitImportRefusal, type ImportRefusal } from './importErrors';

export interface UserImportDialogProps {
  onClose: () => void;
  /** After a successful import (the list reloads). */
  onImported: () => void;
}

const TEMPLATE_NAME = '用户权限导入模板.xlsx';

/**
 * 导入: download the template, choose an xlsx and import it (POST importRoleOrgCategory). A refused
 * file shows the gateway's summary and each 第N行：… on its own line, and nothing was imported; a
 * success shows the gateway's message and closes.
 */
export function UserImportDialog({ onClose, onImported }: UserImportDialogProps) {
  const t = useAppT();
  const toast = useToast();
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<AppMessageKey | null>(null);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);
  const [isImporting, setImporting] = useState(false);
  const [isDownloading, setDownloading] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setRefusal(null);
    setProblem(chosen ? importFileProblem(chosen) : null);
  };

  const submit = async () => {
    const found = importFileProblem(file);
    setProblem(found);
    setRefusal(null);
    if (found || !file) return;
    setImporting(true);
    try {
      // A refusal the call layer did not show (the rows in error) is listed in the dialog.
      const saved = await unlessFailed(importUserPermissions(file), (failure) => !failure.shown && setRefusal(splitImportRefusal(failure.message)));
      if (saved) {
        toast.success(saved.message);
        onImported();
      }
    } finally {
      setImporting(false);
    }
  };

  const template = async () => {
    setDownloading(true);
    try {
      await unlessFailed(downloadImportTemplate(TEMPLATE_NAME));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Dialog
      title={t('system.import.title')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      width="medium"
      footer={
        <>
          <Button onPress={onClose} isDisabled={isImporting}>
            {t('system.cancel')}
          </Button>
          <Button variant="primary" onPress={submit} isPending={isImporting}>
            {t('system.import.submit')}
          </Button>
        </>
      }
    >
      <Body>
        <p id={hintId}>{t('system.import.hint')}</p>
        <div className="srm-import-row">
          <Button onPress={template} isPending={isDownloading}>
            {t('system.import.template')}
          </Button>
          <label htmlFor={inputId}>{t('system.import.file')}</label>
          <input
            id={inputId}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={hintId}
            onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
          />
        </div>
        {file ? <p className="srm-import-chosen">{t('system.import.chosen', { name: file.name })}</p> : null}
        {problem || refusal ? (
          <div role="alert" className="srm-import-errors">
            {problem ? <p>{t(problem)}</p> : null}
            {refusal ? (
              <>
                <p>{refusal.summary}</p>
                {refusal.rows.length > 0 ? (
                  <ul aria-label={t('system.import.errorsTitle')}>
                    {refusal.rows.map((row, index) => (
                      <li key={`${index}:${row}`}>{row}</li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : null}
          </div>
        ) : null}
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  p {
    margin: 0;
  }
  .srm-import-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  .srm-import-chosen {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  .srm-import-errors {
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.dangerSubtle};
    color: ${({ theme }) => theme.colors.danger};
  }
  .srm-import-errors ul {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    padding-inline-start: ${({ theme }) => theme.space[5]};
    max-height: 30vh;
    overflow: auto;
  }
`;
