// The add-device wizard's rules (spec 001 §2, §4, §5, §9): the four steps, when Next / Connect may be
// pressed, the cosmetic progress, and the name rules.
import { DEVICE_NAME_MAX } from '@hemvakt/contract/device-catalogue';
import { capitalizeWords } from '@hemvakt/contract/devices';

export type AddStep = 1 | 2 | 3 | 4;
export type AddOutcome = 'success' | 'error' | null;

/** The progress ring ticks +1 every 350 ms, 100 times. */
export const PROGRESS_TICK_MS = 350;
export const PROGRESS_MAX = 100;
/** The camera tile: close after 0.5 s, navigate 0.25 s later. */
export const CAMERA_CLOSE_MS = 500;
export const CAMERA_NAVIGATE_MS = 250;

export interface AddDraft {
  typeI: string | null;
  name: string;
  roomId: string | null;
  ready: boolean;
}

export function canLeaveStep(step: AddStep, draft: AddDraft): boolean {
  if (step === 1) return draft.typeI !== null;
  if (step === 2) return normalizeDeviceName(draft.name).length > 0 && draft.roomId !== null;
  if (step === 3) return draft.ready;
  return false;
}

/** The name as it is saved: trimmed, each word capitalised, at most 13 characters. */
export function normalizeDeviceName(name: string): string {
  return capitalizeWords(name).slice(0, DEVICE_NAME_MAX);
}

export function nextProgress(progress: number): number {
  return Math.min(PROGRESS_MAX, progress + 1);
}
