#!/usr/bin/env node
// The version check, in JavaScript that old versions of Node parse (no top-level await, no `??`
// or `?.`): an older Node gets one line saying what to install instead of a syntax error or a
// stack trace. The CLI itself starts in run.js, imported only once the version is known to do.

var required = [22, 12];
var running = process.versions.node.split('.').map(Number);
if (running[0] < required[0] || (running[0] === required[0] && running[1] < required[1])) {
  console.error(
    'quire needs Node.js ' +
      required.join('.') +
      ' or later, and this is Node.js ' +
      process.versions.node +
      ': install the current LTS (https://nodejs.org/en/download, or `nvm install --lts`) and run quire again.',
  );
  process.exit(1);
}

import('./run.js');
