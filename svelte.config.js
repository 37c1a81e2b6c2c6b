// Read by the Svelte Vite plugin (vite.config.ts points at it) and by svelte-check: TypeScript in components.
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

export default {
  preprocess: vitePreprocess({ script: false }),
};
