// @hemvakt/simulator: a zigbee2mqtt 2.x gateway and device simulator (GATEWAY-PROTOCOL.md §7).
export { SimulatedGateway, type SimDeviceView } from './gateway';
export { randomIeee } from './ieee';
export {
  DEFAULT_TIMING,
  type PairingFailure,
  type SensorEvent,
  type SimDeviceSpec,
  type SimGatewayOptions,
  type SimTiming,
} from './types';
