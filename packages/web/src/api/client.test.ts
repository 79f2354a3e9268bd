// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@hemvakt/contract/http';
import { SESSION_KEY } from '../lib/session';
import { ApiError, callApi, setApiEvents } from './client';

const getThing = defineCall({
  method: 'GET',
  path: '/things/:id',
  access: 'user',
  summary: 'test call',
  params: z.object({ id: z.string() }),
  response: z.object({ name: z.string() }),
});

const postThing = defineCall({
  method: 'POST',
  path: '/things',
  access: 'public',
  summary: 'test call',
  body: z.object({ name: z.string() }),
  response: z.object({ ok: z.literal(true) }),
});

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiEvents(null);
  localStorage.clear();
});

describe('callApi', () => {
  it('fills the path, sends the bearer token of a user call and parses the answer', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'abc', userId: 'u1' }));
    vi.resetModules();
    const client = await import('./client');
    const fetchMock = answer(200, { name: 'Lamp', extra: 'dropped' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(client.callApi(getThing, { params: { id: 'a b' } })).resolves.toEqual({ name: 'Lamp' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things/a%20b');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('sends no token on a public call and JSON-encodes the body', async () => {
    const fetchMock = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await callApi(postThing, { body: { name: 'x' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(init.body).toBe('{"name":"x"}');
  });

  it('turns the error envelope into an ApiError with the field issues of VALIDATION_FAILED', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are invalid',
          details: [{ field: 'name', message: 'Name is required' }, { bad: true }],
        },
      }),
    );
    const error = await callApi(postThing, { body: { name: '' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are invalid',
    });
    expect((error as ApiError).fieldIssues).toEqual([{ field: 'name', message: 'Name is required' }]);
  });

  it('reports a 401 of a call made with a token, and ACCOUNT_LOCKED', async () => {
    const onUnauthorized = vi.fn();
    const onAccountLocked = vi.fn();
    setApiEvents({ onUnauthorized, onAccountLocked });
    vi.stubGlobal('fetch', answer(401, { error: { code: 'UNAUTHENTICATED', message: 'Please log in' } }));
    await expect(callApi(getThing, { params: { id: '1' }, token: 'old' })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    vi.stubGlobal('fetch', answer(403, { error: { code: 'ACCOUNT_LOCKED', message: 'locked' } }));
    await expect(callApi(getThing, { params: { id: '1' }, token: 'old' })).rejects.toMatchObject({
      status: 403,
    });
    expect(onAccountLocked).toHaveBeenCalledTimes(1);
  });

  it('does not treat a 401 of a public call (wrong password) as an expired session', async () => {
    const onUnauthorized = vi.fn();
    setApiEvents({ onUnauthorized, onAccountLocked: vi.fn() });
    vi.stubGlobal('fetch', answer(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Wrong' } }));
    await expect(callApi(postThing, { body: { name: 'x' } })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('says NETWORK when the server cannot be reached, INVALID_RESPONSE for an answer off the contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(callApi(postThing, { body: { name: 'x' } })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', answer(200, { ok: 'yes' }));
    await expect(callApi(postThing, { body: { name: 'x' } })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});
