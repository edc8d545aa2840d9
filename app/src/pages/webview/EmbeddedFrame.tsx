import styled from '@emotion/styled';
import { useAppT } from '../../i18n/useAppT';
import { parseEmbedBases } from './embedAddress';

/** The configured base addresses of embedded systems (VITE_EMBED_BASES, JSON). */
export const embedBases: Readonly<Record<string, string>> = parseEmbedBases(import.meta.env['VITE_EMBED_BASES'] as string | undefined);

/**
 * An embedded page in an iframe, with 'open in new window'; 网址配置有误 when there is no address.
 * The new window gets the page address only (no token in the URL: the embedded system signs in through
 * single sign-on until the gateway offers one-time tickets).
 */
export function EmbeddedFrame({ address, title }: { address: string | null; title: string }) {
  const t = useAppT();
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
        <a href={address} target="_blank" rel="noopener noreferrer">
          {t('webview.openInNewWindow')}
        </a>
      </Toolbar>
      <Frame src={address} title={t('webview.frameTitle', { title })} />
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - ${({ theme }) => theme.space[8]});
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
`;

const Notice = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
`;
