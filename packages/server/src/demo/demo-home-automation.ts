// The demo home's scenes and automation: Home turns the living-room lights on warm and disarms; Away
// turns lights, curtain and coffee maker off and arms the alarm; in the evening, the front door opening
// turns the ceiling light on. The home lies in Uppsala (sunrise and sunset, weather).
import type { Db } from '../db/db';
import * as scenes from '../modules/scenes/scenes.repo';
import * as automations from '../modules/automations/automations.repo';

const UPPSALA = { lat: 59.8586, lng: 17.6389 };

export async function seedDemoHomeAutomation(
  db: Db,
  opts: { propertyId: string; ownerId: string; devices: Map<string, string> },
): Promise<void> {
  const device = (name: string) => {
    const id = opts.devices.get(name);
    if (!id) throw new Error(`the demo has no device ${name}`);
    return id;
  };
  await db.query('UPDATE properties SET latitude = $2, longitude = $3 WHERE id = $1', [
    opts.propertyId,
    UPPSALA.lat,
    UPPSALA.lng,
  ]);
  const [home, away] = await scenes.listByProperty(db, opts.propertyId);
  const on = (lightLevel: number, colorTemp: number | null = null) => ({
    switchgear: 'on' as const,
    lightLevel,
    colorTemp,
    activeInScene: true,
  });
  const off = { switchgear: 'off' as const, activeInScene: true };
  await scenes.saveDevice(db, home!.id, device('Ceiling Light'), on(200));
  await scenes.saveDevice(db, home!.id, device('Floor Lamp'), on(160, 400));
  for (const name of ['Ceiling Light', 'Floor Lamp', 'Bed Lamp', 'Coffee Maker'])
    await scenes.saveDevice(db, away!.id, device(name), off);
  await scenes.saveDevice(db, away!.id, device('Curtain'), { switchgear: 'close', activeInScene: true });

  await automations.create(
    db,
    opts.propertyId,
    {
      name: 'Evening welcome',
      active: true,
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      conditions: [
        { kind: 'device', deviceId: device('Front Door'), state: 'open' },
        { kind: 'time', time: 'sunsetToSunrise' },
      ],
      actions: [{ kind: 'device', deviceId: device('Ceiling Light'), switchgear: 'on', lightLevel: 180 }],
    },
    opts.ownerId,
  );
}
