import type { OperationPage } from '../../../../generator/normalize/model.ts';
import { routes } from '../../../generated/routes.ts';

/** The generated module's page of an operation (in English, the spec's own text), or undefined for an unknown slug. */
export async function operationPage(slug: string): Promise<OperationPage | undefined> {
  const load = routes[slug];
  return load && (await load()).default;
}
