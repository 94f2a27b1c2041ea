import { PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CALL } from '../../test/fixture-call';
import { ImportFileError, type ImportFileErrorCode } from '../errors';
import { MAX_TEXT_CHARS } from '../limits';
import { renderCall } from '../render/render-call';
import { readDocument } from './read-document';
import { sniffFormat } from './sniff-format';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

async function failure(promise: Promise<unknown>): Promise<ImportFileError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportFileError) return error;
    throw error;
  }
  throw new Error('expected the read to fail');
}

async function expectCode(
  bytes: Uint8Array,
  fileName: string,
  code: ImportFileErrorCode,
): Promise<void> {
  const error = await failure(readDocument({ bytes, fileName }));
  expect(error.code).toBe(code);
  expect(error.fileName).toBe(fileName);
  expect(error.message).toContain(`“${fileName}”`);
}

describe('readDocument', () => {
  it('reads UTF-8, UTF-16 with a byte-order mark and Windows-1252 text', async () => {
    const utf8 = await readDocument({
      bytes: encode('Café results — “strong”'),
      fileName: 'a.txt',
    });
    expect(utf8).toEqual({ format: 'text', text: 'Café results — “strong”' });

    const text = 'Operator: Welcome — Café';
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) {
      utf16[2 + i * 2] = text.charCodeAt(i) & 0xff;
      utf16[3 + i * 2] = text.charCodeAt(i) >> 8;
    }
    expect((await readDocument({ bytes: utf16, fileName: 'b.txt' })).text).toBe(text);

    // 0x93/0x94 are curly quotes and 0xE9 is é in Windows-1252; none of them is valid UTF-8 here.
    const cp1252 = new Uint8Array([0x93, 0x43, 0x61, 0x66, 0xe9, 0x94]);
    expect((await readDocument({ bytes: cp1252, fileName: 'c.txt' })).text).toBe('“Café”');
  });

  it('keeps Markdown headings and bold speaker lines as lines and drops the markup', async () => {
    const markdown =
      '# Harborline Q2 2024\n\n**Marcus Bell**\n\nWe grew *revenue* by [12%](http://x.test).\n\n- one item';
    const { format, text } = await readDocument({ bytes: encode(markdown), fileName: 'call.md' });
    expect(format).toBe('markdown');
    expect(text.split('\n').filter(Boolean)).toEqual([
      'Harborline Q2 2024',
      'Marcus Bell',
      'We grew revenue by 12%.',
      'one item',
    ]);
  });

  it('turns HTML blocks into lines and drops scripts, styles and navigation', async () => {
    const html =
      '<!doctype html><html><head><style>p{}</style><title>x</title></head><body><nav>Home | About</nav>' +
      '<h1>Call &amp; transcript</h1><p>Operator: <b>Welcome</b> to the call.</p><div>Second<br>line</div>' +
      '<script>var x = "<p>hidden</p>";</script></body></html>';
    const { format, text } = await readDocument({ bytes: encode(html) });
    expect(format).toBe('html');
    expect(text).toBe('Call & transcript\nOperator: Welcome to the call.\nSecond\nline');
  });

  it('reads the PDF and Word files renderCall writes, keeping each speaker line', async () => {
    for (const format of ['pdf', 'docx'] as const) {
      const bytes = await renderCall(FIXTURE_CALL, { layout: 'dash', format });
      const result = await readDocument({ bytes, fileName: `call.${format}` });
      expect(result.format).toBe(format);
      const lines = result.text.split('\n');
      expect(lines).toContain('Marcus Bell -- Chief Executive Officer');
      expect(lines).toContain('Leo Grant -- Castle Ridge Securities -- Analyst');
      expect(lines).toContain('Questions and Answers:');
      // A wrapped paragraph comes back as one line.
      expect(lines).toContain(FIXTURE_CALL.prepared_remarks[1]?.speech);
    }
  });

  it('renders the raw JSON layout to text that keeps participants, headings and speakers', async () => {
    const bytes = await renderCall(FIXTURE_CALL, { layout: 'dash', format: 'json' });
    const { format, text } = await readDocument({ bytes, fileName: 'call.json' });
    expect(format).toBe('json');
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual([
      'Call participants:',
      'Dana Whitfield -- Head of Investor Relations',
    ]);
    expect(lines).toContain('Prepared Remarks:');
    expect(lines).toContain('Hannah Cole -- Northgate Partners -- Analyst');
    expect(lines).toContain('Operator');
  });

  it('answers EMPTY_FILE for no bytes and for a file of blank lines', async () => {
    await expectCode(new Uint8Array(), 'empty.txt', 'EMPTY_FILE');
    await expectCode(encode('\n\n  \n'), 'blank.txt', 'EMPTY_FILE');
  });

  it('answers BINARY_FILE for binary junk, whatever its name', async () => {
    const junk = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    await expectCode(junk, 'notes.txt', 'BINARY_FILE');
    await expectCode(junk, 'upload.bin', 'BINARY_FILE');
    expect(sniffFormat({ bytes: junk, fileName: 'upload.bin' })).toBeNull();
  });

  it('answers SCANNED_PDF for a PDF whose pages carry no text', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage().drawRectangle({ x: 20, y: 20, width: 200, height: 300 });
    await expectCode(await pdf.save(), 'scan.pdf', 'SCANNED_PDF');
  });

  it('answers ENCRYPTED_FILE for a password-protected PDF and Word file', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf.addPage().drawText('Welcome to the call.', { x: 50, y: 700, size: 12, font });
    pdf.context.trailerInfo.Encrypt = pdf.context.register(
      pdf.context.obj({
        Filter: 'Standard',
        V: 1,
        R: 2,
        P: -4,
        O: PDFHexString.of('11'.repeat(32)),
        U: PDFHexString.of('22'.repeat(32)),
      }),
    );
    pdf.context.trailerInfo.ID = pdf.context.obj([
      PDFHexString.of('33'.repeat(16)),
      PDFHexString.of('33'.repeat(16)),
    ]);
    await expectCode(await pdf.save({ useObjectStreams: false }), 'locked.pdf', 'ENCRYPTED_FILE');

    // Office encrypts a .docx into a Compound File Binary container.
    const cfb = new Uint8Array(1024);
    cfb.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    await expectCode(cfb, 'locked.docx', 'ENCRYPTED_FILE');
  });

  it('answers UNREADABLE_FILE for a damaged PDF, a damaged .docx and broken JSON', async () => {
    await expectCode(encode('%PDF-1.7\nthis is not really a pdf'), 'broken.pdf', 'UNREADABLE_FILE');
    const zip = new Uint8Array(200);
    zip.set([0x50, 0x4b, 0x03, 0x04]);
    zip.set(encode('word/document.xml'), 30);
    await expectCode(zip, 'broken.docx', 'UNREADABLE_FILE');
    await expectCode(encode('{"prepared_remarks": [}'), 'broken.json', 'UNREADABLE_FILE');
  });

  it('answers NOT_A_TRANSCRIPT for JSON of another shape', async () => {
    await expectCode(encode('{"rows": [1, 2, 3]}'), 'data.json', 'NOT_A_TRANSCRIPT');
  });

  it('answers TOO_LONG for text over the engine limit', async () => {
    const long = encode('Revenue grew. '.repeat(Math.ceil(MAX_TEXT_CHARS / 14) + 10));
    await expectCode(long, 'long.txt', 'TOO_LONG');
  });

  it('names pasted text when there is no file name', async () => {
    const error = await failure(readDocument({ bytes: new Uint8Array() }));
    expect(error.message).toBe('The pasted text is empty.');
    expect(error.fileName).toBeNull();
  });
});

describe('sniffFormat', () => {
  it('tells formats by content before name', async () => {
    const pdf = await renderCall(FIXTURE_CALL, { layout: 'colon', format: 'pdf' });
    expect(sniffFormat({ bytes: pdf, fileName: 'call.txt' })).toBe('pdf');
    const docx = await renderCall(FIXTURE_CALL, { layout: 'colon', format: 'docx' });
    expect(sniffFormat({ bytes: docx })).toBe('docx');
    expect(
      sniffFormat({ bytes: encode('<html><body><p>x</p></body></html>'), fileName: 'a.txt' }),
    ).toBe('html');
    expect(sniffFormat({ bytes: encode('{"prepared_remarks": []}') })).toBe('json');
    expect(sniffFormat({ bytes: encode('Operator: hello') })).toBe('text');
    expect(sniffFormat({ bytes: encode('# Title\n\ntext') })).toBe('markdown');
    expect(sniffFormat({ bytes: encode('plain words'), contentType: 'text/markdown' })).toBe(
      'markdown',
    );
  });

  it('gives null for an empty file and for a zip that is not a Word file', () => {
    expect(sniffFormat({ bytes: new Uint8Array() })).toBeNull();
    const zip = new Uint8Array(100);
    zip.set([0x50, 0x4b, 0x03, 0x04]);
    expect(sniffFormat({ bytes: zip, fileName: 'archive.zip' })).toBeNull();
  });
});
