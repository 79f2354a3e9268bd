import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveTicket, logout } from '@hemvakt/contract/auth';
import { LIVE_CLOSE_UNAUTHORIZED } from '@hemvakt/contract/live';
import { startTestApp, type TestApp } from '../../test/test-app';
import { connectLive, liveBase, liveTicket } from '../../test/live-socket';
import { buildUser, call, loginAs, type BuiltUser } from '../../test/builders';
import { deleteMember } from '@hemvakt/contract/members';
import { addMember } from '../modules/properties/properties.repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const connect = (ticket: string | undefined, headers: Record<string, string> = {}) =>
  connectLive(t, ticket, headers);
const ticketFor = (token: string) => liveTicket(t, token);

describe('live channel', () => {
  let owner: BuiltUser;
  let stranger: BuiltUser;
  beforeAll(async () => {
    owner = await buildUser(t);
    stranger = await buildUser(t);
  });

  it('needs a login for a ticket', async () => {
    expect((await call(t, createLiveTicket)).status).toBe(401);
  });

  it('opens with a ticket and delivers only the events of properties the user may see', async () => {
    const mine = connect(await ticketFor(await loginAs(t, owner)));
    const theirs = connect(await ticketFor(await loginAs(t, stranger)));
    expect((await mine.next('hello')).data.propertyIds).toEqual([owner.propertyId]);
    await theirs.next('hello');

    t.app.hemvakt.bus.publish({
      kind: 'live',
      propertyId: owner.propertyId!,
      message: { type: 'status', propertyId: owner.propertyId!, data: { open: true } },
    });
    expect((await mine.next('status')).data).toEqual({ open: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(theirs.messages.map((m) => m.type)).toEqual(['hello']);
    mine.socket.close();
    theirs.socket.close();
  });

  it('closes with 4401 for a reused, missing or made-up ticket', async () => {
    const ticket = await ticketFor(await loginAs(t, owner));
    const first = connect(ticket);
    await first.next('hello');
    expect(await connect(ticket).closed).toBe(LIVE_CLOSE_UNAUTHORIZED);
    expect(await connect(undefined).closed).toBe(LIVE_CLOSE_UNAUTHORIZED);
    expect(await connect('A'.repeat(43)).closed).toBe(LIVE_CLOSE_UNAUTHORIZED);
    first.socket.close();
  });

  it('closes the sockets of a session when it logs out', async () => {
    const token = await loginAs(t, owner);
    const live = connect(await ticketFor(token));
    await live.next('hello');
    await call(t, logout, { params: { userId: owner.id }, token });
    expect(await live.closed).toBe(LIVE_CLOSE_UNAUTHORIZED);
  });

  it("stops sending a property's events within 1 s of the member being removed", async () => {
    const member = await buildUser(t, { home: false });
    await addMember(t.db, owner.propertyId!, member.id, 'House Member');
    const live = connect(await ticketFor(await loginAs(t, member)));
    expect((await live.next('hello')).data.propertyIds).toEqual([owner.propertyId]);
    const removed = await call(t, deleteMember, {
      params: { id: member.id, propertyId: owner.propertyId! },
      token: await loginAs(t, owner),
    });
    expect(removed.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    t.app.hemvakt.bus.publish({
      kind: 'live',
      propertyId: owner.propertyId!,
      message: { type: 'status', propertyId: owner.propertyId!, data: { open: true } },
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(live.messages.map((m) => m.type)).toEqual(['hello']);
    live.socket.close();
  });

  it('refuses a foreign Origin before the upgrade', async () => {
    const ticket = await ticketFor(await loginAs(t, owner));
    const socket = new WebSocket(`${liveBase(t)}/live?token=${ticket}`, {
      headers: { origin: 'https://evil.example' },
    });
    const status = await new Promise<number>((resolve) =>
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(403);
  });
});
