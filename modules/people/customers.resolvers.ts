import type { IResolvers, MercuriusContext } from 'mercurius';
import { parseListQuery } from '../../src/lib/listQuery';
import { authorize } from '../../src/lib/policy';
import { CUSTOMER_LIST_SPEC, sourceLabel, type CustomerRow } from './customers.service';
import type { PeopleServices } from './index';

interface ListArgs {
  filter?: { q?: string; source?: string; advisorId?: number; districtId?: number; isCompany?: boolean | null };
  page?: { page?: number; pageSize?: number; sort?: string; direction?: string };
}

const ref = (id: number | null, name: string | null) => (id ? { id, name } : null);

/** NIF and IBAN reach only callers the policy allows, whichever query led to the customer. */
const fiscal = (field: 'nif' | 'iban' | 'invoiceNif') => (row: CustomerRow, _: unknown, { actor }: MercuriusContext) => {
  authorize(actor, 'customers.fiscal');
  return row[field];
};

export function customersResolvers({ customers }: PeopleServices): IResolvers {
  return {
    Query: {
      customers: (_: unknown, { filter, page }: ListArgs, { actor }: MercuriusContext) => {
        const kind = filter?.isCompany === true ? 'company' : filter?.isCompany === false ? 'family' : undefined;
        return customers.list(actor, parseListQuery({ ...page, q: filter?.q, source: filter?.source, advisor: filter?.advisorId, district: filter?.districtId, kind }, CUSTOMER_LIST_SPEC));
      },
      customer: (_: unknown, { id }: { id: number }, { actor }: MercuriusContext) => customers.get(actor, id),
      customerSuggestions: (_: unknown, { q, limit }: { q: string; limit?: number }, { actor }: MercuriusContext) => customers.suggest(actor, q, limit ?? 10),
    },
    Mutation: {
      createCustomer: (_: unknown, { input }: { input: object }, { actor }: MercuriusContext) => customers.create(actor, input),
      updateCustomer: (_: unknown, { id, input }: { id: number; input: object }, { actor }: MercuriusContext) => customers.update(actor, id, input),
      deleteCustomer: async (_: unknown, { id }: { id: number }, { actor }: MercuriusContext) => {
        await customers.remove(actor, id);
        return true;
      },
    },
    Customer: {
      nif: fiscal('nif'),
      iban: fiscal('iban'),
      invoiceNif: fiscal('invoiceNif'),
      sourceLabel: (row: CustomerRow) => sourceLabel(row.source),
      municipality: (row: CustomerRow) => ref(row.municipalityId, row.municipalityName),
      district: (row: CustomerRow) => ref(row.districtId, row.districtName),
      invoiceMunicipality: (row: CustomerRow) => ref(row.invoiceMunicipalityId, row.invoiceMunicipalityName),
      advisor: (row: CustomerRow) => ref(row.advisorId, row.advisorName),
    },
  } as unknown as IResolvers;
}
