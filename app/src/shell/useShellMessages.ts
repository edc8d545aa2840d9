import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useEmbedBases } from '../pages/webview/embedBases';
import { loginPathFor } from '../router/loginRedirect';
import { ssoConfigCached } from '../router/sessionApi';
import { authorizeUrl } from '../router/ssoRedirect';
import { useWindowMessages } from '../router/useWindowMessages';
import { allowedMessageOrigins, type WindowMessage } from '../router/windowMessages';
import { downloadsOpenAtom, downloadsRefreshAtom, exportStartedAtom } from '../state/downloads';
import { signOutAtom } from '../state/session';
import { pageRefreshAtom, requestCloseTabAtom } from '../state/shellRequests';

/** Handles the cross-window messages of spec 01 §2.2 step 4 inside the signed-in shell. */
export function useShellMessages() {
  const navigate = useNavigate();
  const location = useLocation();
  const signOut = useSetAtom(signOutAtom);
  const exportStarted = useSetAtom(exportStartedAtom);
  const setDownloadsOpen = useSetAtom(downloadsOpenAtom);
  const refreshDownloads = useSetAtom(downloadsRefreshAtom);
  const closeTab = useSetAtom(requestCloseTabAtom);
  const refreshPage = useSetAtom(pageRefreshAtom);
  // The embedded systems may post too, once their addresses have come from the gateway.
  const embedBases = useEmbedBases();
  const origins = useMemo(() => allowedMessageOrigins(window.location.origin, embedBases ?? {}), [embedBases]);

  useWindowMessages((message: WindowMessage) => {
    switch (message.type) {
      case 'login':
        signOut();
        navigate(loginPathFor(location), { replace: true });
        break;
      case 'loginUrl':
        signOut();
        void ssoConfigCached().then((sso) => {
          const url = authorizeUrl(sso);
          if (url) window.location.assign(url);
          else navigate(loginPathFor(location), { replace: true });
        });
        break;
      case 'router':
        navigate(message.path, { replace: message.replace });
        break;
      case 'delVisitedRoute':
        closeTab(message.path);
        break;
      case 'task':
        if (message.action === 'animate') exportStarted();
        else {
          setDownloadsOpen(true);
          refreshDownloads();
        }
        break;
      case 'refresh':
        refreshPage((count) => count + 1);
        break;
    }
  }, origins);
}
