/** Placeholder of the image list field (issue 27, part E): the real one lands with its part; the API is RichTextEditor/richTextTypes.ts. */
import type { ImageListFieldProps } from '../RichTextEditor/richTextTypes';

export function ImageListField({ label }: ImageListFieldProps) {
  return <div role="group" aria-label={label} />;
}
