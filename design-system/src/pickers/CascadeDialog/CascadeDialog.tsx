import { ClassNames } from '@emotion/react';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Button as RACButton, Collection, Tree, TreeItem, TreeItemContent, type Key } from 'react-aria-components';
import { Button } from '../../controls/Button';
import { Checkbox } from '../../controls/Checkbox';
import { toCascaderOptions, type CascaderFieldNames, type CascaderOption } from '../../controls/Cascader/cascaderTree';
import type { SelectKey } from '../../controls/selectCore/options';
import { TextField } from '../../controls/TextField';
import { useLocale } from '../../i18n/LocaleProvider';
import { Dialog } from '../../overlays/Dialog';
import { errorMessageOf } from '../errorMessage';
import { useConfirmOnce } from '../useConfirmOnce';
import { useDialogOpen, type PickerOpenProps } from '../useDialogOpen';
import { applyTreeSelection, branchState, chosenItems, filterTree, indexTree, tickedKeys, type CascadeSelectable } from './cascadeTree';
import { cascadeDialogStyles } from './cascadeDialogStyles';

export interface CascadeDialogProps extends PickerOpenProps {
  /**
   * The title; it names the dialog.
   * @default 请选择 / Choose
   */
  title?: string;
  /** The tree: `{label, value, children?, isDisabled?}` nodes, or any tree read through `fieldNames`. */
  options?: readonly object[];
  /** Loads the tree each time the dialog opens (used instead of `options`); the dialog shows 加载中 meanwhile. */
  loadOptions?: () => Promise<readonly object[]>;
  /** Which fields hold label, value, children and the disabled flag (e.g. a category tree). */
  fieldNames?: CascaderFieldNames;
  /**
   * The chosen keys; each opening starts from them.
   * @default []
   */
  value?: readonly SelectKey[] | null;
  /** 确定: the chosen keys in tree order and their nodes. Reject to keep the dialog open. */
  onConfirm: (keys: SelectKey[], nodes: CascaderOption[]) => void | Promise<void>;
  /**
   * What can be chosen: leaves (a branch tick chooses the leaves under it) or any node on its own.
   * @default 'leaf'
   */
  selectable?: CascadeSelectable;
}

type Loaded = { session: number; options: readonly object[] | null; error: string | null };

const chevron = (
  <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
    <path d="M4 2.5L7.5 6L4 9.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

/**
 * The cascade-selection dialog (spec 01 §2.7): 800 px wide, a filterable tree on the left (react-aria
 * Tree with checkboxes), the chosen items on the right, each with a 删除 link, and 取消/确定. Each
 * opening starts from `value`; nothing changes until 确定.
 */
export function CascadeDialog({
  title,
  options,
  loadOptions,
  fieldNames,
  value,
  onConfirm,
  selectable = 'leaf',
  ...openProps
}: CascadeDialogProps) {
  const { t } = useLocale();
  const [chosen, setChosen] = useState<ReadonlySet<SelectKey>>(() => new Set(value ?? []));
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(new Set());
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const confirmOnce = useConfirmOnce();
  const { isOpen, setOpen, session } = useDialogOpen(openProps, () => {
    setChosen(new Set(value ?? []));
    setQuery('');
    setExpanded(new Set());
  });

  useEffect(() => {
    if (!isOpen || !loadOptions) return;
    let active = true;
    loadOptions().then(
      (tree) => {
        if (active) setLoaded({ session, options: tree, error: null });
      },
      (error: unknown) => {
        if (active) setLoaded({ session, options: null, error: errorMessageOf(error) ?? t('pickers.loadFailed') });
      },
    );
    return () => {
      active = false;
    };
  }, [isOpen, loadOptions, session, t]);

  const current = loadOptions ? (loaded?.session === session ? loaded : null) : { session, options: options ?? [], error: null };
  const source = current?.options;
  const tree = useMemo(() => toCascaderOptions(source ?? [], fieldNames), [source, fieldNames]);
  const index = useMemo(() => indexTree(tree), [tree]);
  const shown = useMemo(() => filterTree(tree, query), [tree, query]);
  const ticked = useMemo(() => tickedKeys(shown.nodes, chosen, selectable), [shown.nodes, chosen, selectable]);
  const disabledKeys = useMemo(() => [...index.values()].filter((entry) => entry.node.isDisabled).map((entry) => entry.node.value), [index]);
  const items = useMemo(() => chosenItems(index, chosen), [index, chosen]);

  const changeQuery = (next: string) => {
    setQuery(next);
    // A filter opens the branches leading to its matches; clearing it folds the tree again.
    setExpanded(new Set(filterTree(tree, next).expandedKeys));
  };

  // A rejection keeps the dialog open with the choice (the caller showed why).
  const confirm = (close: () => void) =>
    confirmOnce(
      () =>
        onConfirm(
          items.map((item) => item.key),
          items.flatMap((item) => (item.node ? [item.node] : [])),
        ),
      close,
    );

  return (
    <Dialog
      title={title ?? t('pickers.cascade.title')}
      width="medium"
      isOpen={isOpen}
      onOpenChange={setOpen}
      isLoading={current === null}
      footer={({ close }) => (
        <>
          <Button onPress={close}>{t('common.cancel')}</Button>
          <Button variant="primary" isDisabled={current === null} onPress={() => void confirm(close)}>
            {t('common.confirm')}
          </Button>
        </>
      )}
    >
      <CascadeBody
        tree={shown.nodes}
        query={query}
        onQueryChange={changeQuery}
        expanded={expanded}
        onExpandedChange={setExpanded}
        ticked={ticked}
        onTickedChange={(next) => setChosen(applyTreeSelection(shown.nodes, chosen, next === 'all' ? 'all' : new Set(next as Set<SelectKey>), selectable))}
        disabledKeys={disabledKeys}
        stateOf={(node) => branchState(node, chosen, selectable)}
        items={items}
        onRemove={(key) =>
          setChosen((previous) => {
            const next = new Set(previous);
            next.delete(key);
            return next;
          })
        }
        error={current?.error ?? null}
      />
    </Dialog>
  );
}

interface CascadeBodyProps {
  tree: CascaderOption[];
  query: string;
  onQueryChange: (query: string) => void;
  expanded: ReadonlySet<Key>;
  onExpandedChange: (keys: Set<Key>) => void;
  ticked: ReadonlySet<SelectKey>;
  onTickedChange: (keys: Set<Key> | 'all') => void;
  disabledKeys: SelectKey[];
  stateOf: (node: CascaderOption) => ReturnType<typeof branchState>;
  items: ReturnType<typeof chosenItems>;
  onRemove: (key: SelectKey) => void;
  error: string | null;
}

/** The two panes; mounted on each opening. */
function CascadeBody({ tree, query, onQueryChange, expanded, onExpandedChange, ticked, onTickedChange, disabledKeys, stateOf, items, onRemove, error }: CascadeBodyProps) {
  const { t } = useLocale();
  const treeHeading = useId();
  const chosenHeading = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  /** After a removal, where focus goes: the 删除 link now at that position (or the one before it, or the filter). */
  const focusAfterRemove = useRef<number | null>(null);

  useEffect(() => {
    const position = focusAfterRemove.current;
    if (position === null) return;
    focusAfterRemove.current = null;
    const links = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const target = links[Math.min(position, links.length - 1)];
    (target ?? filterRef.current)?.focus();
  }, [items]);

  const renderItem = (node: CascaderOption) => {
    const state = stateOf(node);
    return (
      <TreeItem id={node.value} textValue={node.label} className="srm-cascade-item" isDisabled={node.isDisabled}>
        <TreeItemContent>
          {({ hasChildItems, level }) => (
            <div className="srm-cascade-row" style={{ '--srm-tree-level': level } as CSSProperties}>
              {hasChildItems ? (
                <RACButton slot="chevron" className="srm-cascade-chevron">
                  {chevron}
                </RACButton>
              ) : (
                <span className="srm-cascade-spacer" aria-hidden="true" />
              )}
              <Checkbox slot="selection" isIndeterminate={state === 'some'} />
              <span className="srm-cascade-label" title={node.label}>
                {node.label}
              </span>
            </div>
          )}
        </TreeItemContent>
        {node.children ? (
          <Collection items={node.children} dependencies={[items]}>
            {renderItem}
          </Collection>
        ) : null}
      </TreeItem>
    );
  };

  return (
    <ClassNames>
      {({ css, theme }) => (
        <div className={css(cascadeDialogStyles(theme))}>
          <section className="srm-cascade-pane" aria-labelledby={treeHeading}>
            <h3 id={treeHeading} className="srm-cascade-heading">
              {t('pickers.cascade.tree')}
            </h3>
            <TextField
              ref={filterRef}
              type="search"
              aria-label={t('pickers.cascade.filter')}
              placeholder={t('pickers.cascade.filterPlaceholder')}
              value={query}
              onChange={onQueryChange}
            />
            {error ? (
              <p className="srm-cascade-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="srm-cascade-box">
              <Tree
                aria-labelledby={treeHeading}
                className="srm-cascade-tree"
                items={tree}
                // A branch's mixed state follows the choice, not the node objects: re-render on a change.
                dependencies={[items]}
                selectionMode="multiple"
                selectedKeys={ticked}
                onSelectionChange={onTickedChange}
                expandedKeys={expanded}
                onExpandedChange={onExpandedChange}
                disabledKeys={disabledKeys}
                renderEmptyState={() => <div className="srm-cascade-empty">{query.trim() ? t('select.noMatch') : t('common.noData')}</div>}
              >
                {renderItem}
              </Tree>
            </div>
          </section>
          <section className="srm-cascade-pane" aria-labelledby={chosenHeading}>
            <h3 id={chosenHeading} className="srm-cascade-heading" aria-live="polite">
              {t('pickers.cascade.chosen')}（{t('pickers.cascade.chosenCount', { count: items.length })}）
            </h3>
            <div className="srm-cascade-box">
              {items.length === 0 ? (
                <p className="srm-cascade-empty">{t('pickers.cascade.noneChosen')}</p>
              ) : (
                <ul ref={listRef} className="srm-cascade-chosen" aria-labelledby={chosenHeading}>
                  {items.map((item, position) => (
                    <li key={item.key}>
                      <span className="srm-cascade-chosen-text">
                        <span>{item.label}</span>
                        {item.pathLabel !== item.label ? <span className="srm-cascade-chosen-path">{item.pathLabel}</span> : null}
                      </span>
                      <Button
                        variant="link"
                        size="small"
                        aria-label={t('pickers.cascade.removeItem', { label: item.label })}
                        onPress={() => {
                          focusAfterRemove.current = position;
                          onRemove(item.key);
                        }}
                      >
                        {t('pickers.cascade.remove')}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        </div>
      )}
    </ClassNames>
  );
}
