// One build of one update: checkout, `quire build` in a child process, atomic publish,
// screenshots. Never throws: every failure is a result whose summary a docs author can act on.
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { docsConfigFileIn } from '@quire/config';
import type { BuildInput, BuildResult } from './build-types.ts';
import { builtSiteDir, capMb, defaultDiskMb, runBuildProcess, builtPageCount, type BuildProcessResult } from './build-process.ts';
import { boundPageCaches, pageCacheDir } from './page-cache.ts';
import { warmCompileCache } from './compile-cache.ts';
import { makeScratch } from './scratch.ts';
import { moveFolder } from './move-folder.ts';
import { keepOnlyRegularFiles } from './release-files.ts';
import { removeOutsideLinks } from './outside-links.ts';
import { fetchRemoteSpecs } from './remote-specs.ts';
import { buildFailureSummary, relativeToRepo } from './build-errors.ts';
import { checkout, CheckoutError, firstLine, type Checkout } from './checkout.ts';
import { describeLimit, startDeadline, type Deadline } from './deadline.ts';
import { releaseName } from './publish.ts';
import { screenshotRelease, type Screenshots } from './screenshots.ts';

export async function runBuild(input: BuildInput): Promise<BuildResult> {
  return oneAtATime(input.project.id, async () => {
    // Before the deadline starts: the first build on a machine waits for it, at no cost to its tenant's time limit.
    const compileCache = await warmCompileCache({
      cli: input.cli,
      memoryMb: input.limits.memoryMb,
      ...(input.compileCacheRoot ? { root: input.compileCacheRoot } : {}),
      ...(input.signal ? { signal: input.signal } : {}),
    });
    const deadline = startDeadline(input.limits.timeoutMs, input.signal);
    try {
      return await buildUpdate(input, deadline, compileCache);
    } catch (error) {
      // The record is the tenant's to read: the service's own folders are named, never shown.
      const message = (error as Error).message.split(input.dataDir).join('<data folder>').split(tmpdir()).join('<scratch>');
      return failed(input, deadline, `The service failed while building: ${message}`);
    } finally {
      deadline.dispose();
    }
  });
}

async function buildUpdate(input: BuildInput, deadline: Deadline, compileCache: string | undefined): Promise<BuildResult> {
  const { project, log } = input;
  const started = performance.now();
  let source: Checkout;
  try {
    source = await checkout({
      project,
      dataDir: input.dataDir,
      log,
      signal: deadline.signal,
      ...(input.previousSha ? { previousSha: input.previousSha } : {}),
      ...(input.repoAccess ? { repoAccess: input.repoAccess } : {}),
    });
  } catch (error) {
    if (error instanceof CheckoutError) return failed(input, deadline, error.message);
    throw error;
  }
  const { commit, author } = source;
  await removeOutsideLinks(source.dir, log);
  const failure = (summary: string): BuildResult => failed(input, deadline, summary, { commit, author });

  const docsDir = resolve(source.dir, project.dir);
  if (docsDir !== source.dir && !docsDir.startsWith(source.dir + sep)) return failure(`The docs folder ${project.dir} is outside the repository.`);
  if (!docsConfigFileIn(docsDir))
    return failure(
      `No docs.json (nor the hosted platform's legacy mint.json) in ${project.dir ? `the folder ${project.dir} of ` : ''}the repository at ${commit.sha.slice(0, 7)}.`,
    );

  const name = releaseName(commit.sha);
  const release = input.artifacts.stagingFolder(project.subdomain, name);
  log(`Building ${project.dir || '.'} at ${commit.sha.slice(0, 7)} …`);
  let pages: number | undefined;
  let screenshots: Screenshots | undefined;
  try {
    const built = await buildRelease(input, deadline, { checkoutDir: source.dir, docsDir, release, compileCache });
    if (!built.ok) return failure(built.summary);
    pages = built.pages;
    const removed = await input.artifacts.publish(project.subdomain, name, release);
    log(`Published ${project.subdomain} (release ${name})`);
    if (removed.length) log(`Removed old releases: ${removed.join(', ')}`);
    log('Taking screenshots of the home page …');
    // The site is already live: a screenshot that fails is logged, not a failed update.
    screenshots = await screenshotRelease({
      siteDir: release,
      projectId: project.id,
      release: name,
      dataDir: input.dataDir,
      artifacts: input.artifacts,
      signal: deadline.signal,
      log,
    });
  } finally {
    // Object storage has its copy now: the worker's local one goes (the shared folder keeps its release).
    await input.artifacts.discardStaging(release);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const pagesBuilt = pages === undefined ? 'the pages' : `${pages} page${pages === 1 ? '' : 's'}`;
  const summary = `Built ${pagesBuilt} from ${commit.sha.slice(0, 7)} (${firstLine(commit.message)}) in ${seconds} s.`;
  log(summary);
  return { ok: true, summary, commit, author, ...(screenshots ? { screenshots } : {}) };
}

/** `quire build` into the release folder; a build that fails leaves no release behind. */
async function buildRelease(
  input: BuildInput,
  deadline: Deadline,
  where: { checkoutDir: string; docsDir: string; release: string; compileCache: string | undefined },
): Promise<{ ok: true; pages: number | undefined } | { ok: false; summary: string }> {
  const { checkoutDir, release } = where;
  await mkdir(dirname(release), { recursive: true });
  // The build's HOME and working directory: outside the data folder that holds the database.
  const home = await makeScratch();
  let build: BuildProcessResult | undefined;
  try {
    // The status record shows these lines to the docs author: paths in the repository, not the service's folders.
    const outputFromHome = relative(home, join(where.docsDir, '.quire', 'out'));
    const log = (line: string) => input.log(relativeToRepo(line.split(outputFromHome).join(`releases/${basename(release)}`), checkoutDir));
    const memoryMb = input.limits.memoryMb;
    const hidden = [input.dataDir, ...input.artifacts.hiddenFromBuilds];
    const remoteSpecs = await fetchRemoteSpecs(where.docsDir, { hostDir: join(home, 'project'), buildDir: join(where.docsDir, '.quire') }, log);
    // Each project's own cache, outside its checkout: a repo cannot seed it, nor reach another's.
    const cacheDir = pageCacheDir(input.dataDir, input.project.id);
    const diskMb = input.limits.diskMb ?? defaultDiskMb;
    build = await runBuildProcess({
      checkoutDir,
      docsDir: where.docsDir,
      siteUrl: input.siteUrl,
      home,
      memoryMb,
      diskMb,
      log,
      signal: deadline.signal,
      cli: input.cli,
      hidden,
      cacheDir,
      ...(remoteSpecs ? { remoteSpecs } : {}),
      ...(where.compileCache ? { compileCache: { dir: where.compileCache } } : {}),
    });
    if (build.refused) return { ok: false, summary: `The build did not run: ${build.refused}` };
    if (build.diskExceeded)
      return { ok: false, summary: `The build filled more than ${diskMb} MB of disk (its scratch folder and page cache together) and was stopped.` };
    if (!build.aborted && build.exitCode === 0) {
      const built = builtSiteDir(home);
      // Before the host reads a byte of it: only folders and regular files of its own (release-files.ts).
      const { bytes: size } = await keepOnlyRegularFiles(built, { checkoutDir, log });
      if (size > input.limits.outputMb * 1048576)
        return { ok: false, summary: `The built site is ${Math.round(size / 1048576)} MB, over the ${input.limits.outputMb} MB limit of a site.` };
      await moveFolder(built, release);
      return { ok: true, pages: builtPageCount(build.stdout) };
    }
    // When the deadline killed it, failed() gives that reason instead.
    if (build.aborted) return { ok: false, summary: 'The build was stopped.' };
    if (build.memoryExceeded)
      return { ok: false, summary: `The build went past its ${capMb(memoryMb)} MB memory cap (heap and native memory together) and was stopped.` };
    return { ok: false, summary: buildFailureSummary(build.stderr, { checkoutDir, exitCode: build.exitCode, memoryMb }) };
  } finally {
    await rm(home, { recursive: true, force: true });
    // A build stopped for its disk may have filled the cache: the next one must not start over its quota.
    if (build?.diskExceeded) await rm(pageCacheDir(input.dataDir, input.project.id), { recursive: true, force: true });
    await boundPageCaches(input.dataDir, input.project.id, input.log);
  }
}

/** A failure result; when the deadline fired, that is the reason, whatever the step reported. */
function failed(input: BuildInput, deadline: Deadline, summary: string, known: { commit?: Checkout['commit']; author?: string } = {}): BuildResult {
  const reason = stoppedSummary(input, deadline) ?? summary;
  input.log(`✗ ${reason}`);
  return { ok: false, summary: reason, ...known };
}

function stoppedSummary(input: BuildInput, deadline: Deadline): string | undefined {
  const reason = deadline.reason();
  if (reason === 'timeout') return `The build ran out of its ${describeLimit(input.limits.timeoutMs)} time limit.`;
  if (reason === 'stopped') return 'The build was stopped because the service is shutting down.';
  return undefined;
}

/**
 * Two builds of one project would share its checkout and its releases: in this process they
 * take turns.
 */
const running = new Map<string, Promise<unknown>>();

function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = running.get(key) ?? Promise.resolve();
  const next = previous.then(task, task);
  const settled = next.catch(() => {});
  running.set(key, settled);
  void settled.then(() => {
    if (running.get(key) === settled) running.delete(key);
  });
  return next;
}
