import { describe, expect, it } from 'vitest';
import { capitalizeWords, initials } from './text';

describe('text rules', () => {
  it('trims and capitalises a member name per word', () => {
    expect(capitalizeWords('  kalle   anka ')).toBe('Kalle Anka');
    expect(capitalizeWords('åsa öberg')).toBe('Åsa Öberg');
    expect(capitalizeWords('   ')).toBe('');
  });

  it('makes up to two initials', () => {
    expect(initials('anna karin lindqvist')).toBe('AK');
    expect(initials('')).toBe('?');
  });
});
