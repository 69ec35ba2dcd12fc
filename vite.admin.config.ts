import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './vite.config';

/**
 * The back office (admin.html), built after the public site into the same folder: a bundle of its
 * own, so the public pages' shared code (React Router above all) is cut to what the site uses,
 * instead of carrying what react-admin needs.
 */
export default defineConfig({
  plugins: [react(), precompressAssets()],
  build: {
    outDir: 'dist',
    // The public site's build is already there.
    emptyOutDir: false,
    modulePreload: { polyfill: false },
    // react-admin is one chunk of about 600 kB and its rich-text editor, loaded only with the news
    // forms, another of about 450 kB.
    chunkSizeWarningLimit: 700,
    rolldownOptions: { input: { admin: 'admin.html' } },
  },
});
