import { parse, type HTMLElement, type Node } from 'node-html-parser';

const DROPPED = new Set([
  'script',
  'style',
  'nav',
  'noscript',
  'template',
  'svg',
  'head',
  'iframe',
  'form',
  'button',
]);
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
]);

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/**
 * HTML to plain lines with a maintained parser: scripts, styles and navigation are dropped, each
 * block element becomes a line of its own, inline markup runs into its line.
 */
export function htmlToText(html: string): string {
  const root = parse(html.replace(/^\s*<!doctype[^>]{0,500}>/i, ''), {
    comment: false,
    blockTextElements: { pre: true },
  });
  const lines: string[] = [];
  let current = '';
  const flush = (): void => {
    const line = current.replace(/[ \t\u00a0]+/g, ' ').trim();
    if (line !== '') lines.push(line);
    current = '';
  };
  // An explicit stack instead of recursion: deeply nested markup cannot overflow it.
  const stack: Array<{ node: Node; leaving: boolean }> = [{ node: root, leaving: false }];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const { node, leaving } = next;
    if (node.nodeType === TEXT_NODE) {
      current += node.text;
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const element = node as HTMLElement;
    const tag = (element.rawTagName ?? '').toLowerCase();
    if (DROPPED.has(tag)) continue;
    const block = BLOCKS.has(tag);
    if (leaving) {
      if (block) flush();
      if (tag === 'td' || tag === 'th') current += ' ';
      continue;
    }
    if (block) flush();
    if (tag === 'pre') {
      for (const line of element.text.split('\n')) {
        current = line;
        flush();
      }
      continue;
    }
    stack.push({ node, leaving: true });
    for (let i = element.childNodes.length - 1; i >= 0; i--) {
      const child = element.childNodes[i];
      if (child) stack.push({ node: child, leaving: false });
    }
  }
  flush();
  return lines.join('\n');
}
