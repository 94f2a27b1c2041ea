import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server in development; in production it serves this build itself. */
const API_TARGET = 'http://127.0.0.1:3000';

/**
 * Long-lived vendor chunks: React and the router change rarely and every screen needs them.
 * The other libraries are grouped by the screens that use them, so /login never downloads
 * signed-in-only code (AppShell, menus, modals, TanStack Query).
 */
const VENDOR_GROUPS = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    priority: 30,
  },
  {
    // Signed-in only: kept in its own chunk so a small shared module grouped with it can never
    // pull it into the first paint of a signed-out screen.
    name: 'query',
    test: /node_modules[\\/]@tanstack[\\/]/,
    priority: 20,
  },
  {
    // Mantine's core and the handful of components every screen uses, starting with /login:
    // one long-lived chunk, rather than fragments whose grouping shifts as screens are added
    // and can drag a signed-in-only component (a popover, a scroll area) into the first paint.
    name: 'mantine-base',
    test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Alert|Anchor|Box|Button|Checkbox|CloseButton|Divider|Group|Input|InputBase|Loader|PasswordInput|Paper|Stack|Text|TextInput|Title|UnstyledButton|ActionIcon|Center|ThemeIcon|VisuallyHidden|Transition))[\\/]/,
    priority: 25,
  },
  {
    // Every form needs both; alone, the small resolver module would be merged into whatever
    // vendor chunk is nearest, such as classic zod, which /login does not use.
    name: 'forms',
    test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/,
    priority: 15,
  },
  {
    name: 'vendor',
    test: /node_modules[\\/]/,
    priority: 10,
    entriesAware: true,
    entriesAwareMergeThreshold: 4 * 1024,
  },
];

export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: API_TARGET },
      '/socket.io': { target: API_TARGET, ws: true },
    },
  },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
  },
});
