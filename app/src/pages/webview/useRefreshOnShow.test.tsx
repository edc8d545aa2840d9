import { render } from '@testing-library/react';
import { Activity, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { REFRESH_TABLE_MESSAGE, useRefreshOnShow } from './useRefreshOnShow';

function Frame({ onPost }: { onPost: (message: unknown, origin: string) => void }) {
  // A stand-in for the iframe (happy-dom loads no frames): the test only needs what is posted to its window.
  const frame = useRef({ contentWindow: { postMessage: onPost } } as unknown as HTMLIFrameElement);
  useRefreshOnShow(frame, 'https://embed.example.com/module/page');
  return <p>embedded</p>;
}

describe('useRefreshOnShow', () => {
  it('posts refreshTable when the tab is shown again, never on the first show or while hidden', () => {
    const onPost = vi.fn();
    const { rerender } = render(
      <Activity mode="visible">
        <Frame onPost={onPost} />
      </Activity>,
    );
    expect(onPost).not.toHaveBeenCalled();
    rerender(
      <Activity mode="hidden">
        <Frame onPost={onPost} />
      </Activity>,
    );
    expect(onPost).not.toHaveBeenCalled();
    rerender(
      <Activity mode="visible">
        <Frame onPost={onPost} />
      </Activity>,
    );
    expect(onPost).toHaveBeenCalledTimes(1);
    expect(onPost).toHaveBeenCalledWith(REFRESH_TABLE_MESSAGE, 'https://embed.example.com');
  });
});
