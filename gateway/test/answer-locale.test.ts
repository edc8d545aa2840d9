import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '../src/api/index.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const LOGIN = '/gateway/system/login/loginByAccount';

describe.each(eachDatabase)('[%s] answers in the caller\'s language', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers zh-CN by default and English on Accept-Language: en', async () => {
    const chinese = await app.inject({ method: 'GET', url: '/gateway/system/user/getLoginInfo' });
    expect(chinese.statusCode).toBe(401);
    expect(chinese.json<ErrorEnvelope>()).toEqual({ code: 401, success: false, message: '登录状态已过期，请重新登录', errorCode: 'common.sessionExpired', data: null });
    const english = await app.inject({ method: 'GET', url: '/gateway/system/user/getLoginInfo', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(english.statusCode).toBe(401);
    expect(english.json<ErrorEnvelope>()).toEqual({ code: 401, success: false, message: 'Your session has expired, please sign in again', errorCode: 'common.sessionExpired', data: null });
    expect(String(english.headers['vary'])).toMatch(/accept-language/i);
  });

  it('translates a schema violation naming its field', async () => {
    const refused = await app.inject({ method: 'POST', url: LOGIN, payload: { password: 'x' }, headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorEnvelope>().message).toBe('Bad request: account is required');
    const chinese = await app.inject({ method: 'POST', url: LOGIN, payload: { password: 'x' } });
    expect(chinese.json<ErrorEnvelope>().message).toBe('请求参数错误：account 不能为空');
  });
});
