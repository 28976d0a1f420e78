#!/usr/bin/env node
// The sources are TypeScript run by Node's type stripping (Node >= 22.18), so no build step sits between an edit and a run.
import { main } from '../src/main.ts';

process.exitCode = await main(process.argv.slice(2));
