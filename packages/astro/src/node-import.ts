/**
 * Node's own `import()`, for modules loaded after start-up (the twins' writer, a Pagefind process
 * of its own). Inside an `astro.config.ts`, Astro evaluates this package in Vite's module runner
 * and closes the runner once the config is read: an `import()` the runner rewrote fails after that
 * ("Vite module runner has been closed"). The runner leaves the text of a Function alone. Where
 * Node loaded this package itself (the CLI, an installed package), it is the same import.
 */
export const nodeImport = new Function('url', 'return import(url)') as <T>(url: string | URL) => Promise<T>;
