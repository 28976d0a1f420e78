import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { searchKeyHint } from '../src/scripts/key-hint.ts';

describe('the search key hint', () => {
  it('says ⌘K on Apple platforms, from userAgentData or the older navigator.platform', () => {
    assert.equal(searchKeyHint({ userAgentData: { platform: 'macOS' }, platform: 'MacIntel' }), '⌘K');
    assert.equal(searchKeyHint({ platform: 'MacIntel' }), '⌘K', 'Safari has no userAgentData');
    assert.equal(searchKeyHint({ platform: 'iPad' }), '⌘K');
    assert.equal(searchKeyHint({ platform: 'iPhone' }), '⌘K');
  });

  it('says Ctrl K elsewhere', () => {
    assert.equal(searchKeyHint({ userAgentData: { platform: 'Windows' }, platform: 'Win32' }), 'Ctrl K');
    assert.equal(searchKeyHint({ userAgentData: { platform: 'Linux' }, platform: 'Linux x86_64' }), 'Ctrl K');
    assert.equal(searchKeyHint({ userAgentData: { platform: 'Chrome OS' } }), 'Ctrl K');
    assert.equal(searchKeyHint({}), 'Ctrl K');
  });
});
