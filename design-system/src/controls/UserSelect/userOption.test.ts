import { describe, expect, it } from 'vitest';
import { chosenUsers, toUserOption, toUserOptions, systemUserLabel } from './userOption';

describe('systemUserLabel', () => {
  it.each([
    [{ userName: '张三', employeeCode: 'E0001' }, '张三（E0001）'],
    [{ userName: '李四', employeeCode: ' E0002 ' }, '李四（E0002）'],
    [{ userName: '王五', employeeCode: '' }, '王五'],
    [{ userName: '赵六', employeeCode: null }, '赵六'],
    [{ userName: 'Alice' }, 'Alice'],
  ])('labels %j as %s', (user, expected) => {
    expect(systemUserLabel(user)).toBe(expected);
  });
});

describe('toUserOption', () => {
  it('uses the id as value and the organisation as description', () => {
    const user = { id: 7, userName: '张三', employeeCode: 'E0001', orgName: '河北饲料有限公司' };
    expect(toUserOption(user)).toEqual({ label: '张三（E0001）', value: 7, description: '河北饲料有限公司', raw: user });
  });
  it('has no description without an organisation', () => {
    expect(toUserOption({ id: 'u1', userName: '李四', orgName: ' ' }).description).toBeUndefined();
  });
});

describe('toUserOptions and chosenUsers', () => {
  it('drops repeated ids and returns the users behind known options only', () => {
    const users = [
      { id: 1, userName: '甲' },
      { id: 1, userName: '甲2' },
      { id: 2, userName: '乙' },
    ];
    const options = toUserOptions(users);
    expect(options.map((o) => o.label)).toEqual(['甲', '乙']);
    expect(chosenUsers([...options, { label: '9', value: 9, raw: undefined }])).toEqual([users[0], users[2]]);
  });
});
