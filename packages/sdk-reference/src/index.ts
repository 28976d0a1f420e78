export type * from './types.ts';
export { loadSdk, loadTypeDocText, otherSdkFormats, sdkFormats, type LoadedSdk, type LoadSdkOptions } from './load-sdk.ts';
export { memberAnchor } from './anchors.ts';
export { findSdkSymbol } from './find-symbol.ts';
export { replaceSdkLinks, sdkAddress } from './sdk-links.ts';
