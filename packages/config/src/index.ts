export * from './docs-json/index.ts';
