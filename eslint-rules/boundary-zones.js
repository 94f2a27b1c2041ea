// @ts-check
/**
 * The import boundaries of the repository, as zones for the `import-boundaries` rule. They are
 * built from the folders that exist (features, modules, workspaces), so a new feature or module
 * is covered the day it is created. Paths are relative to the repository root.
 */

const WEB_FEATURES = 'apps/web/src/features';
const WEB_SHARED = ['components', 'hooks', 'lib', 'utils', 'config'];
const SERVER_MODULES = 'apps/server/src/modules';
const SERVER_CODE = ['apps/server/src', 'apps/server/scripts'];
/** The demo-data generator: it depends on the server's modules, never the other way round. */
const DEMO_DATA = 'packages/demo-data';

const DEMO_DATA_MESSAGE =
  'The server never imports the demo-data generator; the generator depends on the server.';

/**
 * @typedef {import('./import-boundaries.js').Zone} Zone
 * @typedef {{
 *   workspaces: string[],
 *   webFeatures: string[],
 *   serverModules: string[],
 * }} Layout
 */

/**
 * Web app: shared code -> features -> app; features stay independent of each other; of the
 * workspace packages only the contracts may be imported.
 * @param {Layout} layout
 * @returns {Zone[]}
 */
export function webZones({ workspaces, webFeatures }) {
  return [
    ...webFeatures.map((feature) => ({
      target: `${WEB_FEATURES}/${feature}`,
      from: [WEB_FEATURES],
      except: [`${WEB_FEATURES}/${feature}`],
      message: 'A feature never imports another feature; compose them in app/routes.',
    })),
    {
      target: WEB_FEATURES,
      from: ['apps/web/src/app'],
      message: 'Features do not import from the app layer.',
    },
    ...WEB_SHARED.map((folder) => ({
      target: `apps/web/src/${folder}`,
      from: [WEB_FEATURES, 'apps/web/src/app'],
      message: 'Shared code does not import features or the app layer.',
    })),
    {
      target: 'apps/web',
      from: workspaces.filter((folder) => folder !== 'apps/web' && folder !== 'packages/contracts'),
      message: 'The web app talks to the server over HTTP and shares only the contracts.',
    },
  ];
}

/**
 * Contracts run in the browser and the server alike and depend on no workspace package.
 * @param {Layout} layout
 * @returns {Zone[]}
 */
export function contractsZones({ workspaces }) {
  return [
    {
      target: 'packages/contracts',
      from: ['apps', ...workspaces].filter((folder) => folder !== 'packages/contracts'),
      message: 'Contracts depend on nothing but zod.',
    },
  ];
}

/** The packages the importer may use: it reads files for the server, and depends on no server code. */
const IMPORTER_DEPENDENCIES = ['packages/importer', 'packages/contracts', 'packages/insights'];

/**
 * The importer turns uploaded files into transcripts for the server, the command line and the
 * evaluation; it uses the contracts and the insights engine, and nothing server-side.
 * @param {Layout} layout
 * @returns {Zone[]}
 */
export function importerZones({ workspaces }) {
  return [
    {
      target: 'packages/importer',
      from: ['apps', ...workspaces.filter((folder) => !IMPORTER_DEPENDENCIES.includes(folder))],
      message: 'The importer depends only on the contracts and the insights engine.',
    },
  ];
}

/**
 * Server: a module reads and writes its own tables and calls other modules' services, never
 * their repositories; nothing in the server imports the demo-data generator, which `npm start`
 * runs before the server starts.
 * @param {Layout} layout
 * @returns {Zone[]}
 */
export function serverZones({ serverModules }) {
  return [
    ...serverModules.map((module) => ({
      target: `${SERVER_MODULES}/${module}`,
      from: [SERVER_MODULES],
      except: [`${SERVER_MODULES}/${module}`],
      matching: '\\.repository$',
      message: "A module calls another module's service, never its repository.",
    })),
    ...SERVER_CODE.map((folder) => ({
      target: folder,
      from: [DEMO_DATA],
      message: DEMO_DATA_MESSAGE,
    })),
  ];
}
