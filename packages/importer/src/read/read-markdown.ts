/**
 * Markdown to plain lines: headings and `**Name**` speaker lines stay lines of their own, emphasis,
 * links, images, code fences and table rules lose their markup. Line by line, no backtracking.
 */
export function markdownToText(markdown: string): string {
  const out: string[] = [];
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    let line = raw;
    if (/^\s*(?:```|~~~)/.test(line)) continue;
    if (/^\s*(?:[-*_]\s*){3,}$/.test(line)) {
      out.push('');
      continue;
    }
    if (/^\s*\|?\s*:?-{3,}/.test(line) && /^[\s|:-]+$/.test(line)) continue;
    line = line.replace(/^\s{0,3}#{1,6}\s+/, '').replace(/\s+#+\s*$/, '');
    line = line.replace(/^\s{0,3}>\s?/, '');
    line = line.replace(/^\s*(?:[-*+]|\d{1,3}[.)])\s+/, '');
    // Neither part may hold a bracket of its own, so each attempt stops at the next one.
    line = line.replace(/!?\[([^[\]\n]{0,300})\]\([^()\s]{0,2000}\)/g, '$1');
    line = line.replace(/(\*\*|__)(?=\S)([^*_\n]{1,2000}?)\1/g, '$2');
    line = line.replace(/(^|[\s(])[*_](?=\S)([^*_\n]{1,2000}?)[*_](?=$|[\s).,;:!?])/g, '$1$2');
    line = line.replace(/`([^`\n]{1,2000})`/g, '$1');
    line = line.replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1');
    if (line.includes('|') && /^\s*\|.*\|\s*$/.test(line)) {
      line = line
        .split('|')
        .map((cell) => cell.trim())
        .filter((cell) => cell !== '')
        .join(' -- ');
    }
    out.push(line.trimEnd());
  }
  return out.join('\n');
}
