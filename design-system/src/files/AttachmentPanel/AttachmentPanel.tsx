import { ClassNames } from '@emotion/react';
import { useContext, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../controls/Button';
import { Select } from '../../controls/Select';
import { Switch } from '../../controls/Switch';
import { LoadingOverlay } from '../../display/LoadingOverlay';
import { useLocale } from '../../i18n/LocaleProvider';
import { ConfirmDialog } from '../../overlays/ConfirmDialog';
import { ProTable, type RowAction } from '../../table/ProTable';
import type { ProColumn } from '../../table/types';
import { fileErrorMessage, saveFile, type FileClient, type FileId, type StoredFile } from '../fileClient';
import { isPreviewable, limitedPreviewTypes } from '../preview/fileKind';
import { FileViewerContext, type FileViewerComponent } from '../preview/viewerSlot';
import { ATTACHMENT_LIST_DEBOUNCE_MS, attachmentLimitIssue, canDeleteAttachment, DEFAULT_FILE_MODULE, FILE_SIZE_LIMIT, formatFileSize } from '../fileRules/fileRules';
import { Upload } from '../Upload/Upload';
import { UploadMessages } from '../Upload/UploadProgress';
import { useUploadFeedback } from '../Upload/useUploadFeedback';
import { panelStyles } from './attachmentPanelStyles';
import { attachmentQueryKey, patchFile, prependFile, removeFileById, type AttachmentTypeField } from './attachmentList';
import { attachmentViewerFile } from './attachmentPreview';

/** One choice of the attachment-type column (special mode 1). */
export interface AttachmentTypeOption {
  label: string;
  value: string;
}

export interface AttachmentPanelProps {
  /** The gateway file calls (`createFileClient()`, or the app's own). */
  client: FileClient;
  /** The business type of the record's files. */
  bizType: string;
  /** The record: its files are listed (400 ms after it last changed). Without it nothing is loaded. */
  bizKey?: string | null;
  /** @default 'execution' */
  module?: string;
  /** Sent with each upload. */
  contractFileType?: string | null;
  /** Accepted upload formats (extensions or MIME types). @default any */
  accept?: readonly string[];
  /** @default 10485760 (10 MB) */
  maxSize?: number;
  /**
   * Edit mode: upload, delete, the contract buttons, and changing the signet flag or the type.
   * @default true
   */
  isEditable?: boolean;
  /**
   * Shows 上传 (in edit mode).
   * @default true
   */
  canUpload?: boolean;
  /**
   * Shows 打印 (with `onPrint`).
   * @default false
   */
  canPrint?: boolean;
  onPrint?: () => void;
  /** Shows 合同范本 in edit mode (open the contract-sample picker here). */
  onContractSample?: () => void;
  /** Shows 生成合同 in edit mode. */
  onGenerateContract?: () => void;
  /** More toolbar content, before 上传. */
  toolbarExtra?: ReactNode;
  /** `1` adds the attachment-type column, a select of `attachmentTypes`. */
  specialMode?: number;
  /** The choices of the attachment-type column. @default [] */
  attachmentTypes?: readonly AttachmentTypeOption[];
  /**
   * The file attribute the attachment type is saved in.
   * @default 'fileCategory'
   */
  attachmentTypeField?: AttachmentTypeField;
  /**
   * Adds the 是否盖章 column: a switch saving `signetFlag`.
   * @default false
   */
  signetMode?: boolean;
  /** The record's supplier: for the direct suppliers CD and ZLMY, OA attachments cannot be deleted. */
  supplierCode?: string | null;
  /** The record's OA id: attachments whose `fileCategory` equals it came from the OA. */
  oaId?: string | null;
  /** At most this many attachments: uploading beyond says 最多上传N个附件，请删除后再上传. */
  limit?: number;
  /**
   * The viewer the file name and 预览 open: `FileViewer` from `@srm/design-system/viewer`.
   * @default the `fileViewer` of SrmProvider; with neither, 预览 and the file name download the file
   */
  viewer?: FileViewerComponent;
  /**
   * Replaces the built-in preview (the file name and 预览 open the viewer on the list, png, jpg,
   * jpeg, gif and pdf shown, any other type 暂不支持预览当前文件类型 with a download): called with the
   * list and the row's index instead. For special cases only; pages need not pass it.
   */
  onPreview?: (files: readonly StoredFile[], index: number) => void;
  /**
   * The types the built-in preview shows (extensions); any other type shows the fallback.
   * @default limitedPreviewTypes (png, jpg, jpeg, gif, pdf; spec 01 §5)
   */
  previewTypes?: readonly string[];
  /** Called with the list after it loads or changes. */
  onChange?: (files: StoredFile[]) => void;
  /**
   * Wait after bizType or bizKey changes before loading.
   * @default 400
   */
  debounceMs?: number;
  /**
   * Names the table.
   * @default 附件列表 / Attachments
   */
  'aria-label'?: string;
  className?: string;
}

interface ListState {
  /** The query the files belong to (null: files of no record yet, uploaded without a key). */
  key: string | null;
  files: StoredFile[];
}

/**
 * The attachments of a record (spec 01 §2.7, §5): a table of file name, type, size, uploader and
 * upload time, plus the attachment type (special mode 1) and the signet flag (signet mode); a toolbar
 * with 打印, 合同范本, 生成合同 and 上传; row actions 预览, 删除 (confirmed) and 下载. The file name and
 * 预览 open the app's viewer (`viewer`, else SrmProvider's `fileViewer`: png, jpg, jpeg, gif, pdf;
 * other types offer a download), loading through the client's preview address; without a viewer
 * they download the file. See README.md.
 */
export function AttachmentPanel({
  client,
  bizType,
  bizKey,
  module = DEFAULT_FILE_MODULE,
  contractFileType,
  accept,
  maxSize = FILE_SIZE_LIMIT,
  isEditable = true,
  canUpload = true,
  canPrint = false,
  onPrint,
  onContractSample,
  onGenerateContract,
  toolbarExtra,
  specialMode,
  attachmentTypes = [],
  attachmentTypeField = 'fileCategory',
  signetMode = false,
  supplierCode,
  oaId,
  limit,
  viewer,
  onPreview,
  previewTypes = limitedPreviewTypes,
  onChange,
  debounceMs = ATTACHMENT_LIST_DEBOUNCE_MS,
  'aria-label': ariaLabel,
  className,
}: AttachmentPanelProps) {
  const { t } = useLocale();
  const feedback = useUploadFeedback(false);
  const { notify } = feedback;
  const queryKey = attachmentQueryKey(bizType, bizKey);
  const [list, setList] = useState<ListState>({ key: null, files: [] });
  const files = list.files;
  const isLoading = queryKey !== null && list.key !== queryKey;
  // The file asked about stays while the confirmation closes, so its text does not blank out.
  const [deletion, setDeletion] = useState<{ file: StoredFile; isOpen: boolean } | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<FileId>>(new Set());
  const rootRef = useRef<HTMLDivElement>(null);
  // The viewed file stays while the viewer closes, so its title does not blank out.
  const [viewing, setViewing] = useState<{ index: number; isOpen: boolean } | null>(null);
  const contextViewer = useContext(FileViewerContext);
  const Viewer = viewer ?? contextViewer;
  const viewerFiles = useMemo(() => files.map((file) => attachmentViewerFile(client, file)), [client, files]);

  const loadFailed = useEffectEvent((error: unknown) => notify('error', fileErrorMessage(error, t('upload.fetchFailed'))));
  useEffect(() => {
    if (queryKey === null || !bizKey) return;
    let current = true;
    const timer = setTimeout(() => {
      client.list({ bizType, bizKey }).then(
        (loaded) => {
          if (current) setList({ key: queryKey, files: loaded });
        },
        (error: unknown) => {
          if (!current) return;
          // A failed load stops loading and keeps what was shown (spec 01 §8).
          setList((previous) => ({ key: queryKey, files: previous.files }));
          loadFailed(error);
        },
      );
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [bizKey, bizType, client, debounceMs, queryKey]);

  // Tell the caller about every new list, but not the empty one it started with.
  const announced = useRef(list.files);
  const announce = useEffectEvent((next: StoredFile[]) => onChange?.(next));
  useEffect(() => {
    if (announced.current === files) return;
    announced.current = files;
    announce(files);
  }, [files]);

  const edit = (change: (files: StoredFile[]) => StoredFile[]) => setList((previous) => ({ ...previous, files: change(previous.files) }));
  const setBusy = (id: FileId, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Saves one attribute: shown at once, 修改成功 when saved, 修改失败 and the old value back otherwise. */
  const saveAttribute = async (file: StoredFile, patch: Pick<Partial<StoredFile>, 'signetFlag' | 'fileCategory' | 'contractFileType'>) => {
    const before: Partial<StoredFile> = Object.fromEntries(Object.keys(patch).map((key) => [key, file[key as keyof StoredFile]]));
    edit((current) => patchFile(current, file.id, patch));
    setBusy(file.id, true);
    try {
      const saved = await client.update({ id: file.id, version: file.version, ...patch });
      edit((current) => patchFile(current, file.id, saved));
      notify('success', t('toast.updated'));
    } catch {
      edit((current) => patchFile(current, file.id, before));
      notify('error', t('upload.modifyFailed'));
    } finally {
      setBusy(file.id, false);
    }
  };

  const download = async (file: StoredFile) => {
    try {
      const { blob, name } = await client.download(file.id);
      saveFile(blob, name || file.originalName);
    } catch (error) {
      notify('error', fileErrorMessage(error, t('upload.downloadFailed')));
    }
  };

  // The deleted row's button is gone: once the confirmation has closed (and handed focus back to
  // that button, or lost it), focus goes to the table. Checked frame by frame for up to a second,
  // as the dialog's exit and the delete request finish in either order.
  const restoreFocus = () => {
    let frames = 0;
    const check = () => {
      const root = rootRef.current;
      if (!root?.isConnected) return;
      const active = document.activeElement;
      if (document.querySelector('[role="alertdialog"]')) {
        if (++frames < 60) requestAnimationFrame(check);
        return;
      }
      if (active && active !== document.body && active.isConnected) return;
      // The grid's roving stop (a row, cell or header), else its first row.
      (root.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]') ?? root.querySelector<HTMLElement>('[role="grid"] [role="row"][tabindex]'))?.focus();
    };
    requestAnimationFrame(check);
  };

  const confirmDelete = async () => {
    const file = deletion?.file;
    if (!file) return;
    try {
      await client.remove([file.id]);
      edit((current) => removeFileById(current, file.id));
      notify('success', t('upload.deleted'));
      restoreFocus();
    } catch (error) {
      notify('error', fileErrorMessage(error, t('upload.deleteFailed')));
    }
  };

  /** 预览 and the file name: the caller's `onPreview`, else the viewer on the list, else a download. */
  const preview = (row: StoredFile) => {
    const index = Math.max(0, files.findIndex((file) => file.id === row.id));
    if (onPreview) onPreview(files, index);
    else if (Viewer) setViewing({ index, isOpen: true });
    else void download(row);
  };

  const typeLabels = useMemo(() => new Map(attachmentTypes.map((option) => [option.value, option.label])), [attachmentTypes]);

  const columns = useMemo((): ProColumn<StoredFile>[] => {
    const base: ProColumn<StoredFile>[] = [
      {
        key: 'originalName',
        title: t('attachment.fileName'),
        wide: true,
        // A grid widget: focusing the cell focuses it, Enter or Space opens the preview.
        render: (value, row) => (
          <Button
            variant="link"
            size="small"
            excludeFromTabOrder
            data-grid-widget=""
            className="srm-attachment-name"
            data-previewable={isPreviewable({ name: row.originalName, type: row.fileType || undefined }, previewTypes) || undefined}
            onPress={() => preview(row)}
          >
            {typeof value === 'string' ? value : row.originalName}
          </Button>
        ),
      },
      { key: 'fileType', title: t('attachment.fileType') },
      { key: 'fileSize', title: t('attachment.fileSize'), align: 'right', render: (value) => formatFileSize(typeof value === 'number' ? value : Number(value)) },
      { key: 'creatorName', title: t('attachment.uploader') },
      { key: 'createdTime', title: t('attachment.uploadTime'), valueType: 'datetime' },
    ];
    if (specialMode === 1) {
      base.push({
        key: 'attachmentType',
        dataIndex: attachmentTypeField,
        title: t('attachment.type'),
        render: (value, row) => {
          const current = typeof value === 'string' ? value : null;
          if (!isEditable) return current === null ? '' : (typeLabels.get(current) ?? current);
          return (
            <div className="srm-attachment-editor" data-grid-editor="">
              <Select
                aria-label={t('attachment.typeOf', { name: row.originalName })}
                options={attachmentTypes}
                value={current}
                isDisabled={busyIds.has(row.id)}
                onChange={(next) => {
                  const chosen = next === null || next === undefined ? null : String(next as string | number);
                  if (chosen !== current) void saveAttribute(row, { [attachmentTypeField]: chosen });
                }}
              />
            </div>
          );
        },
      });
    }
    if (signetMode) {
      base.push({
        key: 'signetFlag',
        title: t('attachment.signet'),
        render: (value, row) => (
          <div className="srm-attachment-editor" data-grid-editor="">
            <Switch
              aria-label={t('attachment.signetOf', { name: row.originalName })}
              isSelected={value === 1}
              isReadOnly={!isEditable}
              isDisabled={busyIds.has(row.id)}
              onChange={(selected) => void saveAttribute(row, { signetFlag: selected ? 1 : 0 })}
            />
          </div>
        ),
      });
    }
    return base;
    // saveAttribute only reads stable setters and the client, preview the list, onPreview and Viewer; rebuilding on their identity would rebuild every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attachmentTypeField, attachmentTypes, busyIds, client, files, isEditable, onPreview, Viewer, previewTypes, signetMode, specialMode, t, typeLabels]);

  const actions = useMemo((): RowAction<StoredFile>[] => {
    const result: RowAction<StoredFile>[] = [{ key: 'preview', label: t('upload.preview'), isSelect: true, onAction: (row) => preview(row) }];
    result.push({
      key: 'delete',
      label: t('upload.delete'),
      theme: 'danger',
      isHidden: (row) => !canDeleteAttachment(row, { isEditable, supplierCode, oaId }),
      onAction: (row) => setDeletion({ file: row, isOpen: true }),
    });
    result.push({ key: 'download', label: t('upload.download'), onAction: (row) => download(row) });
    return result;
    // download only reads the client and stable setters; preview the list, onPreview and Viewer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, files, isEditable, oaId, onPreview, Viewer, supplierCode, t]);

  const limitIssue = attachmentLimitIssue(files.length, limit);
  const showUpload = isEditable && canUpload;
  const toolbar = (
    <>
      {canPrint && onPrint ? <Button onPress={onPrint}>{t('attachment.print')}</Button> : null}
      {isEditable && onContractSample ? <Button onPress={onContractSample}>{t('attachment.contractSample')}</Button> : null}
      {isEditable && onGenerateContract ? <Button onPress={onGenerateContract}>{t('attachment.generateContract')}</Button> : null}
      {toolbarExtra}
      {showUpload ? (
        <Upload
          variant="button"
          client={client}
          bizType={bizType}
          module={module}
          bizKey={bizKey}
          contractFileType={contractFileType}
          accept={accept}
          maxSize={maxSize}
          isDisabled={isLoading}
          blockedMessage={limitIssue ? t(limitIssue.key, limitIssue.values) : null}
          onUploaded={(file) => edit((current) => prependFile(current, file))}
        />
      ) : null}
    </>
  );

  return (
    <ClassNames>
      {({ css: toClass, cx, theme }) => (
        <div ref={rootRef} className={cx(toClass(panelStyles(theme)), className)} data-editable={isEditable || undefined} data-loading={isLoading || undefined}>
          <div className="srm-attachment-messages">
            <UploadMessages messages={feedback.messages} />
          </div>
          <LoadingOverlay isLoading={isLoading}>
            <ProTable<StoredFile>
              aria-label={ariaLabel ?? t('attachment.title')}
              columns={columns}
              rowKey="id"
              dataSource={files}
              pagination={false}
              height="auto"
              virtual={false}
              actions={actions}
              toolbar={{ extra: toolbar, showRefresh: false, showDensity: false }}
            />
          </LoadingOverlay>
          {onPreview || !Viewer ? null : (
            <Viewer
              files={viewerFiles}
              index={viewing?.index ?? 0}
              onIndexChange={(index) => setViewing((current) => (current ? { ...current, index } : current))}
              isOpen={viewing?.isOpen ?? false}
              onOpenChange={(open) => setViewing((current) => (current ? { ...current, isOpen: open } : current))}
              onDownload={(_file, index) => {
                const file = files[index];
                if (file) void download(file);
              }}
              previewTypes={previewTypes}
            />
          )}
          <ConfirmDialog
            variant="delete"
            isOpen={deletion?.isOpen ?? false}
            message={deletion ? t('upload.deleteConfirm', { name: deletion.file.originalName }) : null}
            // Closes at once (the toast tells the outcome): a pending 确定 would leave react-aria's
            // pending announcement pointing at a button that is gone.
            onConfirm={() => {
              void confirmDelete();
            }}
            onOpenChange={(open) => {
              if (open) return;
              setDeletion((current) => (current ? { ...current, isOpen: false } : null));
              restoreFocus();
            }}
          />
        </div>
      )}
    </ClassNames>
  );
}
