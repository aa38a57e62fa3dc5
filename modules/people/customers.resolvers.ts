import type { Resolvers } from '../../src/graphql/generated';
import type { MercuriusContext } from 'mercurius';
import { parseListQuery } from '../../src/lib/listQuery';
import { authorize } from '../../src/lib/policy';
import { idempotencyKeyOf } from '../../src/lib/idempotency';
import { CUSTOMER_LIST_SPEC, sourceLabel, type CustomerRow } from './customers.service';
import type { PeopleServices } from './index';

declare module '../../src/graphql/parents' {
  interface GraphQLParents {
    Customer: CustomerRow;
  }
}

// The name comes with its id (the same join).
const ref = (id: number | null, name: string | null) => (id ? { id, name: name! } : null);

/** NIF and IBAN reach only callers the policy allows, whichever query led to the customer. */
const fiscal =
  (field: 'nif' | 'iban' | 'invoiceNif') =>
  (row: CustomerRow, _args: unknown, { actor }: MercuriusContext) => {
    authorize(actor, 'customers.fiscal');
    return row[field];
  };

export function customersResolvers({ customers }: PeopleServices): Resolvers {
  return {
    Query: {
      customers: (_root, { filter, page }, { actor }) => {
        const kind = filter?.isCompany === true ? 'company' : filter?.isCompany === false ? 'family' : undefined;
        const filters = {
          q: filter?.q,
          source: filter?.source,
          advisor: filter?.advisorId,
          district: filter?.districtId,
          kind,
        };
        return customers.list(actor, parseListQuery({ ...page, ...filters }, CUSTOMER_LIST_SPEC));
      },
      customer: (_root, { id }, { actor }) => customers.get(actor, id),
      customerSuggestions: (_root, { q, limit }, { actor }) => customers.suggest(actor, q, limit ?? 10),
    },
    Mutation: {
      createCustomer: (_root, { input, idempotencyKey }, { actor, request }) =>
        customers.create(actor, input, { idempotencyKey: idempotencyKeyOf(idempotencyKey, request) }),
      updateCustomer: (_root, { id, input }, { actor }) => customers.patch(actor, id, input),
      deleteCustomer: async (_root, { id }, { actor }) => {
        await customers.remove(actor, id);
        return true;
      },
    },
    Customer: {
      nif: fiscal('nif'),
      iban: fiscal('iban'),
      invoiceNif: fiscal('invoiceNif'),
      sourceLabel: (row) => sourceLabel(row.source),
      municipality: (row) => ref(row.municipalityId, row.municipalityName),
      district: (row) => ref(row.districtId, row.districtName),
      invoiceMunicipality: (row) => ref(row.invoiceMunicipalityId, row.invoiceMunicipalityName),
      advisor: (row) => ref(row.advisorId, row.advisorName),
    },
  };
}
