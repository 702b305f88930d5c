import { stringifyYaml } from '@redocly/openapi-core';
import type { OpenApiDocument } from '../load/index.ts';

/** A file of the site made from the spec. */
export interface SpecDownload {
  fileName: string;
  source: string;
}

/** The bundled spec as the site offers it for download: the build writes them (generator/generateForBuild.ts) and the development server serves them. */
export function specDownloads(document: OpenApiDocument): SpecDownload[] {
  return [
    { fileName: 'openapi.json', source: `${JSON.stringify(document, null, 2)}\n` },
    // Redocly's YAML writer (js-yaml's, what `redocly bundle` writes): a third of the time of yaml's.
    { fileName: 'openapi.yaml', source: stringifyYaml(document, { lineWidth: -1, noRefs: true }) },
  ];
}
