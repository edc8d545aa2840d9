import { describe, expect, it } from 'vitest';
import { initialPanels, nextPanels } from './panelState';

const at = (path: string, search = '') => ({ pathname: path, search });

describe('kept-alive panels', () => {
  it('adds each visited page and keeps the ones still open', () => {
    const home = at('/dashboard');
    let state = initialPanels('/dashboard', home, 0);
    const list = at('/contract/list');
    state = nextPanels(state, '/contract/list', list, ['/dashboard', '/contract/list'], 0);
    expect(state.panels.map((panel) => panel.path)).toEqual(['/dashboard', '/contract/list']);
    // Back on the dashboard: the list stays mounted, at its own location.
    state = nextPanels(state, '/dashboard', home, ['/dashboard', '/contract/list'], 0);
    expect(state.panels.find((panel) => panel.path === '/contract/list')?.location).toBe(list);
  });

  it('drops a page whose tab was closed, so it starts afresh next time', () => {
    let state = initialPanels('/a', at('/a'), 0);
    state = nextPanels(state, '/b', at('/b'), ['/dashboard', '/a', '/b'], 0);
    state = nextPanels(state, '/b', state.panels[1]!.location, ['/dashboard', '/b'], 0);
    expect(state.panels.map((panel) => panel.path)).toEqual(['/b']);
  });

  it('keeps the query a hidden page was last shown with', () => {
    const first = at('/list', '?status=1');
    let state = initialPanels('/list', first, 0);
    const second = at('/list', '?status=2');
    state = nextPanels(state, '/list', second, ['/list'], 0);
    expect(state.panels[0]!.location).toBe(second);
  });

  it('re-keys only the current page on a refresh request', () => {
    let state = initialPanels('/a', at('/a'), 0);
    const b = at('/b');
    state = nextPanels(state, '/b', b, ['/a', '/b'], 0);
    state = nextPanels(state, '/b', b, ['/a', '/b'], 1);
    expect(state.panels.map((panel) => panel.refreshKey)).toEqual([0, 1]);
  });

  it('returns the same state when nothing changed', () => {
    const a = at('/a');
    const state = initialPanels('/a', a, 0);
    expect(nextPanels(state, '/a', a, ['/a'], 0)).toBe(state);
  });
});
