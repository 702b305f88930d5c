/**
 * A schema's or a parameter's allowed values (`enum`), as the schema viewer's facts and a
 * parameter's both show them: chips in a row; or, where the spec gives what they mean
 * (`descriptions`, by each value's JSON text), one a line, the value then its meaning.
 */
export function AllowedValues({ values, descriptions }: { values: string[]; descriptions?: Record<string, string> | undefined }) {
  if (!descriptions) {
    return (
      <ul className="schema-chips">
        {values.map((value) => (
          <li key={value}>
            <code dir="ltr">{value}</code>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="schema-enum-described">
      {values.map((value) => (
        <li key={value}>
          <code dir="ltr">{value}</code>
          {Object.hasOwn(descriptions, value) && <span dir="auto">{descriptions[value]}</span>}
        </li>
      ))}
    </ul>
  );
}
