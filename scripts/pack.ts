/**
 * `npm run pack`: every package of packages/ as an npm tarball that runs where Node does not strip
 * types (under node_modules), in .cache/pack/tarballs/.
 *
 * Inside this repository the packages run from their TypeScript sources: each package.json's
 * `exports` name src/*.ts, and nothing is built. A packed package is a staged copy instead
 * (.cache/pack/stage/<package>/): its src/ compiled by tsc (tsconfig.build.json) into dist/ as
 * JavaScript and declaration files, the Astro components, styles and declaration files copied
 * beside them (an .astro file's imports of ./x.ts become ./x.js, the file tsc wrote), and a
 * package.json whose `exports` name dist/ (./src/a.ts -> types ./dist/a.d.ts, default
 * ./dist/a.js), without scripts or devDependencies. The tarball holds `files` of that package.json.
 *
 *   npm run pack                    build, stage and pack every package; prints each tarball and its size
 *   node scripts/pack.ts --json     the same, then one JSON line: [{ name, tarball, size, unpackedSize, files }]
 *   node scripts/pack.ts --refuse   what `npm pack` in a package folder runs (its prepack): a pointer to this script
 */
import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, globSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

const root = resolve(import.meta.dirname, '..');
const out = join(root, '.cache', 'pack');

export interface PackedPackage {
  name: string;
  /** Absolute path of the .tgz. */
  tarball: string;
  /** Bytes of the tarball. */
  size: number;
  unpackedSize: number;
  files: number;
}

interface Manifest {
  name: string;
  exports?: Record<string, string | Record<string, string>>;
  files?: string[];
  scripts?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [key: string]: unknown;
}

// Run as a script (its helpers are also imported by tests).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--refuse')) {
    console.error(
      "Pack Quire's packages from the repository root with `npm run pack`: it compiles each package to JavaScript first (a package folder holds TypeScript sources, which Node does not run under node_modules).",
    );
    process.exit(1);
  }
  const packed = await packAll();
  for (const p of packed) console.log(`${relative(root, p.tarball)}  ${kb(p.size)} packed, ${kb(p.unpackedSize)} unpacked, ${p.files} files`);
  console.log(`total ${kb(packed.reduce((sum, p) => sum + p.size, 0))} packed`);
  if (process.argv.includes('--json')) console.log(JSON.stringify(packed));
}

async function packAll(): Promise<PackedPackage[]> {
  rmSync(out, { recursive: true, force: true });
  const build = join(out, 'build');
  await execFileAsync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tsconfig.build.json')], {
    cwd: root,
    maxBuffer: 64 << 20,
  }).catch((error: { stdout?: string }) => {
    throw new Error(`tsc -p tsconfig.build.json failed:\n${error.stdout ?? String(error)}`);
  });
  const tarballs = join(out, 'tarballs');
  mkdirSync(tarballs, { recursive: true });
  const stages: string[] = [];
  for (const dir of globSync('packages/*/package.json', { cwd: root })
    .map((file) => dirname(file))
    .sort()) {
    const source = join(root, dir);
    const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as Manifest;
    const stage = join(out, 'stage', dir.slice('packages/'.length));
    mkdirSync(stage, { recursive: true });
    renameSync(join(build, dir.slice('packages/'.length), 'src'), join(stage, 'dist'));
    copyAssets(join(source, 'src'), join(stage, 'dist'));
    for (const entry of manifest.files ?? [])
      if (entry !== 'dist' && !entry.startsWith('!')) cpSync(join(source, entry), join(stage, entry), { recursive: true });
    writeFileSync(join(stage, 'package.json'), `${JSON.stringify(packedManifest(manifest), null, 2)}\n`);
    stages.push(stage);
  }
  return npmPack(stages, tarballs);
}

/** What tsc does not write: Astro components, styles, declaration files and JSON, tests left out. */
function copyAssets(src: string, dist: string): void {
  for (const entry of globSync('**/*', { cwd: src, withFileTypes: true })) {
    if (!entry.isFile() || (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))) continue;
    const from = join(entry.parentPath, entry.name);
    const file = relative(src, from);
    const to = join(dist, file);
    mkdirSync(dirname(to), { recursive: true });
    if (file.endsWith('.astro')) writeFileSync(to, builtImports(readFileSync(from, 'utf8')));
    else copyFileSync(from, to);
  }
}

/** An .astro file's relative imports of TypeScript modules, pointed at the JavaScript tsc wrote for them. */
export function builtImports(astro: string): string {
  return astro.replace(/(['"])(\.{1,2}\/[^'"\n]*?)\.ts\1/g, '$1$2.js$1');
}

/** The staged package.json: exports name dist/, nothing of the repository's development is left. */
export function packedManifest(manifest: Manifest): Manifest {
  const { scripts: _scripts, devDependencies: _dev, ...rest } = manifest;
  const exports: Record<string, string | Record<string, string>> = {};
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    const match = typeof target === 'string' ? /^\.\/src\/(.+)\.ts$/.exec(target) : null;
    exports[subpath] = match ? { types: `./dist/${match[1]}.d.ts`, default: `./dist/${match[1]}.js` } : target;
  }
  return { ...rest, exports };
}

/** One `npm pack` for every staged folder: each npm process costs ~0.5 s of CPU to start, so fourteen cost 7 s. */
async function npmPack(stages: string[], destination: string): Promise<PackedPackage[]> {
  const { stdout } = await execFileAsync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', destination, ...stages], {
    cwd: root,
    maxBuffer: 64 << 20,
  });
  const infos = JSON.parse(stdout) as { name: string; filename: string; size: number; unpackedSize: number; entryCount: number }[];
  if (infos.length !== stages.length) throw new Error(`npm pack printed ${infos.length} results for ${stages.length} packages`);
  return infos.map((info) => ({
    name: info.name,
    tarball: join(destination, info.filename),
    size: info.size,
    unpackedSize: info.unpackedSize,
    files: info.entryCount,
  }));
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KB`;
}
