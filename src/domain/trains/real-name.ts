// China's real-name rules for one booking, shared by the booking form and the API:
// - one identity document holds one ticket per train and date, so a document may appear once in an
//   order (the API also looks at the agency's live orders: `sameDocument` is the key it compares);
// - a child travels with an adult of the same order;
// - a passport holder's ticket carries birth date, nationality and gender.
export interface RealNamePassenger {
  name?: string;
  type?: string;
  documentType?: string;
  documentNumber?: string;
  birthday?: string;
  nationality?: string;
  gender?: string;
}

export type RealNameProblem = 'documentTwice' | 'childWithoutAdult' | 'passportDetails';

export interface RealNameIssue {
  /** The passenger's place in the order (0-based). */
  index: number;
  field: 'documentNumber' | 'type' | 'birthday' | 'nationality' | 'gender';
  problem: RealNameProblem;
}

/** The key two tickets of one person share: document type and number, as the railway reads them. */
export function sameDocument(documentType: string, documentNumber: string): string {
  return `${documentType}:${documentNumber.trim().toUpperCase()}`;
}

/** What a passport holder must give besides the number. */
export function missingPassportDetails(p: RealNamePassenger): Array<'birthday' | 'nationality' | 'gender'> {
  if (p.documentType !== 'passport') return [];
  return (['birthday', 'nationality', 'gender'] as const).filter((field) => !p[field]);
}

/** The rules broken by this party of passengers (documents and types as typed or resolved). */
export function realNameIssues(passengers: readonly RealNamePassenger[]): RealNameIssue[] {
  const issues: RealNameIssue[] = [];
  const seen = new Set<string>();
  passengers.forEach((p, index) => {
    if (p.documentType && p.documentNumber) {
      const key = sameDocument(p.documentType, p.documentNumber);
      if (seen.has(key)) issues.push({ index, field: 'documentNumber', problem: 'documentTwice' });
      seen.add(key);
    }
    for (const field of missingPassportDetails(p)) issues.push({ index, field, problem: 'passportDetails' });
  });
  if (!passengers.some((p) => p.type === 'adult')) {
    passengers.forEach((p, index) => {
      if (p.type === 'child') issues.push({ index, field: 'type', problem: 'childWithoutAdult' });
    });
  }
  return issues;
}
