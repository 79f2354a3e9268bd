import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_SCORE as contractMinimum, passwordScore } from '@hemvakt/contract/password-strength';
import { MIN_PASSWORD_SCORE } from './password-score-limits';

describe('password score limit', () => {
  it('matches the contract', () => {
    expect(MIN_PASSWORD_SCORE).toBe(contractMinimum);
  });

  it('refuses a guessable password and accepts a long unusual one', () => {
    expect(passwordScore('Password1!')).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(passwordScore('Granit-Moln-Kaffe-77!')).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
  });
});
