declare module 'virtual:quire/icons' {
  /** Icon set name (`fa7-solid`, `lucide`...) -> absolute path of its Iconify JSON, in lookup order. */
  export const iconSetFiles: Record<string, string>;
}
