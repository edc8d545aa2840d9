/** Placeholder of the rich text editor (issue 27, part E): the real one lands with its part; the API is richTextTypes.ts. */
import type { RichTextEditorProps } from './richTextTypes';

export function RichTextEditor({ label }: RichTextEditorProps) {
  return <div role="group" aria-label={label} />;
}
