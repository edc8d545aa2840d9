import { useCallback, useEffect, useRef, useState } from 'react';
import type { FileClient, FileUploadMeta, StoredFile } from '../fileClient';

/** A file being sent, for the progress bars. */
export interface UploadTask {
  key: number;
  name: string;
  size: number;
  /** 0–100. */
  percent: number;
}

export interface UploadOutcome {
  /** Files the server stored, in the order picked. */
  uploaded: StoredFile[];
  /** Why the others failed. */
  failures: unknown[];
  /** The component went away meanwhile: show nothing. */
  cancelled: boolean;
}

/**
 * Sends files, one request each and all at once (the gateway takes one file per request), keeping a
 * progress entry per file until it settles. Uploads still running when the component unmounts are
 * aborted.
 */
export function useUploadQueue(client: FileClient) {
  const [tasks, setTasks] = useState<readonly UploadTask[]>([]);
  const nextKey = useRef(0);
  const controllers = useRef(new Set<AbortController>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const running = controllers.current;
    return () => {
      mounted.current = false;
      for (const controller of running) controller.abort();
    };
  }, []);

  const upload = useCallback(
    async (files: readonly File[], meta: FileUploadMeta): Promise<UploadOutcome> => {
      const settled = await Promise.allSettled(
        files.map(async (file) => {
          const key = ++nextKey.current;
          const controller = new AbortController();
          controllers.current.add(controller);
          setTasks((current) => [...current, { key, name: file.name, size: file.size, percent: 0 }]);
          try {
            return await client.upload(
              file,
              meta,
              ({ percent }) => setTasks((current) => current.map((task) => (task.key === key ? { ...task, percent } : task))),
              { signal: controller.signal },
            );
          } finally {
            controllers.current.delete(controller);
            setTasks((current) => current.filter((task) => task.key !== key));
          }
        }),
      );
      const uploaded: StoredFile[] = [];
      const failures: unknown[] = [];
      for (const result of settled) {
        if (result.status === 'fulfilled') uploaded.push(result.value);
        else failures.push(result.reason);
      }
      return { uploaded, failures, cancelled: !mounted.current };
    },
    [client],
  );

  return { tasks, upload, isUploading: tasks.length > 0 };
}
