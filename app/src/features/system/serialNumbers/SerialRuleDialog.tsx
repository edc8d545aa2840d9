import styled from '@emotion/styled';
import { Button, Dialog, NumberField, Select, TextField, useToast, type SelectValue } from '@srm/design-system';
import type { SerialNumberRuleRow } from '@srm/gateway/api';
import { useEffect, useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { fetchSerialPreview, saveSerialRule } from '../api/adminListsApi';
import { RESET_CYCLES } from './serialNumberList';
import {
  DATE_FORMATS,
  draftOf,
  movePart,
  newPart,
  PART_LIMITS,
  PART_TYPES,
  patchPart,
  previewNumber,
  retypePart,
  saveBodyOf,
  sequenceOfPreview,
  type PartType,
  type ResetCycle,
  type SerialRuleDraft,
} from './serialRuleForm';

export interface SerialRuleDialogProps {
  /** The row to edit; none adds a rule. */
  row?: SerialNumberRuleRow | undefined;
  onClose: () => void;
  /** After a save the gateway accepted (the toast is shown here). */
  onSaved: () => void;
}

const firstKey = (value: SelectValue): string | null => {
  const key = Array.isArray(value) ? value[0] : value;
  return key === null || key === undefined ? null : String(key);
};

/**
 * 新增/编辑 of a 单号规则: 规则编码 (kept once saved), 规则名称, 重置周期 and the parts as an ordered list
 * (type, its text / parameter / date format / digits, 上移 下移 删除, 添加组成), with the next number
 * previewed as the parts are edited (editing: the gateway's current count, GET preview, carried on).
 * 保存 sends POST /system/serial-number/save; a refusal (a bad rule, a taken code, 409) is shown by the call
 * layer and the dialog stays open with what was typed.
 */
export function SerialRuleDialog({ row, onClose, onSaved }: SerialRuleDialogProps) {
  const t = useAppT();
  const toast = useToast();
  const [draft, setDraft] = useState<SerialRuleDraft>(() => draftOf(row));
  const [seq, setSeq] = useState(1);
  const [saving, setSaving] = useState(false);
  const title = row ? t('system.serialEdit.editTitle', { ruleCode: row.ruleCode }) : t('system.serialEdit.addTitle');

  useEffect(() => {
    if (!row) return;
    let live = true;
    void unlessFailed(fetchSerialPreview(row.ruleCode)).then((answer) => {
      const value = answer ? sequenceOfPreview(row.parts, answer.next) : null;
      if (live && value !== null) setSeq(value);
    });
    return () => {
      live = false;
    };
  }, [row]);

  const typeOptions = useMemo(() => PART_TYPES.map((type) => ({ value: type, label: t(`system.serialEdit.type.${type}`) })), [t]);
  const cycleOptions = useMemo(() => RESET_CYCLES.map((cycle) => ({ value: cycle, label: t(`system.serial.reset.${cycle}`) })), [t]);
  const dateOptions = useMemo(() => DATE_FORMATS.map((format) => ({ value: format, label: format })), []);
  const setParts = (parts: SerialRuleDraft['parts']) => setDraft((current) => ({ ...current, parts }));
  const { parts } = draft;

  const save = async () => {
    setSaving(true);
    const saved = await unlessFailed(saveSerialRule(saveBodyOf(draft, row)));
    setSaving(false);
    if (!saved) return;
    toast.success(saved.message || t(row ? 'message.updated' : 'message.added'));
    onSaved();
  };

  return (
    <Dialog
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      width="medium"
      footer={
        <>
          <Button onPress={onClose} isDisabled={saving}>
            {t('system.cancel')}
          </Button>
          <Button variant="primary" onPress={() => void save()} isPending={saving}>
            {t('system.save')}
          </Button>
        </>
      }
    >
      <Body aria-label={title}>
        <Row>
          <TextField
            label={t('system.serial.ruleCode')}
            isRequired
            maxLength={64}
            value={draft.ruleCode}
            onChange={(ruleCode) => setDraft((current) => ({ ...current, ruleCode }))}
            isDisabled={row !== undefined}
            description={row ? t('system.serialEdit.codeFixed') : undefined}
          />
          <TextField label={t('system.serial.ruleName')} isRequired maxLength={100} value={draft.ruleName} onChange={(ruleName) => setDraft((current) => ({ ...current, ruleName }))} />
          <Select
            label={t('system.serial.resetCycle')}
            isRequired
            options={cycleOptions}
            value={draft.resetCycle}
            onChange={(value) => {
              const cycle = firstKey(value);
              if (cycle) setDraft((current) => ({ ...current, resetCycle: cycle as ResetCycle }));
            }}
          />
        </Row>
        <fieldset>
          <legend>{t('system.serialEdit.parts')}</legend>
          <ol>
            {parts.map((part, index) => {
              const n = index + 1;
              return (
                <li key={part.key}>
                  <span>{t('system.serialEdit.partNo', { n })}</span>
                  <Select
                    aria-label={t('system.serialEdit.partType', { n })}
                    options={typeOptions}
                    value={part.type}
                    onChange={(value) => {
                      const type = firstKey(value);
                      if (type && type !== part.type) setParts(retypePart(parts, index, type as PartType));
                    }}
                  />
                  {part.type === 'seq' ? (
                    <NumberField
                      aria-label={t('system.serialEdit.value.seq', { n })}
                      value={part.width}
                      minValue={PART_LIMITS.minWidth}
                      maxValue={PART_LIMITS.maxWidth}
                      precision={0}
                      onChange={(width) => setParts(patchPart(parts, index, { width: width ?? 0 }))}
                    />
                  ) : part.type === 'dateFormat' ? (
                    <Select
                      aria-label={t('system.serialEdit.value.dateFormat', { n })}
                      options={dateOptions}
                      value={part.value}
                      onChange={(value) => {
                        const format = firstKey(value);
                        if (format) setParts(patchPart(parts, index, { value: format }));
                      }}
                    />
                  ) : (
                    <TextField
                      aria-label={t(part.type === 'paramCode' ? 'system.serialEdit.value.paramCode' : 'system.serialEdit.value.fixedChar', { n })}
                      maxLength={part.type === 'paramCode' ? 32 : 20}
                      value={part.value}
                      onChange={(value) => setParts(patchPart(parts, index, { value }))}
                    />
                  )}
                  <Button variant="text" aria-label={t('system.serialEdit.moveUp', { n })} isDisabled={index === 0} onPress={() => setParts(movePart(parts, index, -1))}>
                    ↑
                  </Button>
                  <Button variant="text" aria-label={t('system.serialEdit.moveDown', { n })} isDisabled={index === parts.length - 1} onPress={() => setParts(movePart(parts, index, 1))}>
                    ↓
                  </Button>
                  <Button variant="text" aria-label={t('system.serialEdit.removePart', { n })} isDisabled={parts.length === 1} onPress={() => setParts(parts.filter((_, at) => at !== index))}>
                    ✕
                  </Button>
                </li>
              );
            })}
          </ol>
          <Button isDisabled={parts.length >= PART_LIMITS.maxParts} onPress={() => setParts([...parts, newPart('fixedChar')])}>
            {t('system.serialEdit.addPart')}
          </Button>
        </fieldset>
        <p role="status">{t('system.serialEdit.preview', { next: previewNumber(parts, new Date(), seq) })}</p>
        <small>{t('system.serialEdit.previewHint')}</small>
      </Body>
    </Dialog>
  );
}

const Body = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  fieldset {
    border: none;
    margin: 0;
    padding: 0;
  }
  ol {
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space[2]};
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
  }
  li {
    display: grid;
    grid-template-columns: 4em 10em 1fr auto auto auto;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[3]};
`;
