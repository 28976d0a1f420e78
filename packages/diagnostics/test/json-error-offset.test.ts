// jsonc-parser finds where a JSON file (docs.json, an SDK artifact) stops being JSON when JSON.parse's
// message gives no position ("Unexpected token '}', ... is not valid JSON"): the diagnostic's line
// and column come from here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { jsonErrorOffset } from '../src/json-error-offset.ts';

describe('jsonErrorOffset', () => {
  it('is undefined for valid JSON', () => {
    assert.equal(jsonErrorOffset('{"a": [1, true, null, "x"]}'), undefined);
  });

  it('points at the first character no JSON document could have there', () => {
    const at = (text: string, marker: string, what: string) => assert.equal(jsonErrorOffset(text), text.indexOf(marker), what);
    at('{"a": [1, 2,]}', ']', 'a trailing comma: at the bracket');
    at('{"a": // note\n 1}', '//', 'a comment');
    at("{'a': 1}", "'", 'single quotes');
    at('{name: 1}', 'name', 'a key without quotes');
    at('{"a": tru}', '}', 'a misspelt literal: where it stops matching, as JSON.parse says');
    at('{"a": True}', 'True', 'a capitalised literal');
    assert.equal(jsonErrorOffset('{"a": {"b": 1}'), '{"a": {"b": 1}'.length, 'ends too early: the length of the text');
    assert.equal(jsonErrorOffset(''), 0);
  });
});
