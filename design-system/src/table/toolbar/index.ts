export {
  TABLE_DENSITIES,
  TableToolbar,
  type TableToolbarColumnSettings,
  type TableToolbarProps,
} from './TableToolbar';
export {
  TableIconButton,
  TableToggleIconButton,
  type TableIconButtonProps,
  type TableToggleIconButtonProps,
} from './IconButton';
