import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PHYSICAL = [
  /\b(margin|padding|border)-(left|right)\b/,
  /(^|[\s;{])(left|right)\s*:/,
  /\btext-align\s*:\s*(left|right)\b/,
  /\bfloat\s*:\s*(left|right)\b/,
  /\b(border-(top|bottom)-(left|right)-radius)\b/,
];

/**
 * Physical CSS (left/right) in the site's stylesheets, as "file:line: text". Hebrew mirrors only
 * if every rule is written with logical properties (STYLE.md §8). Comments are not read.
 */
export function lintLogicalCss(root = 'site'): string[] {
  const problems: string[] = [];
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css') && !f.includes('node_modules'));
  for (const file of files) {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (PHYSICAL.some((re) => re.test(line.replace(/\/\*.*?\*\//g, '')))) problems.push(`${path.join(root, file)}:${i + 1}: physical property, use a logical one: ${line.trim()}`);
    });
  }
  return problems;
}
