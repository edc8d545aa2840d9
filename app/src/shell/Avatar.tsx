import { useTheme } from '@emotion/react';
import { avatarKind } from '../pages/dashboard/greeting';

/** The gender-dependent avatar (spec 01 §2.4: gender 2 is female). Decorative: the name is beside it. */
export function Avatar({ gender, size = 32 }: { gender: number | null | undefined; size?: number }) {
  const kind = avatarKind(gender);
  const { colors } = useTheme();
  const fill = kind === 'female' ? colors.avatarFemale : colors.avatarMale;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" data-avatar={kind}>
      <circle cx="16" cy="16" r="16" fill={fill} opacity="0.15" />
      <circle cx="16" cy="12" r="6" fill={fill} />
      <path d="M5 28c2-6 6.5-9 11-9s9 3 11 9" fill={fill} />
      {kind === 'female' ? <path d="M9 13c0-6 3-9 7-9s7 3 7 9c-2-3-4-4-7-4s-5 1-7 4z" fill={fill} /> : null}
    </svg>
  );
}
