import { useLocation } from 'react-router-dom';
import { ChangeDetailView } from './ChangeDetailView';
import { ChangeEditorView } from './ChangeEditorView';
import { ChangeListView } from './ChangeListView';
import { changeViewOf } from './changeList';

/**
 * 合同变更 (contract/change, menu contract:change; issue 8 change-head): one page whose search params
 * choose the view: the list by default, `?contractId=` a new change of that contract, `?edit=` the
 * editor of a stored change, `?id=` its detail with the diff.
 */
export function ContractChangePage() {
  const location = useLocation();
  const view = changeViewOf(location.search);
  switch (view.kind) {
    case 'detail':
      return <ChangeDetailView key={`detail-${view.id}`} id={view.id} />;
    case 'edit':
      return <ChangeEditorView key={`edit-${view.id}`} target={view} />;
    case 'new':
      return <ChangeEditorView key={`new-${view.contractId}`} target={view} />;
    case 'list':
      return <ChangeListView />;
  }
}
