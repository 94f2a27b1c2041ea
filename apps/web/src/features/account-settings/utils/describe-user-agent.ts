/** A browser and system named for people, e.g. "Chrome on macOS". */
export type DeviceDescription = { browser: string; system: string; label: string };

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//i, 'curl'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(userAgent: string, table: ReadonlyArray<[RegExp, string]>): string | null {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/**
 * Turns a User-Agent header into a short readable name. Unknown agents keep a shortened raw
 * form, so the person can still tell their devices apart.
 */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  const raw = userAgent?.trim() ?? '';
  if (!raw)
    return { browser: 'Unknown browser', system: 'unknown device', label: 'Unknown device' };
  const browser = firstMatch(raw, BROWSERS);
  const system = firstMatch(raw, SYSTEMS);
  if (!browser && !system) {
    const short = raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
    return { browser: short, system: 'unknown device', label: short };
  }
  const browserName = browser ?? 'Browser';
  const systemName = system ?? 'unknown system';
  return { browser: browserName, system: systemName, label: `${browserName} on ${systemName}` };
}
