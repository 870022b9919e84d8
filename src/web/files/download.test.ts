import { describe, expect, it } from 'vitest';
import { ApiError } from '@/web/providers/api-error';
import { filenameOf } from './filename';
import { downloadFailureMessage } from './useDownload';

describe('a download', () => {
  it("is saved under the server's name, the RFC 5987 one first", () => {
    expect(filenameOf(`attachment; filename="itinerary.pdf"; filename*=UTF-8''%E8%A1%8C%E7%A8%8B%E5%8D%95.pdf`)).toBe('行程单.pdf');
    expect(filenameOf('attachment; filename="e-ticket.xlsx"')).toBe('e-ticket.xlsx');
    expect(filenameOf('attachment; filename=e-ticket.pdf')).toBe('e-ticket.pdf');
    expect(filenameOf(undefined)).toBeNull();
  });

  it("tells the server's reason, nothing after an ended session, and the fallback otherwise", () => {
    expect(downloadFailureMessage(new ApiError({ message: 'Not issued yet', statusCode: 409 }), 'Unknown')).toBe('Not issued yet');
    expect(downloadFailureMessage(new ApiError({ message: 'Log in again', statusCode: 401, sessionEnded: true }), 'Unknown')).toBeNull();
    expect(downloadFailureMessage(new Error('boom'), 'Unknown')).toBe('Unknown');
  });
});
