import axios, { isAxiosError, type AxiosRequestConfig } from 'axios';
import type { Envelope } from '@srm/gateway/contract';
import { appStore } from '../state/store';
import { tokenAtom } from '../state/session';
import { envelopeError, isSuccessEnvelope, transportError } from './envelope';

/** Spec 01 §7.1: base /gateway, JSON, 300000 ms, bearer token and the Page-Routing header. */
export const http = axios.create({
  baseURL: '/gateway',
  timeout: 300_000,
  headers: { 'Content-Type': 'application/json' },
});

http.interceptors.request.use((config) => {
  const token = appStore.get(tokenAtom);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  if (typeof window !== 'undefined') config.headers.set('Page-Routing', encodeURIComponent(window.location.pathname));
  return config;
});

/**
 * Sends a request and unwraps the envelope: resolves with `data`, or rejects with an ApiError
 * carrying the gateway's Chinese message.
 */
export async function request<T>(config: AxiosRequestConfig): Promise<T> {
  try {
    const response = await http.request<Envelope<T>>({ method: 'POST', ...config });
    if (!isSuccessEnvelope(response.data)) throw envelopeError(response.data, response.status);
    return response.data.data;
  } catch (error) {
    if (isAxiosError(error)) throw transportError({ code: error.code, response: error.response });
    throw error;
  }
}
