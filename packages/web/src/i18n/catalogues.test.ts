// Both languages must have exactly the same keys, no empty texts, and a text for every error code.
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@hemvakt/contract/errors';
import { catalogueKeys } from './catalogue';
import { en } from './en';
import { sv } from './sv';

function emptyKeys(catalogue: object, keys: string[]): string[] {
  return keys.filter((key) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
    return typeof value !== 'string' || value.trim() === '';
  });
}

describe('i18n catalogues', () => {
  const enKeys = catalogueKeys(en);
  const svKeys = catalogueKeys(sv);

  it('has no key in English that Swedish lacks', () => {
    expect(enKeys.filter((key) => !svKeys.includes(key))).toEqual([]);
  });

  it('has no key in Swedish that English lacks', () => {
    expect(svKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
  });

  it('has no empty text', () => {
    expect(emptyKeys(en, enKeys)).toEqual([]);
    expect(emptyKeys(sv, svKeys)).toEqual([]);
  });

  it('translates every error code of the contract', () => {
    const missing = Object.keys(ERROR_MESSAGES).filter((code) => !enKeys.includes(`errors.${code}`));
    expect(missing).toEqual([]);
  });

  it('uses the same interpolation names in both languages', () => {
    const names = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const lookup = (catalogue: object, key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue) as string;
    const differing = enKeys.filter((key) => names(lookup(en, key)).join() !== names(lookup(sv, key)).join());
    expect(differing).toEqual([]);
  });
});
