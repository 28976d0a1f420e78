import { strict as assert } from 'node:assert';
import { describe, it } from 'node:test';
import { endpointAddress } from '../src/reference/endpoint-address.ts';

const text = (html: string) => html.replace(/<[^>]*>/g, '');

describe('the address atop an endpoint or channel page', () => {
  it('reads as the whole URL, the server apart from the path so that a narrow screen can elide it', () => {
    const html = endpointAddress('https://petstore.example.com/v2', '/pets/{petId}').value;
    assert.equal(text(html), 'https://petstore.example.com/v2/pets/{petId}');
    assert.match(html, /<span class="endpoint-server"><bdi>https:\/\/petstore\.example\.com\/v2<\/bdi><\/span><span class="endpoint-route">/);
  });

  it('lets a long path break before a slash, not inside a segment', () => {
    const html = endpointAddress(undefined, '/repos/{owner}/{repo}/actions').value;
    assert.equal(html, '<code class="endpoint-path"><span class="endpoint-route">/repos<wbr>/{owner}<wbr>/{repo}<wbr>/actions</span></code>');
  });

  it("escapes the spec's text", () => {
    assert.equal(text(endpointAddress('https://a.test', '/x<script>').value), 'https://a.test/x&lt;script&gt;');
  });
});
