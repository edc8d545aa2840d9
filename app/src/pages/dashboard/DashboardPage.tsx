import styled from '@emotion/styled';
import { useAtomValue } from 'jotai';
import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { useAppT } from '../../i18n/useAppT';
import { Avatar } from '../../shell/Avatar';
import { noticesAtom, todosAtom } from '../../messages/messageAtoms';
import { loginInfoAtom } from '../../state/session';
import { greetingKey, positionLine } from './greeting';

/**
 * The cards' code (tables, pager, tabs) is not needed for the greeting: it loads alongside the cards'
 * first messages, which the cards wait for anyway.
 */
const loadCards = () => import('./DashboardCards');
const DashboardCards = lazy(() => loadCards().then((module) => ({ default: module.DashboardCards })));

/** The longest the cards wait for their first messages before they show (then with their loading state). */
export const CARDS_WAIT_MS = 2000;

/**
 * Whether the cards below the greeting may show: once the notices and to-dos are in (read here, so
 * they load from the first render), or after `CARDS_WAIT_MS` (a slow or failed call). Shown together
 * with their rows, the cards do not grow under the reader's eyes and push each other down (a layout
 * shift on the narrow layout, where they are stacked); the greeting is not held back by them.
 */
function useCardsReady(): boolean {
  const notices = useAtomValue(noticesAtom);
  const todos = useAtomValue(todosAtom);
  const [shown, setShown] = useState(false);
  const loaded = notices !== null && todos !== null;
  useEffect(() => {
    if (shown) return;
    // A transition: React renders the cards in slices, the page stays responsive meanwhile.
    const show = () => startTransition(() => setShown(true));
    if (loaded) {
      show();
      return;
    }
    const timer = window.setTimeout(show, CARDS_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, shown]);
  return shown;
}

/** Where the user's name goes in the greeting line (a character no message contains). */
const NAME_SLOT = '\u0000';

/** The greeting line with the user's name as business data (not translated, its own language). */
function GreetingLine({ line, name }: { line: string; name: string }) {
  const [before = '', after = ''] = line.split(NAME_SLOT);
  return (
    <>
      {before}
      <span translate="no">{name}</span>
      {after}
    </>
  );
}

/**
 * The home dashboard (spec 01 §2.5): the greeting card, then the notices and to-do cards side by
 * side (stacked when narrow), then the quick-start card.
 */
export function DashboardPage() {
  const t = useAppT();
  const info = useAtomValue(loginInfoAtom);
  const cardsReady = useCardsReady();
  useEffect(() => {
    void loadCards();
  }, []);
  if (!info) return null;
  const user = info.sysUserInfo;
  const greeting = t(greetingKey(new Date().getHours()));
  return (
    <Page>
      <GreetingCard aria-labelledby="greeting-title">
        <Avatar gender={user.gender} size={64} />
        <div>
          <Title id="greeting-title">
            <GreetingLine line={t('dashboard.greeting.line', { greeting, name: NAME_SLOT })} name={user.userName || t('shell.defaultUserName')} />
          </Title>
          <Position translate="no">{positionLine(user)}</Position>
          <Welcome>{t('dashboard.welcome')}</Welcome>
        </div>
      </GreetingCard>
      {cardsReady ? (
        <Suspense fallback={null}>
          <DashboardCards />
        </Suspense>
      ) : null}
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const GreetingCard = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Position = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Welcome = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textTertiary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
