import { useState } from 'react';
import { ClassNames } from '@emotion/react';
import { Group, Input, TextField } from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { fieldStyles } from '../../styles/fieldStyles';
import { parseJumpInput } from './pager';

export interface PageJumperProps {
  /** The number of pages, to clamp the typed page to. */
  pageCount: number;
  /** Called with the clamped page when Enter is pressed on a whole number. */
  onJump: (page: number) => void;
  /** @default false */
  isDisabled?: boolean;
}

/** 跳至 [ ] 页: Enter jumps to the typed page, clamped to 1..pageCount, then the box clears. */
export function PageJumper({ pageCount, onJump, isDisabled = false }: PageJumperProps) {
  const { t } = useLocale();
  const [text, setText] = useState('');
  return (
    <ClassNames>
      {({ css, cx, theme }) => (
        <TextField
          className={cx(css(fieldStyles(theme)), 'srm-pagination-jumper')}
          aria-label={t('pagination.jumpInput')}
          value={text}
          onChange={setText}
          isDisabled={isDisabled}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            const page = parseJumpInput(text, pageCount);
            setText('');
            if (page !== null) onJump(page);
          }}
        >
          <span aria-hidden="true">{t('pagination.jumpTo')}</span>
          <Group className="srm-field-group">
            <Input className="srm-field-input" inputMode="numeric" autoComplete="off" />
          </Group>
          <span aria-hidden="true">{t('pagination.page')}</span>
        </TextField>
      )}
    </ClassNames>
  );
}
