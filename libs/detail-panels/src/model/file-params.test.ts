import { readFileParams } from './file-params.ts';
import { safeHttpUrl } from './safe-url.ts';

describe('readFileParams', () => {
  it('reads the sha1 and the lineage edges in either form', () => {
    expect(readFileParams({ sha1: ' abc ' })).toEqual({ sha1: 'abc', edgeIds: [] });
    expect(readFileParams({ sha1: 'abc', edge_ids: ['e1', '', 'e1', 7, 'e2'] } as never)).toEqual({ sha1: 'abc', edgeIds: ['e1', 'e2'] });
    expect(readFileParams({ sha1: 'abc', edgeId: 'e9' } as never)).toEqual({ sha1: 'abc', edgeIds: ['e9'] });
    expect(readFileParams({ sha1: 42 } as never)).toEqual({ sha1: '', edgeIds: [] });
  });
});

describe('safeHttpUrl', () => {
  it.each([
    ['https://www.example.com/a?b=1', 'https://www.example.com/a?b=1'],
    ['http://example.com', 'http://example.com/'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,<script>', undefined],
    ['/relative', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (input, expected) => {
    expect(safeHttpUrl(input)).toBe(expected);
  });
});
