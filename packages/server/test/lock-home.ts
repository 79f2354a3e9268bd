// A home with two simulated locks (a Yale that relocks itself, a Danalock that does not), its owner and a
// House Member, for the smart-lock tests; `key()` creates keys through the API.
import type { CreateKeyInput } from '@hemvakt/contract/locks';
import { createKey } from '@hemvakt/contract/locks';
import * as properties from '../src/modules/properties/properties.repo';
import * as devices from '../src/modules/devices/devices.repo';
import { buildUser, call, loginAs, type BuiltUser } from './builders';
import { startSimulatedHome, type SimulatedHome } from './simulated-home';
import type { TestApp } from './test-app';

export interface LockHome {
  owner: BuiltUser & { token: string };
  member: BuiltUser & { token: string };
  propertyId: string;
  home: SimulatedHome;
  yale: { id: string; ieee: string };
  dana: { id: string; ieee: string };
  key(input: Partial<CreateKeyInput>, lock?: { ieee: string }): Promise<{ id: string; token: string }>;
}

export async function buildLockHome(t: TestApp): Promise<LockHome> {
  const owner = await buildUser(t, { name: 'Anna Owner' });
  const member = await buildUser(t, { name: 'Erik Member', home: false });
  const propertyId = owner.propertyId!;
  await properties.addMember(t.db, propertyId, member.id, 'House Member', properties.FULL_PERMISSIONS);
  const home = await startSimulatedHome(t, propertyId, [
    { typeI: 'SmartLock', name: 'Front Lock', roomId: null },
    { typeI: 'SmartLock', name: 'Back Lock', roomId: null, model: 'V3-BTZB/V3-BTZBE' },
  ]);
  const lock = async (index: number) => {
    const row = (await devices.findById(t.db, home.deviceIds[index]!))!;
    return { id: row.id, ieee: row.ieee! };
  };
  const ownerToken = await loginAs(t, owner);
  const yale = await lock(0);
  return {
    owner: { ...owner, token: ownerToken },
    member: { ...member, token: await loginAs(t, member) },
    propertyId,
    home,
    yale,
    dana: await lock(1),
    async key(input, target = yale) {
      const res = await call(t, createKey, {
        params: { propertyId },
        token: ownerToken,
        body: {
          ieee: target.ieee,
          keyName: 'Front door',
          userId: null,
          userName: 'Cleaner',
          accessType: 'always',
          ...input,
        },
      });
      if (res.status !== 200)
        throw new Error(`create key answered ${res.status}: ${JSON.stringify(res.body)}`);
      return { id: res.body.key.id, token: res.body.keyToken };
    },
  };
}
