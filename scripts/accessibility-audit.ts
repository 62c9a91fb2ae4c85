/**
 * `npm run a11y:audit`: turns the e2e suite's automated accessibility run (test-results/accessibility-audit.json,
 * written by e2e/accessibility-statement.spec.ts) into the committed audit the statement page shows
 * (lib/shared/accessibility/audit.json), dated today. A manual audit recorded in the committed file is kept.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { accessibilityAuditSchema } from '../domain/accessibility';

const root = path.resolve(__dirname, '..');
const runFile = path.join(root, 'test-results', 'accessibility-audit.json');
const auditFile = path.join(root, 'lib', 'shared', 'accessibility', 'audit.json');

async function main() {
  const run = JSON.parse(await readFile(runFile, 'utf8')) as Record<string, unknown>;
  const previous = JSON.parse(await readFile(auditFile, 'utf8').catch(() => '{}')) as { manualAudit?: unknown };
  const audit = accessibilityAuditSchema.parse({
    checkedOn: new Date().toISOString().slice(0, 10),
    tool: run.tool,
    toolVersion: run.toolVersion,
    ruleTags: run.ruleTags,
    pages: run.pages,
    manualAudit: previous.manualAudit ?? null,
  });
  // Formatted as the repository's prettier check expects (CI runs prettier --check).
  const options = (await resolveConfig(auditFile)) ?? {};
  await writeFile(auditFile, await format(JSON.stringify(audit), { ...options, filepath: auditFile }));
  const violations = audit.pages.reduce((sum, p) => sum + p.violations, 0);
  console.log(`${auditFile}: ${audit.pages.length} pages, ${violations} violations, ${audit.tool} ${audit.toolVersion}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
