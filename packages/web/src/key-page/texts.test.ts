// The key page's catalogues are complete in both languages, and its calls are the contract's.
import { describe, expect, it } from 'vitest';
import { KEY_REFUSALS } from '@hemvakt/contract/key-access';
import { keyLock, keyPageDetails, keyUnlock } from '@hemvakt/contract/locks';
import { KEY_CALL_PATHS } from './key-api';
import { keyPageEn, keyPageSv } from './texts';

describe('key page', () => {
  it('has every text in both languages, with the same placeholders', () => {
    expect(Object.keys(keyPageSv).sort()).toEqual(Object.keys(keyPageEn).sort());
    const names = (text: string) =>
      [...text.matchAll(/{(\w+)}/g)]
        .map((m) => m[1])
        .sort()
        .join();
    for (const key of Object.keys(keyPageEn) as (keyof typeof keyPageEn)[]) {
      expect(keyPageSv[key].trim(), key).not.toBe('');
      expect(names(keyPageSv[key]), key).toBe(names(keyPageEn[key]));
    }
    for (const refusal of KEY_REFUSALS) expect(keyPageEn[refusal]).toBeTruthy();
  });

  it("calls the contract's paths", () => {
    expect(`/api${keyPageDetails.path}`).toBe(`${KEY_CALL_PATHS.details}:token`);
    expect(`/api${keyUnlock.path}`).toBe(`${KEY_CALL_PATHS.unlock}:token`);
    expect(`/api${keyLock.path}`).toBe(`${KEY_CALL_PATHS.lock}:token`);
  });
});
