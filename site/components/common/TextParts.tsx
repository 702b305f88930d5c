import type { TextPart } from '../../i18n/textParts.ts';

/** A sentence with names from the spec (site/i18n/textParts.ts): the names as code, kept left to right inside right-to-left text. */
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
