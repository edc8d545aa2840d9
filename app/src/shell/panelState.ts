/**
 * The kept-alive pages of the shell (pure): which pages stay mounted, at which location, and the
 * key that re-mounts one after a refresh request.
 */
export interface Panel<L> {
  path: string;
  /** The page's own location (a hidden page keeps the query it was last shown with). */
  location: L;
  /** Changes when the page is refreshed (its content re-mounts). */
  refreshKey: number;
}

export interface PanelState<L> {
  panels: Panel<L>[];
  /** The refresh counter last seen (pageRefreshAtom). */
  refresh: number;
}

export function initialPanels<L>(path: string, location: L, refresh: number): PanelState<L> {
  return { panels: [{ path, location, refreshKey: 0 }], refresh };
}

/**
 * The panels after a render: the current page shows at the current location (added when new), pages
 * no longer kept are dropped, and a new refresh counter re-keys the current page only. Returns the
 * same object when nothing changed, so a view can compare and store it during render.
 */
export function nextPanels<L>(state: PanelState<L>, path: string, location: L, keep: readonly string[], refresh: number): PanelState<L> {
  let changed = false;
  const panels: Panel<L>[] = [];
  let seen = false;
  for (const panel of state.panels) {
    if (panel.path === path) {
      seen = true;
      const refreshKey = refresh !== state.refresh ? refresh : panel.refreshKey;
      if (panel.location !== location || refreshKey !== panel.refreshKey) {
        changed = true;
        panels.push({ path, location, refreshKey });
      } else panels.push(panel);
    } else if (keep.includes(panel.path)) panels.push(panel);
    else changed = true;
  }
  if (!seen) {
    changed = true;
    panels.push({ path, location, refreshKey: 0 });
  }
  if (refresh !== state.refresh) changed = true;
  return changed ? { panels, refresh } : state;
}
