import { Button, PrintPreview, Spinner, StatusTag, useConfirm, useToast, type PrintTemplateOption } from '@srm/design-system';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { unlessFailed } from '../../../api/callFailure';
import { DETAIL_LOAD } from '../../../api/http';
import type { AppMessageKey } from '../../../i18n/messages';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { DetailUnavailable } from '../../../shell/DetailUnavailable';
import { DocumentFlowPanel } from '../../../shell/DocumentFlowPanel';
import { loginInfoAtom } from '../../../state/session';
import {
  acceptPickOrder,
  confirmPick,
  fetchPickDetail,
  fetchPickPdf,
  fetchPickPrintTemplates,
  fetchPickShipments,
  sendPickToSupplier,
  syncPickEbs,
  syncPickLms,
  withdrawPick,
  type PickCallResult,
} from '../api/pickApi';
import type { PickDetail, PickShipmentRow } from '../api/pickTypes';
import { PickEditorDialog } from '../editor/PickEditorDialog';
import { pickStatusItems } from '../list/pickList';
import { CloseDialog, RefuseDialog, VehicleChangeDialog } from './PickDetailDialogs';
import { pickActions, pickIdOf, type PickAction } from './pickDetailModel';
import { ActionBar, DetailPage, HeadingRow } from '../../../shell/detailStyles';
import { PickCosts, PickHead, PickLines, PickShipments, PickVehicles, Section } from './PickDetailSections';

type OpenDialog = 'edit' | 'refuse' | 'close' | 'forceClose' | 'vehicleChange' | null;

const PRIMARY: readonly PickAction[] = ['send', 'accept', 'receive'];
const DANGER: readonly PickAction[] = ['refuse', 'forceClose'];

/**
 * 提货单详情 (execution/pick-detail?id=; issue 24): the head with its status tags, the lines (planned,
 * shipped, accepted, released, open), vehicles, costs and the pick's shipments, and an action bar with
 * what the status allows, the user holds and the user's side (pickDetailModel). 发送供应商, 撤回, 接单,
 * 收货验收 and the syncs ask first; 拒单, 关闭 and 强制关闭 ask a reason in a dialog; 编辑 opens the
 * editor; 车辆变更 asks for a change; 打印 opens the print preview. After each the gateway's message
 * (or 操作成功) shows and the page reloads; the call layer shows a refusal and the page reloads too.
 */
export function PickDetailPage() {
  const t = useAppT();
  const [params] = useSearchParams();
  const toast = useToast();
  const confirm = useConfirm();
  const { hasRole } = useOwnedCodes();
  const headingId = useId();
  const id = pickIdOf(params.get('id'));
  const supplierUser = useAtomValue(loginInfoAtom)?.sysUserInfo.userType === 'supplier';

  const [loaded, setDetail] = useState<PickDetail | null>(null);
  const detail = loaded !== null && loaded.head.id === id ? loaded : null;
  const [shipments, setShipments] = useState<readonly PickShipmentRow[]>([]);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [printOpen, setPrintOpen] = useState(false);
  const [templates, setTemplates] = useState<PrintTemplateOption[] | null>(null);
  const [request, setRequest] = useState(0);
  const [answered, setAnswered] = useState<string | null>(null);
  const requestKey = `${id}:${request}`;
  const loading = id !== null && answered !== requestKey;
  const load = useCallback(() => setRequest((count) => count + 1), []);

  useEffect(() => {
    if (id === null) return;
    let current = true;
    // Both calls are silent: a pick that is missing or out of scope is told once, in the page; the
    // shipments are shown when they can be read (a supplier's user has no shipping list).
    Promise.all([fetchPickDetail(id, DETAIL_LOAD), fetchPickShipments(id, DETAIL_LOAD).catch(() => [] as readonly PickShipmentRow[])]).then(
      ([nextDetail, nextShipments]) => {
        if (!current) return;
        setDetail(nextDetail);
        setShipments(nextShipments);
        setFailure(null);
        setAnswered(requestKey);
      },
      (error: unknown) => {
        if (!current) return;
        setFailure({ error });
        setAnswered(requestKey);
      },
    );
    return () => {
      current = false;
    };
  }, [id, requestKey]);

  /** Runs a move: its message (or `doneText`) on success; reloads either way. */
  const run = useCallback(
    async (action: () => Promise<PickCallResult<unknown>>, doneText?: (result: PickCallResult<unknown>) => string) => {
      setBusy(true);
      try {
        const done = await unlessFailed(action());
        if (done) toast.success(doneText?.(done) || done.message || t('pick.operated'));
      } finally {
        setBusy(false);
      }
      load();
    },
    [load, t, toast],
  );

  const openPrint = useCallback(async () => {
    setPrintOpen(true);
    if (templates !== null) return;
    const list = (await unlessFailed(fetchPickPrintTemplates())) ?? [];
    setTemplates(list.map((template) => ({ id: template.id, name: template.name, code: template.code, type: template.type, printable: template.printable })));
  }, [templates]);

  const act = useCallback(
    async (action: PickAction) => {
      if (!detail) return;
      const { head } = detail;
      const asked = (key: AppMessageKey) => confirm({ message: t(key, { pickNo: head.pickNo }) });
      switch (action) {
        case 'edit':
        case 'refuse':
        case 'close':
        case 'forceClose':
        case 'vehicleChange':
          setDialog(action);
          return;
        case 'print':
          await openPrint();
          return;
        case 'send':
          if (await asked('pick.sendConfirm')) await run(() => sendPickToSupplier(head.id, head.version));
          return;
        case 'withdraw':
          if (await asked('pick.withdrawConfirm')) await run(() => withdrawPick(head.id, head.version));
          return;
        case 'accept':
          if (await asked('pick.acceptConfirm')) await run(() => confirmPick({ id: head.id, version: head.version, accept: true }));
          return;
        case 'receive':
          if (await asked('pick.receiveConfirm')) {
            await run(
              () => acceptPickOrder(head.id),
              (result) => {
                const data = result.data as { accepted?: number; acceptedQuantity?: string } | null;
                return data && typeof data.accepted === 'number' ? t('pick.received', { count: data.accepted, quantity: data.acceptedQuantity ?? '' }) : '';
              },
            );
          }
          return;
        case 'syncLms':
          await run(() => syncPickLms(head.id));
          return;
        case 'syncEbs':
          await run(() => syncPickEbs(head.id));
          return;
      }
    },
    [confirm, detail, openPrint, run, t],
  );

  const actions = useMemo(
    () => (detail ? pickActions(detail.head.status, (code) => hasRole(code), supplierUser, detail.vehicles.length > 0) : []),
    [detail, hasRole, supplierUser],
  );

  const closeDialog = () => setDialog(null);
  const afterDialog = () => {
    setDialog(null);
    load();
  };

  if (id === null) {
    return (
      <DetailPage aria-labelledby={headingId}>
        <h1 id={headingId}>{t('pick.detail.title')}</h1>
        <p>{t('pick.detail.noId')}</p>
      </DetailPage>
    );
  }

  return (
    <DetailPage aria-labelledby={headingId} aria-busy={loading || busy}>
      <HeadingRow>
        <h1 id={headingId}>
          {t('pick.detail.title')}
          {detail ? ` ${detail.head.pickNo}` : ''}
        </h1>
        {detail ? <StatusTag items={pickStatusItems(t)} value={detail.head.status} /> : null}
        {loading ? <Spinner size="small" /> : null}
      </HeadingRow>
      {failure && !detail && !loading ? <DetailUnavailable error={failure.error} backTo="/execution/pick" backLabel={t('pick.detail.backToList')} /> : null}
      {detail ? (
        <>
          <ActionBar role="group" aria-label={t('pick.detail.actions')}>
            {actions.map((action) => (
              <Button
                key={action}
                variant={PRIMARY.includes(action) ? 'primary' : DANGER.includes(action) ? 'danger' : undefined}
                isDisabled={busy || loading}
                onPress={() => void act(action)}
              >
                {t(`pick.action.${action}`)}
              </Button>
            ))}
          </ActionBar>
          <Section title={t('pick.detail.head')}>
            <PickHead detail={detail} />
          </Section>
          <Section title={t('pick.detail.lines')}>
            <PickLines detail={detail} />
          </Section>
          <Section title={t('pick.detail.vehicles')}>
            <PickVehicles vehicles={detail.vehicles} />
          </Section>
          <Section title={t('pick.detail.costs')}>
            <PickCosts costs={detail.costs} />
          </Section>
          <Section title={t('pick.detail.shipments')}>
            <PickShipments shipments={shipments} />
          </Section>
          <DocumentFlowPanel type="pick" id={detail.head.id} />
          {dialog === 'edit' ? <PickEditorDialog pick={detail} onClose={closeDialog} onSaved={afterDialog} /> : null}
          {dialog === 'refuse' ? <RefuseDialog head={detail.head} onClose={closeDialog} onDone={afterDialog} /> : null}
          {dialog === 'close' || dialog === 'forceClose' ? <CloseDialog head={detail.head} force={dialog === 'forceClose'} onClose={closeDialog} onDone={afterDialog} /> : null}
          {dialog === 'vehicleChange' ? <VehicleChangeDialog head={detail.head} vehicles={detail.vehicles} onClose={closeDialog} onDone={afterDialog} /> : null}
          <PrintPreview
            isOpen={printOpen}
            onOpenChange={setPrintOpen}
            title={t('pick.print.title')}
            templates={templates ?? []}
            isLoadingTemplates={printOpen && templates === null}
            loadPdf={(template) => fetchPickPdf(detail.head.id, Number(template.id))}
            fileName={(template) => `${detail.head.pickNo}-${template.name}.pdf`}
          />
        </>
      ) : null}
    </DetailPage>
  );
}
