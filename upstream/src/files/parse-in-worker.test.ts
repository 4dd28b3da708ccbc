import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CatalogUploadRejected } from './catalog-upload-rejected';
import { parseCatalogUpload } from './parse-catalog-upload';
import { parseCatalogUploadInWorker } from './parse-in-worker';
import { type ParsedCatalog, type ParsedUploadRow } from './parsed-catalog';
import { chunked, demoContext, fixture } from './testing/upload-fixtures';
import { UPLOAD_READER_NICE } from './upload-worker-protocol';

/** What a caller reads of a parsed file (sources through their accessors). */
function seen(parsed: Omit<ParsedCatalog, 'rows'> & { rows: Iterable<ParsedUploadRow> }) {
  return {
    ...parsed,
    rows: [...parsed.rows].map(({ sources, ...row }) => ({
      ...row,
      price: [sources.value('price'), sources.column('price')],
      minPrice: [sources.value('min_price'), sources.column('min_price')],
    })),
  };
}

describe('parseCatalogUploadInWorker', () => {
  it('reads a file in a worker thread to the same rows, errors and sources', async () => {
    for (const [name, format] of [
      ['it-excel-utf8-bom.csv', 'csv'],
      ['feed-iso-8859-1.xml', 'xml'],
    ] as const) {
      const bytes = fixture(name);
      const inWorker = await parseCatalogUploadInWorker(chunked(bytes, 100), format, demoContext());
      const inProcess = await parseCatalogUpload(chunked(bytes, 100), format, demoContext());
      expect(seen(inWorker), name).toEqual(seen(inProcess));
      expect(inWorker.rows.length, name).toBeGreaterThan(0);
    }
  });

  it.runIf(existsSync('/proc/self/task'))(
    'reads as background work, leaving the request thread at its own priority',
    async () => {
      await parseCatalogUploadInWorker(
        chunked(fixture('it-excel-utf8-bom.csv'), 100),
        'csv',
        demoContext(),
      );
      // The worker rests for the next file; its thread is one of this process's tasks.
      const nice = (task: string) =>
        Number(readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]?.split(' ')[16]);
      const tasks = readdirSync('/proc/self/task');
      expect(nice(String(process.pid))).toBe(0);
      expect(tasks.some((task) => nice(task) === UPLOAD_READER_NICE)).toBe(true);
    },
  );

  it('passes a refusal of the whole file on as CatalogUploadRejected, in the seller language', async () => {
    const refusal = parseCatalogUploadInWorker(
      [Buffer.from('id,title\n1,x\n')],
      'csv',
      demoContext('it-IT'),
    );
    await expect(refusal).rejects.toThrow(CatalogUploadRejected);
    await expect(refusal).rejects.toThrow(/manca la colonna external_id, name/);
  });

  it('refuses a file that needs more memory than an upload may use', async () => {
    const items = Array.from(
      { length: 60_000 },
      (_, index) => `<item><external_id>M-${index}</external_id><name>Phone ${index}</name></item>`,
    );
    const xml = Buffer.from(`<catalog>${items.join('')}</catalog>`);
    const refusal = parseCatalogUploadInWorker(chunked(xml, 65_536), 'xml', demoContext(), {
      memoryMb: 8,
    });
    await expect(refusal).rejects.toThrow(
      'Reading the file needs more memory than an upload may use (8 MB)',
    );
    // The next file gets a fresh worker.
    const next = await parseCatalogUploadInWorker(
      [Buffer.from('external_id,name\nA,Phone\n')],
      'csv',
      demoContext(),
      { memoryMb: 8 },
    );
    expect([...next.rows].map(({ row }) => row.externalId)).toEqual(['A']);
  });

  it('stops reading when the request is refused anyway', async () => {
    let reads = 0;
    function* chunks() {
      yield Buffer.from('external_id,name,category,price\n');
      for (let index = 0; index < 1000; index += 1) {
        reads += 1;
        yield Buffer.from(`S-${index},Phone,smartphone,10\n`);
      }
    }
    const parsed = await parseCatalogUploadInWorker(chunks(), 'csv', {
      ...demoContext(),
      stopped: () => reads > 10,
    });
    expect([...parsed.rows]).toEqual([]);
    expect(reads).toBeLessThan(1000);
  });

  it('hands rows on in file order while reading, the rows after one that waits at the end', async () => {
    // 4,500 rows; row 4,000 has a price that reads two ways (1.099), so it and the rest wait for
    // the end of the file, when the whole file says which decimal mark it uses.
    const lines = ['external_id,name,category,price'];
    for (let index = 0; index < 4500; index += 1)
      lines.push(`S-${index},Phone ${index},smartphone,${index === 3999 ? '1.099' : '10.50'}`);
    const bytes = Buffer.from(lines.join('\n'));
    const handed: ParsedUploadRow[][] = [];
    const parsed = await parseCatalogUploadInWorker(chunked(bytes, 4096), 'csv', {
      ...demoContext(),
      rowsRead: (rows) => handed.push([...rows]),
    });
    const inProcess = await parseCatalogUpload(chunked(bytes, 4096), 'csv', demoContext());
    // Every row once, in file order: those read at once in batches, then the rest.
    expect(handed.length).toBeGreaterThan(2);
    expect([...parsed.rows]).toEqual([]);
    const all = { ...parsed, rows: handed.flat() };
    expect(seen(all)).toEqual(seen(inProcess));
    expect(inProcess.rows.length + inProcess.failed).toBe(4500);
  });

  it('keeps the rows of a file on course past the row limit until its end, in file order', async () => {
    // 5,000 rows of about 40 bytes: within the row limit as a 200 KB file, on course past it (about
    // 25,000 rows a megabyte) if the same rate went on for the 20 MB an upload may have.
    const lines = ['external_id,name,category,price'];
    for (let index = 0; index < 5000; index += 1)
      lines.push(`R-${index},Phone ${index},smartphone,10.50`);
    const bytes = Buffer.from(lines.join('\n'));
    const handedWhileReading = async (fileBytesAtMost: number) => {
      const handed: ParsedUploadRow[] = [];
      let beforeLastChunk = -1;
      const pieces = chunked(bytes, 4096);
      async function* source() {
        for (const [index, piece] of pieces.entries()) {
          if (index === pieces.length - 1) beforeLastChunk = handed.length;
          yield piece;
        }
      }
      await parseCatalogUploadInWorker(source(), 'csv', {
        ...demoContext(),
        fileBytesAtMost,
        rowsRead: (rows) => handed.push(...rows),
      });
      return { beforeLastChunk, handed };
    };
    const small = await handedWhileReading(bytes.length);
    const onCourseOver = await handedWhileReading(20 * 1024 * 1024);
    expect(small.beforeLastChunk).toBeGreaterThanOrEqual(2000);
    expect(onCourseOver.beforeLastChunk).toBe(0);
    // Either way every row, once, in file order.
    const inProcess = await parseCatalogUpload(chunked(bytes, 4096), 'csv', demoContext());
    for (const { handed } of [small, onCourseOver])
      expect(seen({ ...inProcess, rows: handed })).toEqual(seen(inProcess));
    expect(inProcess.rows).toHaveLength(5000);
  });
});
