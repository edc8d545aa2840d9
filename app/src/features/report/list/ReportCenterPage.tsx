import { Button, ListPage, ReportPreview, Tab, TabList, TabPanel, Tabs, useConfirm, useToast, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { ReportList, ReportRow } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { dictionariesAtom, loginInfoAtom } from '../../../state/session';
import {
  commitReport,
  createReportFromTemplate,
  deleteReport,
  deleteReportTemplate,
  fetchReportById,
  fetchReportPage,
  REPORT_SAVE_REFUSALS,
  setReportFavourite,
  type ReportCallResult,
} from '../api/reportApi';
import { detailPreview, emptyReportDraft, reportDraftOf, toReportBody, type ReportDraft } from '../editor/reportDraft';
import { ReportEditorDialog } from '../editor/ReportEditorDialog';
import { REPORT_BUTTONS, REPORT_TABLE_IDS, REPORT_TABS, reportAllows, reportColumns, reportSearchFields, reportTabTitle } from './reportList';

/**
 * 报告中心 (report/list; issue 27, spec 02 §2) in four tabs, each a list: 全部报告 (the committed
 * reports; 预览, 收藏/取消收藏, 删除 with report:delete), 我的收藏, 草稿箱 (the caller's drafts: 预览, 编辑,
 * 提交, 删除) and 报告模板 (预览, 使用模板 → the editor on the new draft, 编辑 and 删除模板 with
 * report:template; 新建模板). 新建报告 (report:add) opens the editor (editor/ReportEditorDialog.tsx);
 * 预览 shows the report in ReportPreview.
 */
export function ReportCenterPage() {
  const t = useAppT();
  const headingId = useId();
  const [tab, setTab] = useState<ReportList>('all');
  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('reports.center.title')}</h1>
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as ReportList)}>
          <TabList aria-label={t('reports.center.tabs')}>
            {REPORT_TABS.map((list) => (
              <Tab key={list} id={list}>
                {reportTabTitle(list, t)}
              </Tab>
            ))}
          </TabList>
          {REPORT_TABS.map((list) => (
            <TabPanel key={list} id={list}>
              <ReportListTab list={list} />
            </TabPanel>
          ))}
        </Tabs>
      </ListPageSection>
    </WithSideMenu>
  );
}

/** A call after an optional confirm: the gateway's message (or `doneText`) as a toast, a refusal as an error toast, then the list reloads. */
function useReportMove(reload: () => void) {
  const confirm = useConfirm();
  const toast = useToast();
  return useCallback(
    async <T,>(message: string | null, call: () => Promise<ReportCallResult<T>>, doneText: string, then?: (data: T) => void) => {
      if (message !== null && !(await confirm({ message }))) return;
      const done = await unlessFailed(call(), (failure) => {
        if (REPORT_SAVE_REFUSALS.some((code) => failure.status === code || failure.code === code)) toast.error(failure.message);
      });
      if (!done) return;
      toast.success(done.message || doneText);
      then?.(done.data);
      reload();
    },
    [confirm, reload, toast],
  );
}

function ReportListTab({ list }: { list: ReportList }) {
  const t = useAppT();
  const { hasRole } = useOwnedCodes();
  const dictionaries = useAtomValue(dictionariesAtom);
  const user = useAtomValue(loginInfoAtom)?.sysUserInfo;
  const userId = user?.id ?? null;
  const tableRef = useRef<ProTableHandle>(null);
  const [editing, setEditing] = useState<ReportDraft | null>(null);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const reload = useCallback(() => tableRef.current?.reload(), []);
  const move = useReportMove(reload);
  const columns = useMemo(() => reportColumns(list, t, dictionaries), [dictionaries, list, t]);
  const fields = useMemo(() => reportSearchFields(list, t, dictionaries), [dictionaries, list, t]);
  const request = useCallback((params: Parameters<typeof fetchReportPage>[1]) => fetchReportPage(list, params), [list]);
  const loadPreview = useMemo(() => (previewId === null ? undefined : () => fetchReportById(previewId).then((detail) => detailPreview(detail, dictionaries))), [dictionaries, previewId]);

  const openEditor = useCallback(async (row: ReportRow) => {
    const detail = await unlessFailed(fetchReportById(row.id));
    if (detail) setEditing(reportDraftOf(detail));
  }, []);

  const actions = useMemo((): RowAction<ReportRow>[] => {
    const canEdit = hasRole(REPORT_BUTTONS.edit);
    const canDelete = hasRole(REPORT_BUTTONS.remove);
    const named = (row: ReportRow) => ({ title: row.title });
    const preview: RowAction<ReportRow> = { key: 'preview', label: t('contractTemplate.preview'), onAction: (row) => setPreviewId(row.id) };
    const favourite: RowAction<ReportRow>[] = [
      { key: 'collect', label: t('reports.center.favourite'), isHidden: (row) => !reportAllows.collect(row), onAction: (row) => void move(null, () => setReportFavourite(row.id, true), t('reports.center.favourited')) },
      {
        key: 'cancelCollect',
        label: t('reports.center.cancelFavourite'),
        isHidden: (row) => !reportAllows.cancelCollect(row),
        onAction: (row) => void move(null, () => setReportFavourite(row.id, false), t('reports.center.favouriteCanceled')),
      },
    ];
    switch (list) {
      case 'all':
        return [
          preview,
          ...favourite,
          ...(canDelete
            ? [{ key: 'delete', label: t('master.delete'), onAction: (row: ReportRow) => void move(t('reports.center.deleteConfirm', named(row)), () => deleteReport(row.id), t('check.deleted')) }]
            : []),
        ];
      case 'favourite':
        return [preview, ...favourite];
      case 'draft':
        return [
          preview,
          { key: 'edit', label: t('master.edit'), isHidden: (row) => !reportAllows.editDraft(row, userId, canEdit), onAction: (row) => void openEditor(row) },
          {
            key: 'commit',
            label: t('returnInvoice.commit'),
            isHidden: (row) => !reportAllows.editDraft(row, userId, canEdit),
            onAction: (row) =>
              void move(
                t('reports.center.commitConfirm', named(row)),
                async () => {
                  const detail = await fetchReportById(row.id);
                  return commitReport(toReportBody(reportDraftOf(detail)));
                },
                t('order.return.committed'),
              ),
          },
          {
            key: 'delete',
            label: t('master.delete'),
            isHidden: (row) => !reportAllows.removeDraft(row, userId, canDelete),
            onAction: (row) => void move(t('reports.center.deleteConfirm', named(row)), () => deleteReport(row.id), t('check.deleted')),
          },
        ];
      case 'template':
        return [
          preview,
          ...(hasRole(REPORT_BUTTONS.add)
            ? [
                {
                  key: 'useTemplate',
                  label: t('reports.center.useTemplate'),
                  onAction: (row: ReportRow) =>
                    void move(null, () => createReportFromTemplate(row.id), t('reports.center.templateUsed'), (detail) => setEditing(reportDraftOf(detail))),
                },
              ]
            : []),
          ...(hasRole(REPORT_BUTTONS.template)
            ? [
                { key: 'edit', label: t('master.edit'), onAction: (row: ReportRow) => void openEditor(row) },
                {
                  key: 'deleteTemplate',
                  label: t('reports.center.deleteTemplate'),
                  onAction: (row: ReportRow) => void move(t('reports.center.deleteTemplateConfirm', named(row)), () => deleteReportTemplate(row.id), t('reports.center.templateDeleted')),
                },
              ]
            : []),
        ];
    }
  }, [hasRole, list, move, openEditor, t, userId]);

  const author = user?.userName ?? '';
  const toolbar =
    list === 'template' ? (
      hasRole(REPORT_BUTTONS.template) ? (
        <Button variant="primary" onPress={() => setEditing(emptyReportDraft({ isTemplate: true }))}>
          {t('reports.center.addTemplate')}
        </Button>
      ) : null
    ) : hasRole(REPORT_BUTTONS.add) ? (
      <Button variant="primary" onPress={() => setEditing(emptyReportDraft({ author }))}>
        {t('reports.center.add')}
      </Button>
    ) : null;

  return (
    <>
      <ListPage<ReportRow>
        ref={tableRef}
        title={reportTabTitle(list, t)}
        columns={columns}
        rowKey="id"
        request={request}
        search={{ fields }}
        toolbarExtra={toolbar}
        table={{ tableId: REPORT_TABLE_IDS[list], defaultPageSize: 20, showIndex: true, actions, actionWidth: 240 }}
      />
      {editing ? (
        <ReportEditorDialog
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
      {loadPreview ? <ReportPreview isOpen onOpenChange={(open) => !open && setPreviewId(null)} loadReport={loadPreview} /> : null}
    </>
  );
}
