import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { colorModeScript, productionAliases } from './vite.config.ts';

/**
 * The staff back office (admin.html → src/admin/main.tsx), built on its own after the player site
 * (`npm run build`). A separate build, not a second input of the player's: shared modules (React,
 * the design system, i18n) would otherwise be cut out of the player's one initial chunk or pull it
 * whole into the back office, and the player's chunk set would depend on back-office code. Here the
 * player's build output is unchanged by anything under src/admin/ or pages/admin/.
 *
 * It writes into the player's dist/client without emptying it: its scripts under assets/admin/, its
 * manifest beside the player's (.vite/admin-manifest.json), and admin.html, which the server sends
 * for /admin and /admin/* (server/lib/static-site.ts).
 */
export default defineConfig(({ mode }) => ({
  resolve: { alias: productionAliases(mode) },
  plugins: [react(), vanillaExtractPlugin(), colorModeScript()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    // Scripts under assets/admin/; other files (fonts, stylesheets) beside the player's in assets/,
    // where a font both use is the same hashed file, written once.
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    manifest: '.vite/admin-manifest.json',
    rolldownOptions: {
      input: { admin: fileURLToPath(new URL('./admin.html', import.meta.url)) },
      output: { entryFileNames: 'assets/admin/[name]-[hash].js', chunkFileNames: 'assets/admin/[name]-[hash].js' },
    },
  },
}));
