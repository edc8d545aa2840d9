import { Button, DatePicker, Dialog, formatAmount, Select, TextArea, TextField, useToast, type SelectValue } from '@srm/design-system';
import type { Material, MultiTradeCalculation } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody, FieldGrid } from '../../../shell/dialogLayout';
import { problemOfFailure, SaveProblemNote, type SaveFailureRules, type SaveProblem } from '../../../shell/SaveDialog';
import { hiddenMaterialAtom } from '../../../state/hiddenMaterial';
import { sessionDataAtom } from '../../../state/session';
import { calculateTrade, commitTrade, fetchTradeMaterials, saveTradeDraft } from '../api/tradeApi';
import { Num, RowButtons, Rows } from '../tableStyles';
import { addLeg, companyOptionsOf, MAX_LEGS, patchLeg, removeLeg, toTradeBody, tradeDraftOf, tradeProblem, type TradeDraft } from './tradeDraft';

const keyOf = (value: SelectValue) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);
const MATERIAL_NAMES = { label: 'matName', value: 'matCode' } as const;
const loadMaterials = (keyword: string, { page, signal }: { page: number; signal?: AbortSignal }) => fetchTradeMaterials(keyword, page, signal);

export interface TradeDialogProps {
  canSaveDraft: boolean;
  canCommit: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 新增多边贸易: 物料, 数量, 起始采购价, 贸易日期 and the chain's leg rows (卖方公司 among the trading
 * companies, 买方公司, 含税单价, 税率(%)) with 添加一段 (its seller the previous buyer) and 删除. 计算 asks
 * the gateway (POST multi-trade/calculate, nothing stored) and shows each leg's 金额 and 毛利 and the
 * 总毛利; any change clears it. 保存草稿 (order:multi-trade:add) and 提交 (order:multi-trade:commit)
 * store the chain; a refusal shows in the dialog with the gateway's message.
 */
export function TradeDialog({ canSaveDraft, canCommit, onClose, onSaved }: TradeDialogProps) {
  const t = useAppT();
  const title = t('order.trade.addTitle');
  const rules: SaveFailureRules = useMemo(() => ({ conflictText: t('order.trade.conflict'), shownStatuses: '4xx' }), [t]);
  const toast = useToast();
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [draft, setDraft] = useState<TradeDraft>(() => tradeDraftOf());
  const [material, setMaterial] = useState<Material | null>(null);
  const [calculation, setCalculation] = useState<MultiTradeCalculation | null>(null);
  const [calculating, setCalculating] = useState(false);
  const hidden = useAtomValue(hiddenMaterialAtom);
  const session = useAtomValue(sessionDataAtom);
  const { sellers, buyers } = useMemo(() => companyOptionsOf(hidden.tradingCompanies, session?.orgs ?? []), [hidden, session]);

  const change = useCallback((next: (current: TradeDraft) => TradeDraft) => {
    setDraft(next);
    setCalculation(null);
  }, []);
  const patch = (values: Partial<TradeDraft>) => change((current) => ({ ...current, ...values }));

  const checked = () => {
    const own = tradeProblem(draft, t);
    if (own) setProblem({ text: own, conflict: false });
    return own ? null : toTradeBody(draft);
  };

  /** A call whose refusal (4xx, 409 as a conflict) shows in the dialog; an earlier problem is cleared first. */
  const attempt = <T,>(call: () => Promise<T>): Promise<T | undefined> => {
    setProblem(null);
    return unlessFailed(call(), (failure) => setProblem(problemOfFailure(failure, rules)));
  };

  const calculate = async () => {
    const body = checked();
    if (!body) return;
    setCalculating(true);
    try {
      const answer = await attempt(() => calculateTrade(body));
      if (answer) setCalculation(answer.data);
    } finally {
      setCalculating(false);
    }
  };

  const store = async (kind: 'draft' | 'commit') => {
    const body = checked();
    if (!body) return;
    setSaving(true);
    try {
      const saved = await attempt(() => (kind === 'draft' ? saveTradeDraft(body) : commitTrade(body)));
      if (!saved) return;
      toast.success(saved.message || (kind === 'draft' ? t('order.trade.draftSaved') : t('order.trade.committed')));
      onSaved();
    } finally {
      setSaving(false);
    }
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
            {t('order.trade.cancel')}
          </Button>
          {canSaveDraft ? (
            <Button onPress={() => void store('draft')} isDisabled={isSaving || problem?.conflict}>
              {t('order.trade.saveDraft')}
            </Button>
          ) : null}
          {canCommit ? (
            <Button variant="primary" onPress={() => void store('commit')} isPending={isSaving} isDisabled={problem?.conflict}>
              {t('order.trade.commit')}
            </Button>
          ) : null}
        </>
      }
    >
      <DialogBody aria-label={title}>
        <SaveProblemNote problem={problem} />
        <FieldGrid columns={2}>
          <Select<Material>
            label={t('order.trade.material')}
            isRequired
            loadOptions={loadMaterials}
            selectedOptions={material ? [material] : []}
            fieldNames={MATERIAL_NAMES}
            value={draft.matCode}
            onChange={(value, selected) => {
              const raw = selected[0]?.raw;
              setMaterial(raw ?? null);
              patch({ matCode: keyOf(value), matName: raw?.matName ?? '' });
            }}
          />
          <TextField label={t('order.trade.quantity')} isRequired inputMode="decimal" maxLength={22} value={draft.quantity} onChange={(quantity) => patch({ quantity })} />
          <TextField label={t('order.trade.basePrice')} isRequired inputMode="decimal" maxLength={22} value={draft.basePrice} onChange={(basePrice) => patch({ basePrice })} />
          <DatePicker label={t('order.trade.tradeDate')} isRequired value={draft.tradeDate} onChange={(tradeDate) => patch({ tradeDate })} />
        </FieldGrid>
        <Rows aria-label={t('order.trade.legs')}>
          <caption>{t('order.trade.legs')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.trade.legNo')}</th>
              <th scope="col">{t('order.trade.sellerCompany')}</th>
              <th scope="col">{t('order.trade.buyerCompany')}</th>
              <th scope="col">{t('order.trade.price')}</th>
              <th scope="col">{t('order.trade.taxRate')}</th>
              <th scope="col">{t('order.trade.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {draft.legs.map((leg, index) => (
              <tr key={leg.key} data-leg={index + 1}>
                <th scope="row">{index + 1}</th>
                <td>
                  <Select
                    aria-label={t('order.trade.sellerCompany')}
                    options={sellers}
                    value={leg.sellerOrgCode}
                    onChange={(value) => change((current) => ({ ...current, legs: patchLeg(current.legs, leg.key, { sellerOrgCode: keyOf(value) }) }))}
                  />
                </td>
                <td>
                  <Select
                    aria-label={t('order.trade.buyerCompany')}
                    options={buyers}
                    value={leg.buyerOrgCode}
                    onChange={(value) => change((current) => ({ ...current, legs: patchLeg(current.legs, leg.key, { buyerOrgCode: keyOf(value) }) }))}
                  />
                </td>
                <td>
                  <TextField
                    aria-label={t('order.trade.price')}
                    inputMode="decimal"
                    maxLength={22}
                    value={leg.priceWithTax}
                    onChange={(priceWithTax) => change((current) => ({ ...current, legs: patchLeg(current.legs, leg.key, { priceWithTax }) }))}
                  />
                </td>
                <td>
                  <TextField
                    aria-label={t('order.trade.taxRate')}
                    inputMode="decimal"
                    maxLength={6}
                    value={leg.taxRate}
                    onChange={(taxRate) => change((current) => ({ ...current, legs: patchLeg(current.legs, leg.key, { taxRate }) }))}
                  />
                </td>
                <td>
                  <Button variant="link" isDisabled={draft.legs.length <= 1} onPress={() => change((current) => ({ ...current, legs: removeLeg(current.legs, leg.key) }))}>
                    {t('order.trade.removeLeg')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Rows>
        <RowButtons>
          <Button isDisabled={draft.legs.length >= MAX_LEGS} onPress={() => change((current) => ({ ...current, legs: addLeg(current.legs) }))}>
            {t('order.trade.addLeg')}
          </Button>
          <Button onPress={() => void calculate()} isPending={calculating}>
            {t('order.trade.calculate')}
          </Button>
        </RowButtons>
        {calculation ? <CalculationTable calculation={calculation} /> : <p>{t('order.trade.calculateHint')}</p>}
        <TextArea label={t('order.trade.remark')} maxLength={500} value={draft.remark} onChange={(remark) => patch({ remark })} />
      </DialogBody>
    </Dialog>
  );
}

/** 计算's answer: 段号, 卖方, 买方, 含税单价, 数量, 金额, 毛利 per leg and the 总毛利. */
export function CalculationTable({ calculation }: { calculation: Pick<MultiTradeCalculation, 'legs' | 'totalMargin'> }) {
  const t = useAppT();
  return (
    <Rows aria-label={t('order.trade.calculation')}>
      <caption>{t('order.trade.calculation')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('order.trade.legNo')}</th>
          <th scope="col">{t('order.trade.seller')}</th>
          <th scope="col">{t('order.trade.buyer')}</th>
          <th scope="col">{t('order.trade.price')}</th>
          <th scope="col">{t('order.trade.quantity')}</th>
          <th scope="col">{t('order.trade.amount')}</th>
          <th scope="col">{t('order.trade.margin')}</th>
        </tr>
      </thead>
      <tbody>
        {calculation.legs.map((leg) => (
          <tr key={leg.legNo}>
            <th scope="row">{leg.legNo}</th>
            <td>{leg.sellerOrgName ?? leg.sellerOrgCode}</td>
            <td>{leg.buyerOrgName ?? leg.buyerOrgCode}</td>
            <Num>{leg.priceWithTax}</Num>
            <Num>{leg.quantity}</Num>
            <Num>{formatAmount(leg.amount)}</Num>
            <Num>{formatAmount(leg.margin)}</Num>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={6}>
            {t('order.trade.totalMargin')}
          </th>
          <Num data-figure="totalMargin">{formatAmount(calculation.totalMargin)}</Num>
        </tr>
      </tfoot>
    </Rows>
  );
}
