// Which addresses the playground relay refuses to reach: its host, private networks, metadata.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifyAddress } from '../src/relay/blocked-addresses.ts';

test('loopback addresses, IPv4, IPv6 and IPv4-mapped, are loopback', () => {
  for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', new URL('http://[::ffff:127.0.0.1]/').hostname.slice(1, -1)])
    assert.equal(classifyAddress(address), 'loopback', address);
});

test('cloud metadata endpoints are refused as metadata, not merely link-local', () => {
  assert.equal(classifyAddress('169.254.169.254'), 'metadata');
  assert.equal(classifyAddress('::ffff:169.254.169.254'), 'metadata');
  assert.equal(classifyAddress('fd00:ec2::254'), 'metadata');
  assert.equal(classifyAddress('::ffff:a9fe:a9fe'), 'metadata', 'the hex form URLs normalize a mapped address to');
});

test('private, shared and unique-local networks are private; link-local is link-local', () => {
  for (const address of ['10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', 'fd12:3456::1', '::ffff:10.0.0.1'])
    assert.equal(classifyAddress(address), 'private', address);
  for (const address of ['169.254.1.1', 'fe80::1']) assert.equal(classifyAddress(address), 'link-local', address);
});

test('unspecified, multicast and non-addresses are reserved; ordinary addresses are public', () => {
  for (const address of ['0.0.0.0', '::', '224.0.0.1', 'ff02::1', 'localhost', '']) assert.equal(classifyAddress(address), 'reserved', address);
  for (const address of ['93.184.216.34', '172.32.0.1', '2606:4700::6810:84e5', '::ffff:8.8.8.8']) assert.equal(classifyAddress(address), 'public', address);
});

test('NAT64 addresses (64:ff9b::/96) are classed by the IPv4 address they translate to', () => {
  assert.equal(classifyAddress('64:ff9b::a9fe:a9fe'), 'metadata');
  assert.equal(classifyAddress('64:ff9b::7f00:1'), 'loopback');
  assert.equal(classifyAddress('64:ff9b::10.1.2.3'), 'private');
  assert.equal(classifyAddress('64:ff9b::808:808'), 'public');
});

test('6to4 addresses (2002::/16) are classed by the IPv4 address in their next 32 bits', () => {
  assert.equal(classifyAddress('2002:7f00:1::'), 'loopback');
  assert.equal(classifyAddress('2002:c0a8:101::1'), 'private');
  assert.equal(classifyAddress('2002:a9fe:a9fe::'), 'metadata');
  assert.equal(classifyAddress('2002:808:808::1'), 'public');
});

test('IPv4-compatible addresses (::/96) are classed by their IPv4 address; :: and ::1 stay themselves', () => {
  assert.equal(classifyAddress('::127.0.0.1'), 'loopback');
  assert.equal(classifyAddress('::a00:1'), 'private');
  assert.equal(classifyAddress('::'), 'reserved');
  assert.equal(classifyAddress('::1'), 'loopback');
});

test('site-local addresses (fec0::/10) are private', () => {
  assert.equal(classifyAddress('fec0::1'), 'private');
  assert.equal(classifyAddress('feff:ffff::1'), 'private');
  assert.equal(classifyAddress('2606:4700::1111'), 'public');
});
