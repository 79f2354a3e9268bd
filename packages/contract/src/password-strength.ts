// Password strength (zxcvbn score 0–4). A changed password must score above 2 (spec 002 §9).
// Its own module: the dictionary is large, so only the password-change screens load it.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_SCORE = 3;

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

export function passwordScore(password: string, userInputs: string[] = []): number {
  return zxcvbn.check(password, userInputs).score;
}
