import { describe, expect, it } from 'vitest';
import { renderLogoSvg } from './logo-svg';

describe('renderLogoSvg', () => {
  it('draws the same picture for the same symbol and different ones for different symbols', () => {
    expect(renderLogoSvg('NFS', 'color')).toBe(renderLogoSvg('NFS', 'color'));
    expect(renderLogoSvg('NFS', 'color')).not.toBe(renderLogoSvg('HALC', 'color'));
  });

  it('writes the letters of the symbol in a valid, script-free SVG', () => {
    const svg = renderLogoSvg('HALC', 'color');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 128 128"/);
    expect(svg).toContain('>HALC</text>');
    expect(svg).toMatch(/<\/svg>$/);
    expect(svg).not.toMatch(/<script|javascript:|on[a-z]+=|href=/i);
  });

  it('draws the white variant in white only, on a transparent background', () => {
    const svg = renderLogoSvg('NFS', 'white');
    const colours = [...svg.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(colours)).toEqual(new Set(['none', '#ffffff']));
    expect(renderLogoSvg('NFS', 'color')).toMatch(/fill="hsl\(/);
  });

  it('refuses anything but one to five capital letters', () => {
    for (const symbol of ['', 'ABCDEF', 'ab', 'A1', '<x>']) {
      expect(() => renderLogoSvg(symbol, 'color')).toThrow(/Not a logo symbol/);
    }
  });
});
