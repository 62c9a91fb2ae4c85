/**
 * The import edges of docs/architecture.md, checked through the repository's own eslint.config.mjs: one allowed
 * and one forbidden import per edge and direction (the feature edge between components/ folders is its own rule,
 * architecture/feature-imports). Flat config keeps only the last block's options for a rule, so
 * a later block that sets no-restricted-imports for these folders would switch the edges off without a lint error;
 * this test is what notices.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function restricted(filePath: string, source: string, ruleId = 'no-restricted-imports'): Promise<boolean> {
  const [result] = await eslint.lintText(`${source}\n`, { filePath });
  return (result?.messages ?? []).some((m) => m.ruleId === ruleId);
}

type Case = [file: string, source: string];
const cases: Record<string, { rule?: string; allowed: Case[]; forbidden: Case[] }> = {
  'domain/ imports only zod and domain/': {
    allowed: [
      ['domain/example.ts', "import { z } from 'zod';"],
      ['domain/example.ts', "import { ROLES } from './roles';"],
      ['domain/example.ts', "import { ROLES } from '@/domain/roles';"],
    ],
    forbidden: [
      ['domain/example.ts', "import { tenants } from '@/lib/shared/tenancy';"],
      ['domain/example.ts', "import { useState } from 'react';"],
      ['domain/example.ts', "import { db } from '../server/db/client';"],
    ],
  },
  'lib/shared imports no lib/server, lib/browser, server/ or web code': {
    allowed: [
      ['lib/shared/example/x.ts', "import { ApiClient } from '@/lib/shared/api';"],
      ['lib/shared/example/x.ts', "import { ROLES } from '@/domain/roles';"],
    ],
    forbidden: [
      ['lib/shared/example/x.ts', "import { getSession } from '@/lib/server/session/session';"],
      ['lib/shared/example/x.ts', "import { getSession } from '../../server/session/session';"],
      ['lib/shared/example/x.ts', "import { toast } from '@/lib/browser/toast/toast-store';"],
      ['lib/shared/example/x.ts', "import { handleBackendRequest } from '@/server/runtime';"],
      ['lib/shared/example/x.ts', "import { Button } from '@/components/ui/button';"],
      ['lib/shared/example/x.ts', "import 'server-only';"],
    ],
  },
  'lib/server imports no lib/browser or web code': {
    allowed: [
      ['lib/server/example/x.ts', "import { handleBackendRequest } from '@/server/runtime';"],
      ['lib/server/example/x.ts', "import { ApiClient } from '@/lib/shared/api';"],
    ],
    forbidden: [
      ['lib/server/example/x.ts', "import { toast } from '@/lib/browser/toast/toast-store';"],
      ['lib/server/example/x.ts', "import { Page } from '@/app/page';"],
    ],
  },
  'lib/browser imports no lib/server or server/': {
    allowed: [['lib/browser/example/x.ts', "import { ApiClient } from '@/lib/shared/api';"]],
    forbidden: [
      ['lib/browser/example/x.ts', "import { webEnv } from '@/lib/server/env';"],
      ['lib/browser/example/x.ts', "import { handleBackendRequest } from '@/server/runtime';"],
    ],
  },
  'server/ imports only domain/ and lib/shared (not lib/shared/api)': {
    allowed: [
      ['server/example/x.ts', "import { resolveCenter } from '@/lib/shared/tenancy';"],
      ['server/example/x.ts', "import { ROLES } from '@/domain/roles';"],
      ['server/example/x.ts', "import { app } from '../app';"],
    ],
    forbidden: [
      ['server/example/x.ts', "import { ApiClient } from '@/lib/shared/api';"],
      ['server/example/x.ts', "import { webEnv } from '@/lib/server/env';"],
      ['server/example/x.ts', "import { toast } from '@/lib/browser/toast/toast-store';"],
      ['server/example/x.ts', "import { Button } from '@/components/ui/button';"],
      ['server/example/x.ts', "import { Button } from '../../components/ui/button';"],
      ['server/example/x.ts', "import Page from '@/app/page';"],
    ],
  },
  'components/ use lib/server only for actions, public loaders and types; never server/': {
    allowed: [
      ['components/example/x.tsx', "import { signOutAction } from '@/lib/server/session/actions';"],
      ['components/example/x.tsx', "import { listNews } from '@/lib/server/content/public-api';"],
      ['components/example/x.tsx', "import type { AuthError } from '@/lib/server/session/auth-errors';"],
      ['components/example/x.tsx', "import { toast } from '@/lib/browser/toast/toast-store';"],
    ],
    forbidden: [
      ['components/example/x.tsx', "import { getSession } from '@/lib/server/session/session';"],
      ['components/example/x.tsx', "import { vacancyPolicy } from '@/server/policies/vacancies';"],
      ['components/example/x.tsx', "import Page from '@/app/page';"],
    ],
  },
  'components/ui holds primitives': {
    allowed: [['components/ui/x.tsx', "import { formatBytes } from '@/lib/shared/forms/format-bytes';"]],
    forbidden: [
      ['components/ui/x.tsx', "import { useTranslations } from 'next-intl';"],
      ['components/ui/x.tsx', "import { ApiClient } from '@/lib/shared/api';"],
      ['components/ui/x.tsx', "import { signOutAction } from '@/lib/server/session/actions';"],
      ['components/ui/x.tsx', "import { getSession } from '@/lib/server/session/session';"],
    ],
  },
  'components/<feature> imports its own folder, the kits and the shell-wide layer, never another feature': {
    rule: 'architecture/feature-imports',
    allowed: [
      ['components/users/x.tsx', "import { UserStatusBadge } from '@/components/users/status-badge';"],
      ['components/vacancies/admin/x.tsx', "import { VacancyCard } from '../bank/vacancy-card';"],
      ['components/users/x.tsx', "import { Button } from '@/components/ui/button';"],
      ['components/users/x.tsx', "import { TextField } from '@/components/forms/text-field';"],
      ['components/users/x.tsx', "import { ListScreen } from '@/components/data-table/list-screen';"],
      ['components/vacancies/admin/x.tsx', "import { RichTextEditor } from '@/components/editor/rich-text-editor';"],
      ['components/public-content/x.tsx', "import { BlockList } from '@/components/blocks/block-list';"],
      ['components/users/x.tsx', "import { useSession } from '@/components/session/session-provider';"],
      ['components/users/x.tsx', "import { ForbiddenScreen } from '../errors/forbidden-screen';"],
      ['components/public-content/x.tsx', "import { PageContainer } from '@/components/shell/site-shell';"],
      ['components/blocks/x.tsx', "import { focusRing } from '@/components/ui/styles';"],
      ['components/session/x.tsx', "import { Button } from '@/components/ui/button';"],
      ['app/example/page.tsx', "import { ApplicationsList } from '@/components/applications/applications-list';"],
      ['lib/browser/example/x.ts', "import { useApi } from '../api/use-api';"],
    ],
    forbidden: [
      ['components/vacancies/admin/x.tsx', "import { ApplicationsList } from '@/components/applications/applications-list';"],
      ['components/vacancies/admin/x.tsx', "import { UserStatusBadge } from '../../users/status-badge';"],
      ['components/vacancies/bank/x.tsx', "export { NewsCard } from '@/components/public-content/news-card';"],
      ['components/dashboard/x.tsx', "const Map = dynamic(() => import('../vacancies/bank/results-map'));"],
      ['components/users/x.tsx', "import type { VacancyFormValues } from '@/components/vacancies/admin/vacancy-form-schema';"],
      ['components/blocks/x.tsx', "import { ContentPageView } from '@/components/public-content/content-page-view';"],
      ['components/session/x.tsx', "import { LoginForm } from '@/components/auth/login-form';"],
      ['components/ui/x.tsx', "import { UsersList } from '../users/users-list';"],
    ],
  },
  'app/ pages reach the backend only through route handlers': {
    allowed: [['app/healthz/route.ts', "import { handleBackendRequest } from '@/server/runtime';"]],
    forbidden: [['app/example/page.tsx', "import { PLATFORM_TENANT } from '@/server/policies/content';"]],
  },
};

describe('import edges (eslint.config.mjs)', () => {
  for (const [edge, { rule, allowed, forbidden }] of Object.entries(cases)) {
    describe(edge, () => {
      it.each(allowed)('%s may: %s', async (file, source) => {
        expect(await restricted(file, source, rule)).toBe(false);
      });
      it.each(forbidden)('%s may not: %s', async (file, source) => {
        expect(await restricted(file, source, rule)).toBe(true);
      });
    });
  }
});
