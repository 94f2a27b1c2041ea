import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults the API base to /api and leaves the help video unset', () => {
    expect(parseEnv({})).toEqual({ apiBaseUrl: '/api', helpVideoUrl: undefined });
    expect(parseEnv({ VITE_API_BASE_URL: '', VITE_HELP_VIDEO_URL: '' })).toEqual({
      apiBaseUrl: '/api',
      helpVideoUrl: undefined,
    });
  });

  it('accepts an http(s) help video and drops a trailing slash from the API base', () => {
    expect(
      parseEnv({
        VITE_API_BASE_URL: 'https://api.example.com/api/',
        VITE_HELP_VIDEO_URL: 'https://videos.example.com/clearcall-tour',
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.example.com/api',
      helpVideoUrl: 'https://videos.example.com/clearcall-tour',
    });
  });

  it('lists every bad variable in one error', () => {
    expect(() =>
      parseEnv({ VITE_API_BASE_URL: 'api', VITE_HELP_VIDEO_URL: 'javascript:alert(1)' }),
    ).toThrow(/VITE_API_BASE_URL[\s\S]*VITE_HELP_VIDEO_URL/);
  });
});
