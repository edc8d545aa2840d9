import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { AreaSelect } from './AreaSelect';
import type { AreaDivision } from './areaData';

const fixture: AreaDivision[] = [
  { code: '11', name: '北京市', children: [{ code: '1101', name: '市辖区', children: [{ code: '110101', name: '东城区' }] }] },
  { code: '13', name: '河北省', children: [{ code: '1301', name: '石家庄市', children: [{ code: '130102', name: '长安区' }] }] },
];

function deferred() {
  let resolve: (divisions: AreaDivision[]) => void = () => undefined;
  const load = vi.fn(() => new Promise<AreaDivision[]>((done) => (resolve = done)));
  return { load, resolve: (divisions: AreaDivision[]) => resolve(divisions) };
}

describe('AreaSelect', () => {
  it('shows the loading state until the divisions arrive, then the labels of the value', async () => {
    const { load, resolve } = deferred();
    renderWithProviders(<AreaSelect label="所在地区" loadDivisions={load} defaultValue={['13', '1301', '130102']} />);
    const trigger = screen.getByRole('button', { name: /所在地区/ });
    expect(trigger.closest('[data-loading]')).not.toBeNull();
    expect(trigger.textContent).toContain('加载中...');
    await act(async () => resolve(fixture));
    expect(trigger.closest('[data-loading]')).toBeNull();
    expect(trigger.textContent).toContain('河北省 / 石家庄市 / 长安区');
  });

  it('chooses province and city only at level 2, valued by name', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<AreaSelect label="所在地区" loadDivisions={async () => fixture} level={2} valueType="name" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /所在地区/ });
    await waitFor(() => expect(trigger.closest('[data-loading]')).toBeNull());
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: '北京市' }));
    await user.click(screen.getByRole('option', { name: '市辖区' }));
    expect(onChange).toHaveBeenLastCalledWith(['北京市', '市辖区'], expect.any(Array));
    expect(trigger.textContent).toContain('北京市 / 市辖区');
  });

  it('loads the real area data (src/area-data) lazily', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AreaSelect label="所在地区" />);
    const trigger = screen.getByRole('button', { name: /所在地区/ });
    await waitFor(() => expect(trigger.closest('[data-loading]')).toBeNull(), { timeout: 5000 });
    await user.click(trigger);
    expect(await screen.findByRole('option', { name: '香港特别行政区' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '北京市' })).toBeTruthy();
  });
});
