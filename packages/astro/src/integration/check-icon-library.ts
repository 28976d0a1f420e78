import { diagnostic, type Diagnostic } from '@quire/diagnostics';
import { servedLibrary } from '../components/icon-library.ts';

const names = { fontawesome: 'Font Awesome', lucide: 'Lucide' } as const;

/** A warning when docs.json `icons.library` names a library Quire does not bundle (Tabler), saying which one serves it. */
export function checkIconLibrary(library: string | undefined, file: string): Diagnostic[] {
  const served = servedLibrary(library);
  if (!library || served === library) return [];
  return [
    diagnostic(
      'CONFIG_ICON_LIBRARY_SUBSTITUTED',
      `icons.library "${library}" is not bundled with Quire: icon names are looked up in ${names[served]} instead.`,
      {
        file,
        pointer: '/icons/library',
      },
    ),
  ];
}
