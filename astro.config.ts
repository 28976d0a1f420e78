import { defineConfig } from 'astro/config';
import quire from '@quire/astro';

// The dogfood site: `npm run dev` previews the demo docs repo; QUIRE_DOCS picks another.
export default defineConfig({
  integrations: [quire({ docs: process.env.QUIRE_DOCS ?? './sites/demo' })],
});
