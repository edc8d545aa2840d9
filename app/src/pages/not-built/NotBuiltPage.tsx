import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useAppT } from '../../i18n/useAppT';

/** Shown for a menu whose page is not built yet: a clear notice, never a crash. */
export function NotBuiltPage({ title, pageUrl }: { title: string; pageUrl: string | null }) {
  const t = useAppT();
  return (
    <Wrapper aria-labelledby="not-built-title" data-page-url={pageUrl ?? ''}>
      <h1 id="not-built-title">{t('notBuilt.title')}</h1>
      <p>{t('notBuilt.hint', { title })}</p>
      <Link to="/dashboard">{t('notFound.home')}</Link>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  padding: ${({ theme }) => theme.space[10]};
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  p {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
