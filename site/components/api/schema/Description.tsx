import { Fragment, type ReactNode } from 'react';
import { toParagraphs, type InlineToken } from './inlineMarkdown.ts';

/**
 * A schema description: its paragraphs, code spans, emphasis and links (see inlineMarkdown.ts).
 * `dir="auto"`: the spec's English keeps its punctuation in place on a Hebrew page.
 */
export function Description({ text }: { text: string }) {
  return (
    <div className="schema-description">
      {toParagraphs(text).map((tokens, i) => (
        <p key={i} dir="auto">
          {renderTokens(tokens)}
        </p>
      ))}
    </div>
  );
}

function renderTokens(tokens: InlineToken[]): ReactNode {
  return tokens.map((token, i) => {
    switch (token.kind) {
      case 'text': return <Fragment key={i}>{token.text}</Fragment>;
      case 'code': return <code key={i} dir="ltr">{token.text}</code>;
      case 'strong': return <strong key={i}>{renderTokens(token.children)}</strong>;
      case 'em': return <em key={i}>{renderTokens(token.children)}</em>;
      case 'link': return <a key={i} href={token.href}>{renderTokens(token.children)}</a>;
    }
  });
}
