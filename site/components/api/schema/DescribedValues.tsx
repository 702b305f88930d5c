/**
 * Allowed values whose meaning the spec gives (`enumDescriptions`, by each value's JSON text):
 * one a line, the value then what it means, where the spec says. The schema viewer's facts and a
 * parameter's both show them so.
 */
export function DescribedValues({ values, descriptions }: { values: string[]; descriptions: Record<string, string> }) {
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
