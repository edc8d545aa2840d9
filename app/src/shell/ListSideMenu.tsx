import styled from '@emotion/styled';
import { Button } from '@srm/design-system';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAppT } from '../i18n/useAppT';
import { useOpenWithTicket } from '../pages/webview/useOpenWithTicket';
import { menuListAtom } from '../state/session';
import { listSideMenuEntries } from './listSideMenu';

/** The learning system's address (VITE_LEARNING_URL); its entry is shown only when configured. */
const learningUrl = (import.meta.env['VITE_LEARNING_URL'] as string | undefined)?.trim() || null;

/**
 * The side menu of list pages (spec 01 §2.4): the top-level menus that are not hidden, absolute links
 * in a new window, and the learning system reached through a single-sign-on hop (a one-time ticket).
 */
export function ListSideMenu() {
  const t = useAppT();
  const menus = useAtomValue(menuListAtom);
  const entries = useMemo(() => listSideMenuEntries(menus), [menus]);
  const { open, pending } = useOpenWithTicket();
  return (
    <Nav aria-label={t('listMenu.label')}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.external ? (
              <a href={entry.href} target="_blank" rel="noopener noreferrer">
                {entry.label}
              </a>
            ) : (
              <Link to={entry.href}>{entry.label}</Link>
            )}
          </li>
        ))}
        {learningUrl ? (
          <li>
            <Button variant="link" size="small" onPress={() => open(learningUrl)} isPending={pending}>
              {t('listMenu.learning')}
            </Button>
          </li>
        ) : null}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  flex: none;
  width: 140px;
  ul {
    margin: 0;
    padding: ${({ theme }) => theme.space[2]} 0;
    list-style: none;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.textSecondary};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.colors.primary};
  }
  li > button {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  }
`;
