/**
 * Whether an Accept-Encoding header lets the response be gzip-compressed: `gzip` (or `*`) is
 * listed with a non-zero quality and not refused by name. Without the header only identity is
 * safe to send.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  const qualities = new Map<string, number>();
  for (const item of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...parameters] = item.split(';');
    const quality = parameters
      .map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    qualities.set(name.trim().toLowerCase(), quality === undefined ? 1 : Number(quality));
  }
  const gzip = qualities.get('gzip') ?? qualities.get('x-gzip') ?? qualities.get('*');
  return gzip !== undefined && gzip > 0;
}
