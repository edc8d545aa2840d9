import { Button, type ButtonProps } from '@srm/design-system';
import { useAtom } from 'jotai';
import { nextLocale } from '../i18n/locale';
import { useAppT } from '../i18n/useAppT';
import { localeAtom } from '../state/session';

export interface LocaleSwitchProps {
  /** Class name for the header's colours (the header is dark). */
  className?: string;
  /** @default 'text' */
  variant?: ButtonProps['variant'];
  /** @default 'small' */
  size?: ButtonProps['size'];
}

/**
 * The zh-CN / en switch (spec 01 §1, §6): one button naming the other language in that language
 * (English / 中文). The choice is kept across reloads (localeAtom persists it in localStorage), and
 * the App's LocaleProvider follows it. Its accessible name is 切换语言：English / Switch language: 中文.
 */
export function LocaleSwitch({ className, variant = 'text', size = 'small' }: LocaleSwitchProps) {
  const [locale, setLocale] = useAtom(localeAtom);
  const t = useAppT();
  const next = nextLocale(locale);
  return (
    <Button variant={variant} size={size} className={className} aria-label={t('locale.switchLabel')} onPress={() => setLocale(next)} data-locale={locale}>
      <span lang={next}>{t('locale.switchTo')}</span>
    </Button>
  );
}
