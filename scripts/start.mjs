// `npm start`: makes sure the web app is built, then runs the server in this process (so signals reach it).
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './build-web-if-stale.mjs';

buildWebIfStale();
register();
await import('../packages/server/src/main.ts');
