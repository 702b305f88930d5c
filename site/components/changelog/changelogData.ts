import type { Severity } from '../../../generator/diff/model.ts';
import type { OperationRef } from '../../../generator/diff/model.ts';
import type { LocaleCode } from '../../config/schema.ts';
import { siteConfig } from '../../config/siteConfig.ts';
import { translator } from '../../i18n/i18n.tsx';
import { operationPage } from '../../pages/api/@slug/operationPage.ts';
import type { ApiLabels } from '../api/apiSidebar.ts';
import { changeText, type TextPart } from './changeText.ts';
import { versionAnchor } from './changelogPath.ts';
import { groupChanges } from './groupChanges.ts';
import { releaseHistory } from './releaseHistory.ts';

/** An operation a change is about: linked to its page while the API still has it at that method and path. */
export interface ChangedOperation {
  method: string;
  path: string;
  /** Its page and its summary in the reader's language, when it has one now. */
  page?: { path: string; label: string };
}

export interface ReleaseView {
  version: string;
  anchor: string;
  date?: string;
  /** The date as the reader's locale writes it. */
  dateText?: string;
  note?: string;
  count: number;
  /** The oldest release recorded: the history starts with it. */
  first: boolean;
  groups: { severity: Severity; operations: { operation?: ChangedOperation; changes: TextPart[][] }[] }[];
}

/**
 * Environment: server, at build time. The changelog page's content in a locale: every release,
 * newest first, its changes grouped (groupChanges) and each said in the reader's language
 * (changeText), so the page's data is words and links, and no diff model ships to the browser.
 */
export async function changelogData(locale: LocaleCode, labels: ApiLabels): Promise<ReleaseView[]> {
  const t = translator(locale);
  const { htmlLang, calendar } = siteConfig.locales[locale];
  const dates = new Intl.DateTimeFormat(`${htmlLang}-u-ca-${calendar}`, { dateStyle: 'long', timeZone: 'UTC' });
  const { releases } = releaseHistory();
  return Promise.all(
    releases.map(async (release, i) => ({
      version: release.version,
      anchor: versionAnchor(release.version),
      ...(release.date ? { date: release.date, dateText: dates.format(new Date(release.date)) } : {}),
      ...(release.note ? { note: release.note } : {}),
      count: release.changes.length,
      first: i === releases.length - 1,
      groups: await Promise.all(
        groupChanges(release.changes).map(async ({ severity, operations }) => ({
          severity,
          operations: await Promise.all(
            operations.map(async ({ operation, changes }) => ({
              ...(operation ? { operation: await changedOperation(operation, labels) } : {}),
              changes: changes.map((change) => changeText(change, t, htmlLang)),
            })),
          ),
        })),
      ),
    })),
  );
}

async function changedOperation({ method, path, slug }: OperationRef, labels: ApiLabels): Promise<ChangedOperation> {
  // The slug recorded is the page's name on the day of the release: it links only while the same
  // operation (method and path) still has it.
  const page = await operationPage(slug);
  const current = page && page.operation.method === method && page.operation.path === path;
  return { method, path, ...(current ? { page: { path: `/api/${slug}`, label: labels.operations[slug] ?? page.operation.summary } } : {}) };
}
