import type { PageContext } from 'vike/types';
import { constants, siteConfig } from '../../config/siteConfig.ts';
import { translator } from '../../i18n/i18n.tsx';

export default (pageContext: PageContext) =>
  `${translator(pageContext.locale)('notFound.title')} ${constants.titleDelimiter} ${siteConfig.title}`;
