import { useCallback, useRef, useState, type RefObject } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { Problems } from './editorStyles';

/**
 * The problems a save of an editor (合同编辑, 变更编辑) found in its lines and rebates before calling
 * the gateway: `check(found)` shows them (none clears the list) and answers whether the save may go
 * on; when it may not, the focus moves to the list, which is announced as an alert.
 */
export function useEditorProblems() {
  const [problems, setProblems] = useState<string[]>([]);
  const ref = useRef<HTMLDivElement>(null);
  const check = useCallback((found: string[]): boolean => {
    setProblems(found);
    if (found.length === 0) return true;
    setTimeout(() => ref.current?.focus(), 0);
    return false;
  }, []);
  return { problems, ref, check };
}

/** 请检查以下问题 and the list of problems, or nothing when there are none. */
export function EditorProblems({ problems, ref }: { problems: readonly string[]; ref: RefObject<HTMLDivElement | null> }) {
  const t = useAppT();
  if (problems.length === 0) return null;
  return (
    <Problems ref={ref} role="alert" tabIndex={-1}>
      <p>{t('contract.editor.checkFailed')}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Problems>
  );
}
