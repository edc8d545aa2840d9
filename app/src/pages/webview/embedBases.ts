import type { EmbedConfig } from '@srm/gateway/api';
import { useEffect, useState } from 'react';
import { request } from '../../api/http';
import { embedBasesFrom } from './embedAddress';

/** `{"<systemName or moduleName>": "https://host/base/"}`: where each embedded system is (spec 01 §2.4). */
export type EmbedBases = Readonly<Record<string, string>>;

let loaded: EmbedBases | null = null;
let loading: Promise<EmbedBases> | null = null;

/**
 * The embedded systems' base addresses, the gateway's configuration (GET
 * /gateway/system/webview/embedConfig), asked once per page load. A failed call shows no message and
 * counts as nothing configured (the page says 网址配置有误); it is asked again the next time.
 */
export function loadEmbedBases(): Promise<EmbedBases> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= request<EmbedConfig>({ method: 'GET', url: '/system/webview/embedConfig' }, { silent: true }).then(
    (config) => {
      loaded = embedBasesFrom(config?.bases);
      return loaded;
    },
    () => {
      loading = null;
      return {};
    },
  );
  return loading;
}

/** Forgets the loaded bases (tests). */
export function forgetEmbedBases(): void {
  loaded = null;
  loading = null;
}

/** The embedded systems' base addresses; null while they are being asked for. */
export function useEmbedBases(): EmbedBases | null {
  const [bases, setBases] = useState<EmbedBases | null>(loaded);
  useEffect(() => {
    if (bases) return undefined;
    let live = true;
    void loadEmbedBases().then((value) => {
      if (live) setBases(value);
    });
    return () => {
      live = false;
    };
  }, [bases]);
  return bases;
}
