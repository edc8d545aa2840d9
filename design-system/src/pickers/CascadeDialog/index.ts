export { CascadeDialog, type CascadeDialogProps } from './CascadeDialog';
export {
  applyTreeSelection,
  branchKeys,
  branchState,
  chosenItems,
  filterTree,
  indexTree,
  selectableKeys,
  tickedKeys,
  toggleNode,
  type BranchState,
  type CascadeEntry,
  type CascadeIndex,
  type CascadeSelectable,
  type ChosenItem,
} from './cascadeTree';
