import type { Operation } from '../../../generator/normalize/model.ts';
import type { Translate } from '../../i18n/i18n.tsx';
import { codePlaceholders, type TextPart } from '../../i18n/textParts.ts';

/** One fact of how an operation behaves: its label and its sentence, the spec's names as code. */
export interface BehaviourFact {
  label: string;
  parts: TextPart[];
}

/**
 * What Azure's extensions say of how an operation behaves, as its page's facts (OperationHeader)
 * and its Markdown state it: that its response is one page of a list (`x-ms-pageable`: where the
 * items are, which property gives the next page), and that it goes on after its response
 * (`x-ms-long-running-operation`: where to poll, where the result is read).
 */
export function operationBehaviour({ paging, longRunning }: Pick<Operation, 'paging' | 'longRunning'>, t: Translate): BehaviourFact[] {
  const facts: BehaviourFact[] = [];
  if (paging) {
    const { code, parts } = codePlaceholders();
    facts.push({ label: t('api.paging'), parts: parts(t('api.pagingText', { items: code(paging.itemName), next: code(paging.nextLinkName) })) });
  }
  if (longRunning) {
    const { code, parts } = codePlaceholders();
    const poll = t('api.longRunningText', { asyncHeader: code('Azure-AsyncOperation'), locationHeader: code('Location') });
    const final = longRunning.finalStateVia === undefined ? '' : ` ${t('api.longRunningFinal', { via: code(longRunning.finalStateVia) })}`;
    facts.push({ label: t('api.longRunning'), parts: parts(poll + final) });
  }
  return facts;
}
