import type { ApiSidebar } from '../../../generator/normalize/model.ts';
import type { LocaleCode } from '../../config/schema.ts';
import { translateSidebar } from '../../i18n/apiTranslations.ts';
import { translator } from '../../i18n/i18n.tsx';
import { sectionAnchor, startsSection } from './groupAnchor.ts';

/**
 * The API overview's groups in `locale` (its page, site/pages/api/index, and its Markdown,
 * ./markdown/overviewMarkdown.ts): each group translated, with the name its anchor is made from
 * and, where its `x-tagGroups` section starts (none when the spec has no sections), that
 * heading's text and id.
 */
export function overviewGroups(sidebar: ApiSidebar, locale: LocaleCode) {
  const t = translator(locale);
  return translateSidebar(sidebar, locale).map((group, i) => ({
    ...group,
    anchor: sidebar[i]!.name,
    ...(startsSection(sidebar, i) ? { startsSection: { text: group.section ?? t('api.otherGroups'), id: sectionAnchor(sidebar[i]!.section) } } : {}),
  }));
}
