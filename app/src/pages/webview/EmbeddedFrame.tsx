import styled from '@emotion/styled';
import { Button } from '@srm/design-system';
import { useRef } from 'react';
import { useAppT } from '../../i18n/useAppT';
import { useOpenWithTicket } from './useOpenWithTicket';
import { useRefreshOnShow } from './useRefreshOnShow';

/**
 * An embedded page in an iframe, with 'open in new window'; 网址配置有误 when there is no address
 * (`null`), a loading notice while the gateway's configuration is still coming (`undefined`,
 * embedBases.ts). The new window gets the page address with a one-time `ticket` (valid once, for 60 s),
 * never the raw token: the page there exchanges it for a session of its own.
 */
export function EmbeddedFrame({ address, title }: { address: string | null | undefined; title: string }) {
  const t = useAppT();
  const frame = useRef<HTMLIFrameElement>(null);
  // Shown again after its tab was hidden: the embedded page reloads its table (refreshTable).
  useRefreshOnShow(frame, address ?? null);
  if (address === undefined) {
    return <Loading role="status">{t('route.loadingPage')}</Loading>;
  }
  if (!address) {
    return (
      <Notice role="alert" data-testid="embed-bad-address">
        {t('message.badAddress')}
      </Notice>
    );
  }
  return (
    <Wrapper>
      <Toolbar>
        <OpenInNewWindow address={address} />
      </Toolbar>
      <Frame ref={frame} src={address} title={t('webview.frameTitle', { title })} />
    </Wrapper>
  );
}

/** 'Open in new window', with a one-time ticket (useOpenWithTicket). */
function OpenInNewWindow({ address }: { address: string }) {
  const t = useAppT();
  const { open, pending } = useOpenWithTicket();

  return (
    <Button variant="link" size="small" onPress={() => open(address)} isPending={pending}>
      {t('webview.openInNewWindow')}
    </Button>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: calc(
    100vh - ${({ theme }) => theme.layout.headerHeight} - ${({ theme }) => theme.layout.toolbarHeight} - ${({ theme }) => theme.layout.tabBarHeight} -
      ${({ theme }) => theme.space[8]}
  );
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
`;

const Loading = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Notice = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
`;
