// @ts-check
import { join, relative } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { contractsZones, importerZones, serverZones, webZones } from './boundary-zones.js';
import boundaries, { workspacePackages } from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = afterAll;

// A repository in miniature: its package.json files name the workspaces, as the real ones do,
// with the demo-data generator already a package of its own.
const ROOT = join(import.meta.dirname, 'fixtures/workspace');
const LAYOUT = {
  workspaces: [...workspacePackages(ROOT).values()].map((folder) => relative(ROOT, folder)),
  webFeatures: ['company', 'feed'],
  serverModules: ['accounts', 'sso'],
};
const ZONES = [
  ...webZones(LAYOUT),
  ...contractsZones(LAYOUT),
  ...serverZones(LAYOUT),
  ...importerZones(LAYOUT),
];
const OPTIONS = [{ root: ROOT, zones: ZONES }];

const FEED = join(ROOT, 'apps/web/src/features/feed/components/feed-list.tsx');
const SHARED = join(ROOT, 'apps/web/src/components/layouts/shell-frame.tsx');
const APP = join(ROOT, 'apps/web/src/app/routes/feed.tsx');
const CONTRACTS = join(ROOT, 'packages/contracts/src/schemas/feed.ts');
const SSO = join(ROOT, 'apps/server/src/modules/sso/sso.service.ts');
const SERVER = join(ROOT, 'apps/server/src/server.ts');
const SCRIPT = join(ROOT, 'apps/server/scripts/bench-feed.ts');
const DEMO_DATA = join(ROOT, 'packages/demo-data/src/load.ts');
const IMPORTER = join(ROOT, 'packages/importer/src/read/read-document.ts');

const FEATURE = 'A feature never imports another feature; compose them in app/routes.';
const APP_LAYER = 'Features do not import from the app layer.';
const SHARED_CODE = 'Shared code does not import features or the app layer.';
const WEB_APP = 'The web app talks to the server over HTTP and shares only the contracts.';
const CONTRACT = 'Contracts depend on nothing but zod.';
const REPOSITORY = "A module calls another module's service, never its repository.";
const IMPORTER_DEPENDS = 'The importer depends only on the contracts and the insights engine.';
const GENERATOR =
  'The server never imports the demo-data generator; the generator depends on the server.';

/** @param {string} filename @param {string} code @param {string} message */
const invalid = (filename, code, message) => ({
  filename,
  code,
  options: OPTIONS,
  errors: [{ message }],
});
/** @param {string} filename @param {string} code */
const valid = (filename, code) => ({ filename, code, options: OPTIONS });

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
});

tester.run('import-boundaries', boundaries.rules['import-boundaries'], {
  valid: [
    valid(FEED, "import { FeedCard } from './feed-card';"),
    valid(FEED, "import { useFeed } from '../api/get-feed';"),
    valid(FEED, "import { StatusMessage } from '../../../components/ui/status-message';"),
    valid(FEED, "import { FeedItemSchema } from '@clearcall/contracts';"),
    valid(FEED, "import { useQuery } from '@tanstack/react-query';"),
    valid(APP, "import { FeedList } from '../../features/feed/components/feed-list';"),
    valid(APP, "import { CompanyPage } from '../../features/company/components/company-page';"),
    valid(CONTRACTS, "import { z } from 'zod';"),
    valid(SSO, "import { createAccount } from '../accounts/accounts.service';"),
    valid(SSO, "import { findSsoLink } from './sso.repository';"),
    valid(SSO, "import { summarize } from '@clearcall/insights';"),
    valid(DEMO_DATA, "import { publish } from '@clearcall/server/src/modules/sso/sso.service';"),
    valid(DEMO_DATA, "import { users } from '@clearcall/server/src/db/schema';"),
    valid(IMPORTER, "import { parseTranscript } from '@clearcall/insights';"),
    valid(IMPORTER, "import type { ImportFormat } from '@clearcall/contracts';"),
    valid(IMPORTER, "import { readPdf } from './read-pdf';"),
    valid(SSO, "import { readDocument } from '@clearcall/importer';"),
  ],
  invalid: [
    // A feature reaching into another, however the path is spelled.
    invalid(FEED, "import { CompanyCard } from '../../company/components/card';", FEATURE),
    invalid(FEED, "export { CompanyCard } from '../../company/components/card';", FEATURE),
    invalid(FEED, "const page = import('../../company/components/page');", FEATURE),
    invalid(FEED, "vi.mock('../../company/api/get-company');", FEATURE),
    invalid(FEED, "import type { Company } from '../../company/types';", FEATURE),
    invalid(FEED, "type Company = import('../../company/types').Company;", FEATURE),
    invalid(FEED, "import { x } from '@clearcall/web/src/features/company/x';", FEATURE),
    invalid(FEED, `import { x } from '${join(ROOT, 'apps/web/src/features/company/x')}';`, FEATURE),
    // Layers: features do not import the app, shared code imports neither.
    invalid(FEED, "import { router } from '../../../app/router';", APP_LAYER),
    invalid(
      SHARED,
      "import { FeedList } from '../../features/feed/components/feed-list';",
      SHARED_CODE,
    ),
    invalid(SHARED, "import { routes } from '../../app/routes';", SHARED_CODE),
    // The web app shares only the contracts with the rest of the repository.
    invalid(FEED, "import { summarize } from '@clearcall/insights';", WEB_APP),
    invalid(FEED, "import { AppError } from '@clearcall/server/src/lib/errors';", WEB_APP),
    invalid(FEED, "import { DEMO_ACCOUNTS } from '@clearcall/demo-data';", WEB_APP),
    invalid(FEED, "import { env } from '../../../../../server/src/config/env';", WEB_APP),
    // Contracts import no workspace package.
    invalid(CONTRACTS, "import { summarize } from '@clearcall/insights';", CONTRACT),
    invalid(CONTRACTS, "import type { Db } from '@clearcall/server/src/db/client';", CONTRACT),
    invalid(CONTRACTS, "import { paths } from '../../../../apps/web/src/config/paths';", CONTRACT),
    // A server module calls another module's service, not its repository.
    invalid(SSO, "import { insertAccount } from '../accounts/accounts.repository';", REPOSITORY),
    invalid(SSO, "import { insertAccount } from '../accounts/accounts.repository.ts';", REPOSITORY),
    invalid(
      SSO,
      "import { insertAccount } from '@clearcall/server/src/modules/accounts/accounts.repository';",
      REPOSITORY,
    ),
    // Nothing in the server imports the demo-data generator, by package name or by path.
    invalid(SERVER, "const { loadDemoData } = await import('@clearcall/demo-data');", GENERATOR),
    invalid(SERVER, "import { loadDemoData } from '@clearcall/demo-data/src/load';", GENERATOR),
    invalid(
      SCRIPT,
      "import { loadDemoData } from '../../../packages/demo-data/src/load';",
      GENERATOR,
    ),
    // The importer uses no server code and no generator.
    invalid(
      IMPORTER,
      "import { AppError } from '@clearcall/server/src/lib/errors';",
      IMPORTER_DEPENDS,
    ),
    invalid(
      IMPORTER,
      "import { env } from '../../../../apps/server/src/config/env';",
      IMPORTER_DEPENDS,
    ),
    invalid(IMPORTER, "import { DEMO_ACCOUNTS } from '@clearcall/demo-data';", IMPORTER_DEPENDS),
  ],
});
