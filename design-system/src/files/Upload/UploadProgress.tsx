import { ProgressBar } from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import type { UploadInlineMessage } from './useUploadFeedback';
import type { UploadTask } from './useUploadQueue';

/** One progress bar per file being sent: `role="progressbar"` named 正在上传{name}, with its percentage. */
export function UploadProgress({ tasks }: { tasks: readonly UploadTask[] }) {
  const { t } = useLocale();
  if (tasks.length === 0) return null;
  return (
    <ul className="srm-upload-progress">
      {tasks.map((task) => (
        <li key={task.key}>
          <ProgressBar className="srm-upload-task" value={task.percent} aria-label={t('upload.uploading', { name: task.name })}>
            {({ valueText }) => (
              <>
                <span className="srm-upload-task-name" aria-hidden="true">
                  {task.name}
                </span>
                <span className="srm-upload-task-value">{valueText}</span>
                <span className="srm-upload-track" aria-hidden="true">
                  <span className="srm-upload-fill" style={{ width: `${task.percent}%`, display: 'block' }} />
                </span>
              </>
            )}
          </ProgressBar>
        </li>
      ))}
    </ul>
  );
}

/** The inline messages of an upload: an alert for each problem, a status for success. */
export function UploadMessages({ messages }: { messages: readonly UploadInlineMessage[] }) {
  return messages.map((message) => (
    <p key={message.id} className="srm-upload-message" data-kind={message.kind} role={message.kind === 'success' ? 'status' : 'alert'}>
      {message.text}
    </p>
  ));
}
