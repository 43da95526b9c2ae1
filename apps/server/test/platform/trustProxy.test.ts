import { beforeAll, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../../src/platform/http/clientAddress';
import { createTestApp, type TestApp } from '../app';

/**
 * TRUST_PROXY decides whose X-Forwarded-For names the client, and so what the per-address limits
 * count on. Shown on sign-in with SIGN_IN_LIMIT=1: one address may fail five times over all accounts.
 */
const PER_ADDRESS = 5;

let counter = 0;
const unknownEmail = () => `niemand-${++counter}@example.be`;
const forwardedClient = () => `203.0.113.${++counter % 250}`;

async function appTrusting(trustProxy: TrustProxy): Promise<TestApp> {
  return createTestApp({ config: { signInLimit: 1, trustProxy } });
}

/** Status codes of failed sign-ins on fresh accounts from one peer, each naming a client in the header. */
async function sprayCodes(t: TestApp, peer: string, forwardedFor: () => string, attempts = PER_ADDRESS + 1): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < attempts; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: unknownEmail(), password: 'fout-fout' },
      remoteAddress: peer,
      headers: { 'x-forwarded-for': forwardedFor() },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

const refusedAfterFive = [401, 401, 401, 401, 401, 429];
const neverRefused = [401, 401, 401, 401, 401, 401];

describe('without TRUST_PROXY (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { signInLimit: 1 } });
  });

  it('counts the socket’s address: a new X-Forwarded-For on every request does not reset the limit', async () => {
    expect(await sprayCodes(t, '198.51.100.1', forwardedClient)).toEqual(refusedAfterFive);
    expect(await sprayCodes(t, '127.0.0.1', forwardedClient)).toEqual(refusedAfterFive);
  });
});

describe('TRUST_PROXY=1 (one proxy hop)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appTrusting({ hops: 1 });
  });

  it('counts the client the proxy on 127.0.0.1 names, each on its own', async () => {
    expect(await sprayCodes(t, '127.0.0.1', forwardedClient)).toEqual(neverRefused);
    const client = forwardedClient();
    expect(await sprayCodes(t, '127.0.0.1', () => client)).toEqual(refusedAfterFive);
  });

  it('takes only the hop the proxy added, not what the client wrote before it', async () => {
    const client = forwardedClient();
    expect(await sprayCodes(t, '127.0.0.1', () => `${forwardedClient()}, ${client}`)).toEqual(refusedAfterFive);
  });

  it('ignores the header from a peer on a public address', async () => {
    expect(await sprayCodes(t, '198.51.100.2', forwardedClient)).toEqual(refusedAfterFive);
  });
});

describe('TRUST_PROXY=10.0.0.0/8 (listed proxies)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appTrusting({ addresses: ['10.0.0.0/8'] });
  });

  it('believes a listed proxy and nobody else, not even 127.0.0.1', async () => {
    expect(await sprayCodes(t, '10.1.2.3', forwardedClient)).toEqual(neverRefused);
    expect(await sprayCodes(t, '127.0.0.1', forwardedClient)).toEqual(refusedAfterFive);
  });
});
