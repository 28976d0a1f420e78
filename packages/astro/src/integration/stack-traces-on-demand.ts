import { createRunnableDevEnvironment, type Plugin } from 'vite';

/**
 * Dev's server environments map their modules' stack traces when a trace is read, not as each
 * module is evaluated. By default Vite's module runner turns on Node's own source maps, and Node
 * then decodes the inline source map of every module the runner evaluates (about 520 before the
 * demo's first page) in case one throws. Vite's own interceptor maps the frames of a stack when
 * it is formatted, from the same maps.
 */
export function stackTracesOnDemand(): Plugin {
  return {
    name: 'quire:stack-traces-on-demand',
    apply: 'serve',
    configEnvironment(name, options) {
      if (name === 'client' || options.consumer === 'client' || options.dev?.createEnvironment) return;
      return {
        dev: {
          createEnvironment: (environment, config) =>
            createRunnableDevEnvironment(environment, config, { runnerOptions: { sourcemapInterceptor: 'prepareStackTrace' } }),
        },
      };
    },
  };
}
