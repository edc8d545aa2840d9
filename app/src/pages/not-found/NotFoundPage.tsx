import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useAppT } from '../../i18n/useAppT';

/** Spec 01 §2.1: asks the user to check the URL, with a link to the home page. */
export function NotFoundPage() {
  const t = useAppT();
  return (
    <Wrapper>
      <h1>404 · {t('notFound.title')}</h1>
      <p>{t('notFound.hint')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </Wrapper>
  );
}

const Wrapper = styled.main`
  padding: ${({ theme }) => theme.space[10]};
  text-align: center;
`;
