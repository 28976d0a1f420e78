declare module 'virtual:quire/relay-targets' {
  /** The origins this site's relay may reach, computed by the integration from the specs and docs.json. */
  const targets: import('@quire/request/node').RelayTargets;
  export default targets;
}
