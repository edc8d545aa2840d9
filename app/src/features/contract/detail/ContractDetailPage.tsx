import {
  AttachmentPanel,
  Button,
  Menu,
  PrintPreview,
  Spinner,
  StatusTag,
  useConfirm,
  useToast,
  type PrintTemplateOption,
} from '@srm/design-system';
import type { ContractDetail, ContractExeStatus, ContractStatusTimeline, ContractSyncLog, ContractSyncTimeline } from '@srm/gateway/api';
import { useCallback, useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { unlessFailed } from '../../../api/callFailure';
import { DETAIL_LOAD } from '../../../api/http';
import type { AppMessageKey } from '../../../i18n/messages';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { DetailUnavailable, unavailableText } from '../../../shell/DetailUnavailable';
import { DocumentFlowPanel } from '../../../shell/DocumentFlowPanel';
import { loginInfoAtom } from '../../../state/session';
import {
  changeContractExeStatus,
  changeContractStatus,
  fetchContractDetail,
  fetchContractPdf,
  fetchContractPrintTemplates,
  fetchContractStatusLog,
  fetchContractSyncLog,
  resendContractSync,
  sendContractSync,
  sealContractAsSupplier,
  submitContractSignet,
  uploadContractPrint,
} from '../api/contractApi';
import { CHANGE_BUTTONS, isChangeableContract, newChangeHref } from '../change/changeList';
import { actionLabelKey, statusItems, type ContractAction } from '../list/contractStatus';
import { CONTRACT_FILE_BIZ_TYPE, contractFileClient } from './contractFiles';
import { DETAIL_BUTTONS, detailActions, exeChoices, hasPendingSync } from './contractDetailModel';
import { DetailHead, DetailLines, DetailRebates } from './DetailSections';
import { ActionBar, DetailPage, HeadingRow } from './detailStyles';
import { Section } from './DetailParts';
import { StatusTimeline } from './StatusTimeline';
import { SyncTimeline } from './SyncTimeline';

/** The contract id of `?id=`, or null. */
export function contractIdOf(value: string | null): number | null {
  if (!value || !/^[0-9]{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * 合同详情 (contract/detail?id=, spec 02 §7; issue 8): the head, lines with totals and 大写金额, rebate
 * clauses and attachments; the status timeline (every change and callback) and the ERP sync timeline;
 * and an action bar with only what the status allows and the user holds. After an action the gateway's
 * message shows and everything reloads (a 409 shows the gateway's message and reloads too).
 */
export function ContractDetailPage() {
  const t = useAppT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const { hasRole } = useOwnedCodes();
  const headingId = useId();
  const id = contractIdOf(params.get('id'));

  const [loaded, setDetail] = useState<ContractDetail | null>(null);
  // Another contract's document is not shown while this one loads.
  const detail = loaded !== null && loaded.id === id ? loaded : null;
  const [statusLog, setStatusLog] = useState<ContractStatusTimeline | null>(null);
  const [syncLog, setSyncLog] = useState<ContractSyncTimeline | null>(null);
  // Why the contract could not be loaded (not found, another company's …): shown in the page.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const [printOpen, setPrintOpen] = useState(false);
  const [templates, setTemplates] = useState<PrintTemplateOption[] | null>(null);
  // Bumped when 生成并上传 stored a print: the attachment list reads its files again.
  const [filesSeq, setFilesSeq] = useState(0);
  // Each reload asks again; the page is loading until the answers of the newest request arrived.
  const [request, setRequest] = useState(0);
  const [answered, setAnswered] = useState<string | null>(null);
  const requestKey = `${id}:${request}`;
  const loading = id !== null && answered !== requestKey;
  const load = useCallback(() => setRequest((count) => count + 1), []);

  // A timeline that failed while the contract loaded is told in a message (an effect event, so a
  // change of language does not reload the page).
  const tellLogFailure = useEffectEvent((error: unknown) => toast.error(unavailableText(error, t)));

  useEffect(() => {
    if (id === null) return;
    let current = true;
    // Every call of the load is silent (DETAIL_LOAD): a contract that is missing or out of scope
    // fails all three, and the page says so once, in place, instead of a message per call.
    const logErrors: unknown[] = [];
    const orNull = <T,>(call: Promise<T>) =>
      call.catch((error: unknown) => {
        logErrors.push(error);
        return null;
      });
    Promise.all([fetchContractDetail(id, DETAIL_LOAD), orNull(fetchContractStatusLog(id, DETAIL_LOAD)), orNull(fetchContractSyncLog(id, DETAIL_LOAD))]).then(
      ([nextDetail, nextStatus, nextSync]) => {
        if (!current) return;
        setDetail(nextDetail);
        setStatusLog(nextStatus);
        setSyncLog(nextSync);
        setFailure(null);
        setAnswered(requestKey);
        if (logErrors.length > 0) tellLogFailure(logErrors[0]);
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

  /**
   * Runs an action: its message on success; the call layer shows a refusal (a stale version 409, a
   * move the status no longer allows …); reloads either way.
   */
  const run = useCallback(
    async (action: () => Promise<{ message: string }>) => {
      setBusy(true);
      try {
        const done = await unlessFailed(action());
        if (done) toast.success(done.message || t('message.operated'));
      } finally {
        setBusy(false);
      }
      load();
    },
    [load, t, toast],
  );

  const move = useCallback(
    async (action: ContractAction) => {
      if (!detail) return;
      if (action === 'cancel' && !(await confirm({ message: t('contract.cancelConfirm', { contractNo: detail.contractNo }) }))) return;
      await run(() => changeContractStatus({ id: detail.id, version: detail.version, action }));
    },
    [confirm, detail, run, t],
  );

  const setExeStatus = useCallback(
    async (exeStatus: ContractExeStatus) => {
      if (!detail) return;
      const status = t(`contract.detail.exeStatus.${exeStatus}` as AppMessageKey);
      if (!(await confirm({ message: t('contract.detail.exeConfirm', { contractNo: detail.contractNo, status }) }))) return;
      await run(() => changeContractExeStatus([detail.id], exeStatus));
    },
    [confirm, detail, run, t],
  );

  const sealAsSupplier = useCallback(async () => {
    if (!detail) return;
    if (!(await confirm({ message: t('contract.detail.supplierSealConfirm', { contractNo: detail.contractNo }) }))) return;
    await run(() => sealContractAsSupplier({ id: detail.id, version: detail.version }));
  }, [confirm, detail, run, t]);

  const resend = useCallback((log: ContractSyncLog) => void run(() => resendContractSync(log.id)), [run]);

  const openPrint = useCallback(async () => {
    setPrintOpen(true);
    if (templates !== null) return;
    // Without the templates (the call failed) the preview offers none.
    const list = (await unlessFailed(fetchContractPrintTemplates())) ?? [];
    setTemplates(list.map((template) => ({ id: template.id, name: template.name, code: template.code, type: template.type, printable: template.printable })));
  }, [templates]);

  const syncPending = hasPendingSync(syncLog?.logs);
  const supplierUser = useAtomValue(loginInfoAtom)?.sysUserInfo.userType === 'supplier';
  const actions = useMemo(() => (detail ? detailActions(detail, (code) => hasRole(code), syncPending, supplierUser) : []), [detail, hasRole, syncPending, supplierUser]);

  if (id === null) {
    return (
      <DetailPage aria-labelledby={headingId}>
        <h1 id={headingId}>{t('contract.detail.title')}</h1>
        <p>{t('contract.detail.noId')}</p>
      </DetailPage>
    );
  }

  return (
    <DetailPage aria-labelledby={headingId} aria-busy={loading || busy}>
      <HeadingRow>
        <h1 id={headingId}>
          {t('contract.detail.title')}
          {detail ? ` ${detail.contractNo}` : ''}
        </h1>
        {detail ? <StatusTag items={statusItems(t)} value={detail.status} /> : null}
        {loading ? <Spinner size="small" /> : null}
      </HeadingRow>
      {failure && !detail && !loading ? <DetailUnavailable error={failure.error} backTo="/contract/list" backLabel={t('contract.detail.backToList')} /> : null}
      {detail ? (
        <>
          <ActionBar role="group" aria-label={t('contract.detail.actions')}>
            {actions.map((action) => {
              switch (action) {
                case 'signet':
                  return (
                    <Button key={action} variant="primary" isDisabled={busy} onPress={() => void run(() => submitContractSignet({ id: detail.id, version: detail.version }))}>
                      {t('contract.detail.signet')}
                    </Button>
                  );
                case 'supplierSeal':
                  return (
                    <Button key={action} variant="primary" isDisabled={busy} onPress={() => void sealAsSupplier()}>
                      {t('contract.detail.supplierSeal')}
                    </Button>
                  );
                case 'exe':
                  return (
                    <Menu
                      key={action}
                      label={t('contract.detail.exeStatus')}
                      isDisabled={busy}
                      items={exeChoices(detail.exeStatus).map((status) => ({ key: status, label: t(`contract.detail.exeStatus.${status}` as AppMessageKey) }))}
                      onAction={(key) => void setExeStatus(key as ContractExeStatus)}
                    />
                  );
                case 'sync':
                  return (
                    <Button key={action} isDisabled={busy} onPress={() => void run(() => sendContractSync(detail.id))}>
                      {t('contract.detail.sync.send')}
                    </Button>
                  );
                case 'edit':
                  return (
                    <Button key={action} onPress={() => navigate(`/contract/edit?id=${detail.id}`)}>
                      {t('contract.detail.edit')}
                    </Button>
                  );
                case 'print':
                  return (
                    <Button key={action} onPress={() => void openPrint()}>
                      {t('contract.detail.print')}
                    </Button>
                  );
                default:
                  return (
                    <Button key={action} variant={action === 'cancel' ? 'danger' : 'primary'} isDisabled={busy} onPress={() => void move(action)}>
                      {t(actionLabelKey(action))}
                    </Button>
                  );
              }
            })}
            {isChangeableContract(detail.status) && hasRole(CHANGE_BUTTONS.add) ? (
              <Button onPress={() => navigate(newChangeHref(detail.id))}>{t('contractChange.startChange')}</Button>
            ) : null}
          </ActionBar>
          <Section title={t('contract.detail.head')}>
            <DetailHead detail={detail} />
          </Section>
          <Section title={t('contract.detail.lines')}>
            <DetailLines detail={detail} />
          </Section>
          <Section title={t('contract.detail.rebates')}>
            <DetailRebates rebates={detail.rebates} />
          </Section>
          <Section title={t('contract.detail.attachments')}>
            <AttachmentPanel
              key={filesSeq}
              client={contractFileClient}
              bizType={CONTRACT_FILE_BIZ_TYPE}
              bizKey={String(detail.id)}
              module="contract"
              isEditable={detail.editable}
              signetMode
            />
          </Section>
          <Section title={t('contract.detail.statusTimeline')}>
            <StatusTimeline log={statusLog} />
          </Section>
          <Section title={t('contract.detail.syncTimeline')}>
            <SyncTimeline logs={syncLog?.logs ?? []} onResend={hasRole(DETAIL_BUTTONS.sync) ? resend : undefined} />
          </Section>
          <DocumentFlowPanel type="contract" id={detail.id} />
          <PrintPreview
            isOpen={printOpen}
            onOpenChange={setPrintOpen}
            templates={templates ?? []}
            isLoadingTemplates={printOpen && templates === null}
            loadPdf={(template) => fetchContractPdf(detail.id, Number(template.id))}
            fileName={(template) => `${detail.contractNo}-${template.name}.pdf`}
            onUpload={
              detail.editable
                ? async (template) => {
                    await uploadContractPrint(detail.id, Number(template.id), CONTRACT_FILE_BIZ_TYPE);
                    setFilesSeq((value) => value + 1);
                  }
                : undefined
            }
          />
        </>
      ) : null}
    </DetailPage>
  );
}
