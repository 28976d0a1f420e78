// Credentials in repository URLs: refused when a project is added, and never stored or shown
// when a message echoes one anyway (git's errors name the remote's URL, a project added before
// the refusal still has one).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { checkout, CheckoutError } from '../src/builds/checkout.ts';
import { redactCredentials } from '../src/storage/url-credentials.ts';
import { project as legacyProject } from './build-helpers.ts';
import { eachBackend, storageWithProject } from './storage-helpers.ts';

eachBackend('storage: credentials in repository URLs', ({ openStorage, storageWithProject }) => {
  it('a project whose URL carries a token, a password or a token-like query is refused, saying how to give access instead', async () => {
    const storage = await openStorage();
    for (const repo of [
      'https://ghp_SECRET123@github.com/acme/docs.git',
      'https://oauth2:SECRET123@gitlab.com/acme/docs.git',
      'https://gitlab.com/acme/docs.git?private_token=SECRET123',
      'https://example.com/docs.git?access_token=SECRET123',
      'https://example.com/docs.git?token=SECRET123',
      'ssh://git:SECRET123@example.com/docs.git',
    ]) {
      const refused = await storage.projects.add({ name: 'Docs', repo }).then(
        () => assert.fail(`${repo} was accepted`),
        (error: Error) => error.message,
      );
      assert.match(refused, /carries .*: a credential in the URL would be stored, logged and shown in the clear, so it is refused/, repo);
      assert.match(
        refused,
        /then store the credential for it: quire projects credential <project id> --username <name>, which reads the token or password from standard input and keeps it sealed .*credential helper/,
        repo,
      );
      assert.doesNotMatch(refused, /SECRET123/, 'the refusal does not repeat the secret');
    }
    assert.deepEqual(await storage.projects.list(), []);
    // What carries no secret is accepted: a plain URL, a path, ssh's login user, a harmless query.
    for (const [i, repo] of [
      'https://github.com/acme/docs.git',
      '/srv/repos/docs',
      'ssh://git@github.com/acme/docs.git',
      'git@github.com:acme/docs.git',
      'https://example.com/docs.git?ref=main',
    ].entries()) {
      await storage.projects.add({ name: `Docs ${i}`, repo });
    }
  });

  it('log lines and summaries are stored with URL credentials redacted, on every path into the record', async () => {
    const { storage, project } = await storageWithProject();
    const { statusId } = await storage.queue.enqueue(project.id, 'api');
    await storage.queue.claim();
    await storage.updates.appendLogs(statusId, [
      'Cloning https://x-access-token:SECRET123@github.com/acme/docs.git …',
      'fetch https://h/r.git?private_token=SECRET123&ref=main',
    ]);
    await storage.queue.finish(statusId, {
      status: 'failure',
      summary: "The repository https://SECRET123@h/r.git could not be cloned: repository 'https://h/r.git?access_token=SECRET123/' not found",
    });
    const record = await storage.updates.get(statusId);
    assert.doesNotMatch(JSON.stringify(record), /SECRET123/);
    assert.deepEqual(record?.logs, ['Cloning https://x-access-token:***@github.com/acme/docs.git …', 'fetch https://h/r.git?private_token=***&ref=main']);
    assert.equal(record?.summary, "The repository https://***@h/r.git could not be cloned: repository 'https://h/r.git?access_token=***' not found");
  });
});

describe('checkout: a git error that echoes the URL', () => {
  it('is stored redacted: the log line and the failure summary name the repository without its credentials', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quire-credentials-'));
    after(() => rmSync(dataDir, { recursive: true, force: true }));
    const { storage, project: stored } = await storageWithProject();
    // A project stored before URLs with credentials were refused: git names its URL in its error
    // (it drops the user and password itself, but not a query token).
    const project = legacyProject('http://ghp_SECRET123@127.0.0.1:1/acme/docs.git?private_token=QUERY456', { id: stored.id });
    const { statusId } = await storage.queue.enqueue(project.id, 'api');
    await storage.queue.claim();
    const lines: string[] = [];
    const error = await checkout({ project, dataDir, log: (line) => lines.push(line) }).then(
      () => assert.fail('the clone succeeded'),
      (reason: Error) => reason,
    );
    assert.ok(error instanceof CheckoutError, String(error));
    assert.match(error.message, /QUERY456/, 'git echoed the query token (what this test is about)');
    await storage.updates.appendLogs(statusId, lines);
    await storage.queue.finish(statusId, { status: 'failure', summary: error.message });
    const record = await storage.updates.get(statusId);
    assert.doesNotMatch(JSON.stringify(record), /SECRET123|QUERY456/);
    assert.match(record?.logs[0] ?? '', /^Cloning http:\/\/\*\*\*@127\.0\.0\.1:1\/acme\/docs\.git\?private_token=\*\*\* /);
    assert.match(
      record?.summary ?? '',
      /could not be cloned: unable to access 'http:\/\/127\.0\.0\.1:1\/acme\/docs\.git\?private_token=\*\*\*': Failed to connect/,
    );
  });
});

describe('redactCredentials', () => {
  it('hides URL passwords, token user names and token-like query values, and keeps the rest of the text', () => {
    const cases: [string, string][] = [
      ['https://user:pa55@host/r.git', 'https://user:***@host/r.git'],
      ['clone https://ghp_abc@github.com/a/b.git failed', 'clone https://***@github.com/a/b.git failed'],
      ['ssh://git@github.com/a/b.git', 'ssh://git@github.com/a/b.git'],
      ['postgres://quire:secret@db:5432/quire', 'postgres://quire:***@db:5432/quire'],
      ["'https://h/r?private_token=abc&x=1#f'", "'https://h/r?private_token=***&x=1#f'"],
      ['https://h/r?X-Amz-Signature=abc&X-Amz-Credential=def&page=2', 'https://h/r?X-Amz-Signature=***&X-Amz-Credential=***&page=2'],
      ['a = b and mail ada@example.com', 'a = b and mail ada@example.com'],
    ];
    for (const [text, redacted] of cases) assert.equal(redactCredentials(text), redacted, text);
  });
});
