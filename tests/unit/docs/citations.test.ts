/**
 * Comments cite docs/domain.md, docs/architecture.md or docs/decisions.md: documents a reader of the repository
 * can open. This fails when a source file cites the product's background documents again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const SKIP = new Set(['node_modules', '.next', '.data', '.git', 'coverage', 'test-results', 'playwright-report', 'blob-report', 'uploads']);
const SOURCE = /\.(?:ts|tsx|mjs|cjs|js)$/;

// Built from parts so that this file does not match itself. The first name alone is also the name of list
// specs (`const X: ListSpec`, `useListState(X)`), so the bare word counts only when not followed by ':' or ')'.
const OUTSIDE = ['SP' + 'EC', 'DOM' + 'AIN', 'ST' + 'ACK', 'ARCHI' + 'TECTURE', 'ST' + 'YLE'];
const CITATION = new RegExp(`\\b(?:${OUTSIDE.join('|')})\\.md\\b|\\b${OUTSIDE[0]}\\b(?![:)])`);

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (SOURCE.test(entry.name)) files.push(path);
  }
  return files;
}

describe('citations in source files', () => {
  it('point at documents inside the repository', () => {
    const offending: string[] = [];
    for (const file of sourceFiles(ROOT)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (CITATION.test(line)) offending.push(`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(offending).toEqual([]);
  });

  it('recognises a citation and leaves list specs alone', () => {
    expect(CITATION.test(`// see ${OUTSIDE[0]} §2`)).toBe(true);
    expect(CITATION.test(`/** the table of ${OUTSIDE[1]}.md */`)).toBe(true);
    expect(CITATION.test(`const ${OUTSIDE[0]}: ListSpec = { sorts: [] };`)).toBe(false);
    expect(CITATION.test(`useListState(${OUTSIDE[0]});`)).toBe(false);
    expect(CITATION.test(`const LIST_${OUTSIDE[0]} = {};`)).toBe(false);
  });
});
