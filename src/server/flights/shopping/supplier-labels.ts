// The agency setting "show suppliers": when it is off, the agency sees each supplier of a search
// as a neutral label ("S1", "S2", ... in the search's own supplier order) wherever a supplier would
// show (offers, alternatives, facets, progress), and filters by those labels. Which consolidator
// sells a fare is the platform's business: an agency that could see it could go around us.
// Platform staff always see the real codes. Orders made from a search carry no supplier at all for
// such an agency (null), since an order outlives its search's labels.
import type { AgencySettings } from '@/domain/schemas/agency-settings';
import type { Quote } from '@/domain/flights/booking';
import type { SearchStarted, SolutionsAnswer, SolutionsQuery } from '@/domain/flights/shopping';
import { isPlatformStaff } from '../../agencies/scope';
import { settingsOf } from '../../agencies/settings';
import type { Identity } from '../../auth/identity';

/** Whether this caller may read supplier codes: platform staff, or an agency with "show suppliers" on. */
export function maySeeSuppliers(identity: Identity, settings: AgencySettings = settingsOf(identity.agency)): boolean {
  return isPlatformStaff(identity) || settings.flight.showSuppliers;
}

export interface SupplierLabels {
  show(code: string): string;
  /** A label from the console back to the supplier code; unknown labels match nothing. */
  resolve(label: string): string;
}

const VISIBLE: SupplierLabels = { show: (code) => code, resolve: (label) => label };

export function supplierLabels(identity: Identity, settings: AgencySettings, searchSuppliers: readonly string[]): SupplierLabels {
  if (maySeeSuppliers(identity, settings)) return VISIBLE;
  const labels = new Map(searchSuppliers.map((code, i) => [code, `S${i + 1}`]));
  const codes = new Map([...labels].map(([code, label]) => [label, code]));
  return {
    show: (code) => labels.get(code) ?? 'S?',
    resolve: (label) => codes.get(label) ?? `\u0000${label}`,
  };
}

export function labelQuery(query: SolutionsQuery, labels: SupplierLabels): SolutionsQuery {
  return query.suppliers ? { ...query, suppliers: query.suppliers.map(labels.resolve) } : query;
}

export function labelAnswer(answer: SolutionsAnswer, labels: SupplierLabels): SolutionsAnswer {
  if (labels === VISIBLE) return answer;
  return {
    ...answer,
    solutions: answer.solutions.map((s) => ({
      ...s,
      supplier: labels.show(s.supplier),
      alternatives: s.alternatives.map((a) => ({ ...a, supplier: labels.show(a.supplier) })),
    })),
    // A hidden supplier's name would say who it is: it is named by its label.
    facets: {
      ...answer.facets,
      suppliers: answer.facets.suppliers.map(labels.show),
      supplierNames: Object.fromEntries(answer.facets.suppliers.map((code) => [labels.show(code), labels.show(code)])),
    },
    suppliers: answer.suppliers.map((s) => ({ ...s, supplier: labels.show(s.supplier) })),
  };
}

export function labelStarted(started: SearchStarted, labels: SupplierLabels): SearchStarted {
  return { ...started, suppliers: started.suppliers.map(labels.show) };
}

/** A price-check quote names its offer's supplier as the search did (S1, S2... when hidden). */
export function labelQuote(quote: Quote | null, labels: SupplierLabels): Quote | null {
  if (!quote || labels === VISIBLE) return quote;
  return { ...quote, offer: { ...quote.offer, supplier: labels.show(quote.offer.supplier) } };
}
