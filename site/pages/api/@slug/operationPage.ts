import type { OperationPage } from '../../../../generator/normalize/model.ts';
import type { LocaleCode } from '../../../config/schema.ts';
import { routes } from '../../../generated/routes.ts';
import { translateOperationPage } from '../../../i18n/apiTranslations.ts';

/** The generated module of an operation in a locale's translation, or undefined for an unknown slug. */
export async function operationPage(slug: string, locale: LocaleCode): Promise<OperationPage | undefined> {
  const load = routes[slug];
  return load && translateOperationPage((await load()).default, locale);
}
