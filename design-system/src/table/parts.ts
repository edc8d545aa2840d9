/** The table's side parts: column settings, toolbar, batch actions and the popover table. */
export * from './columnSettings';
export * from './toolbar';
export * from './batchActions';
export * from './PopoverTable';
