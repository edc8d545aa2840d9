import styled from '@emotion/styled';
import { useAppT } from '../i18n/useAppT';
import { environmentOf } from './environment';

const environment = environmentOf(import.meta.env['VITE_APP_ENV'] as string | undefined);

/** The environment badge of the header (spec 01 §2.4: test, UAT or DEV, a fixed flag of the build); none in production. */
export function EnvironmentBadge() {
  const t = useAppT();
  if (!environment) return null;
  return <Badge data-env={environment}>{t(`shell.env.${environment}`)}</Badge>;
}

const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 20px;
`;
