import { describe, expect, it } from 'vitest';
import { passwordProblems, PasswordSchema } from './auth';
import { fillPath } from './http';

describe('password rule', () => {
  it('names what a password misses', () => {
    expect(passwordProblems('Aa!45678')).toEqual([]);
    expect(passwordProblems('Aa!4567')).toEqual(['length']);
    expect(passwordProblems('AA!45678')).toEqual(['lower']);
    expect(passwordProblems('aa!45678')).toEqual(['upper']);
    expect(passwordProblems('Aa345678')).toEqual(['special']);
    expect(passwordProblems('')).toEqual(['length', 'lower', 'upper', 'special']);
  });

  it('counts Swedish letters as letters', () => {
    expect(passwordProblems('Ålänning!')).toEqual([]);
    expect(passwordProblems('Ålänning9')).toEqual(['special']);
  });

  it('is what the schema checks', () => {
    expect(PasswordSchema.safeParse('Correct-Horse-9').success).toBe(true);
    expect(PasswordSchema.safeParse('correct-horse-9').success).toBe(false);
  });
});

describe('fillPath', () => {
  it('encodes parameters and refuses missing ones', () => {
    expect(fillPath('/users/logout/:userId', { userId: 'a/b c' })).toBe('/users/logout/a%2Fb%20c');
    expect(() => fillPath('/users/:token', {})).toThrow('missing path parameter token');
  });
});
