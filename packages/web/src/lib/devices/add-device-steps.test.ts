import { describe, expect, it } from 'vitest';
import { canLeaveStep, nextProgress, normalizeDeviceName, type AddDraft } from './add-device-steps';

const draft = (overrides: Partial<AddDraft> = {}): AddDraft => ({
  typeI: null,
  name: '',
  roomId: null,
  ready: false,
  ...overrides,
});

describe('add-device steps', () => {
  it('needs a chosen device on step 1', () => {
    expect(canLeaveStep(1, draft())).toBe(false);
    expect(canLeaveStep(1, draft({ typeI: 'SmartPlug' }))).toBe(true);
  });

  it('needs both a name and a room on step 2', () => {
    expect(canLeaveStep(2, draft({ name: 'Hall', roomId: null }))).toBe(false);
    expect(canLeaveStep(2, draft({ name: '   ', roomId: 'r' }))).toBe(false);
    expect(canLeaveStep(2, draft({ name: 'Hall', roomId: 'r' }))).toBe(true);
  });

  it('needs the ready checkbox before Connect', () => {
    expect(canLeaveStep(3, draft())).toBe(false);
    expect(canLeaveStep(3, draft({ ready: true }))).toBe(true);
  });

  it('capitalises each word, trims and keeps at most 13 characters', () => {
    expect(normalizeDeviceName('  hall   door ')).toBe('Hall Door');
    expect(normalizeDeviceName('kitchen window sensor')).toHaveLength(13);
  });

  it('ticks the progress by one up to 100', () => {
    expect(nextProgress(0)).toBe(1);
    expect(nextProgress(100)).toBe(100);
  });
});
