import type { TextPart } from './changeText.ts';

/** A changelog sentence: the spec's names as code, kept left to right inside right-to-left text. */
export function TextParts({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      <code key={i} dir="ltr">
        {part.code}
      </code>
    ),
  );
}
