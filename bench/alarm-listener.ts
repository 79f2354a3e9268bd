// The browser of the alarm benchmark, in a process of its own (like a real client, it does not share the
// server's event loop): one /live socket; each message's type, device status and arrival time go to the
// parent. process.hrtime is the system's monotonic clock, so both processes' times compare.
import WebSocket from 'ws';
import { now } from './live-load';

const [url, origin] = process.argv.slice(2) as [string, string];
const socket = new WebSocket(url, { headers: { origin } });
socket.on('message', (data) => {
  const at = now();
  const message = JSON.parse(String(data)) as {
    type: string;
    data: { device?: { id: string; status: string } };
  };
  process.send?.({
    type: message.type,
    deviceId: message.data.device?.id,
    status: message.data.device?.status,
    at,
  });
});
socket.on('close', () => process.exit(0));
process.on('message', () => socket.close());
