// Each icon is imported from its own file: the package's index re-exports thousands of icons,
// which slows the dev server and the tests. Its exports map is absent, so the types come from here.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { Icon } from '@tabler/icons-react';

  const icon: Icon;
  export default icon;
}
