// A line edit answered by the server shows at once: the line goes into the cached document that
// holds it, in the store and type asked, and nowhere else.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../graphql/queryKeys';
import { replaceCachedLine } from './useDocumentMutation';

describe('replaceCachedLine', () => {
  it('replaces the line in the document of the store and type that holds it', () => {
    const client = new QueryClient();
    const mine = queryKeys.document('s1', 'outbound-shipment', 'd1');
    const other = queryKeys.document('s1', 'outbound-shipment', 'd2');
    const otherStore = queryKeys.document('s2', 'outbound-shipment', 'd1');
    const line = (id: string, numberOfPacks: number) => ({ id, numberOfPacks, batch: 'B' });
    client.setQueryData(mine, { id: 'd1', lines: [line('a', 1), line('b', 2)] });
    client.setQueryData(other, { id: 'd2', lines: [line('c', 3)] });
    client.setQueryData(otherStore, { id: 'd1', lines: [line('a', 1)] });

    replaceCachedLine(client, 's1', 'outbound-shipment', { id: 'a', numberOfPacks: 7 });

    expect(client.getQueryData(mine)).toEqual({
      id: 'd1',
      lines: [{ id: 'a', numberOfPacks: 7, batch: 'B' }, line('b', 2)],
    });
    expect(client.getQueryData(other)).toEqual({ id: 'd2', lines: [line('c', 3)] });
    expect(client.getQueryData(otherStore)).toEqual({ id: 'd1', lines: [line('a', 1)] });
  });
});
