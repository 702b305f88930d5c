/** A heading with its deep link. */
export function SectionHeading({ id, level, text }: { id: string; level: 2 | 3; text: string }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id}>
      {text}
      <a className="hash-link" href={`#${id}`} aria-label={`#${text}`}>
        #
      </a>
    </Tag>
  );
}
