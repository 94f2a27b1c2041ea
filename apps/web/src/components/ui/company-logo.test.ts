import { describe, expect, it } from 'vitest';
import { isWhiteLogo } from './company-logo';

describe('isWhiteLogo', () => {
  it('recognises white logos by their file name', () => {
    expect(isWhiteLogo('/api/logos/ACME-WHITE.svg')).toBe(true);
    expect(isWhiteLogo('/api/logos/acme-white.svg')).toBe(true);
    expect(isWhiteLogo('/api/logos/ACME.svg')).toBe(false);
  });
});
