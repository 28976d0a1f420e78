// @quire/request/drift: holds a running API to its documentation (`quire check --against`). Node
// only: it sends requests itself.
export { checkDrift, type DriftOptions, type DriftReport, type DriftResult } from './check-drift.ts';
export { driftCases, safeMethods, type DriftCase } from './safe-requests.ts';
