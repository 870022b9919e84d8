// A refund request as the server reads it: multipart, so the proof files travel with the reason.
export interface RefundRequest {
  reason: number;
  subOption?: string;
  remark?: string;
  /** Absent: every passenger (the server's default). */
  passengerSeqs?: number[];
  files: File[];
}

export function refundFormData(request: RefundRequest): FormData {
  const form = new FormData();
  form.append('reason', String(request.reason));
  if (request.subOption) form.append('subOption', request.subOption);
  if (request.remark) form.append('remark', request.remark);
  if (request.passengerSeqs?.length) form.append('passengerSeqs', request.passengerSeqs.join(','));
  for (const file of request.files) form.append('files', file, file.name);
  return form;
}
