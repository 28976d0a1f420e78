// The pages' script on a site where some page has a playground (site-data.ts `hasPlayground`):
// the launcher that loads an island when its button is used.
import '@quire/playground/launcher';

// A page opened as the playground's OAuth sign-in popup hands the code back and closes. Its code
// loads only where the address has a `state` (every redirect of the sign-in does): every other
// page spares its 0.6 KB.
if (new URLSearchParams(location.search).has('state')) void import('@quire/playground/oauth-callback').then((m) => m.handleOAuthCallback());
