import type { ReactNode } from 'react';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../../src/lib/intl';
import { submitForm, type FieldErrors } from '../../src/lib/errors';
import { postedId, postedText } from '../../src/lib/posted';
import { formatIban } from '../../src/lib/validation';
import { invoicesMessages as m } from './invoices.messages';
import type { FiscalService } from './fiscal.service';
import { issuerComplete } from './issue';
import { FiscalSettings, type IssuerValues } from './pages/FiscalSettings';
import { fiscalSeriesRoutes } from './fiscal.series.routes';
import { fiscalVatTypeRoutes } from './fiscal.vat.routes';

export type Body = Record<string, unknown>;

/** A settings form's page: its title, the form's props and the page's actions (a delete button). */
export interface FormPage<P> {
  title: string;
  props: P;
  actions?: ReactNode;
}

/** What the series' and the VAT types' pages are registered with: the service and the route options. */
export interface FiscalPages {
  fiscal: FiscalService;
  /** The pages' action (admins). */
  page: { config: { action: 'fiscalSettings.manage' } };
  /** The same, with the CSRF check of a post. */
  post: { config: { action: 'fiscalSettings.manage' }; preHandler: FastifyInstance['csrfProtection'] };
}

/** /fiscal-settings (the issuer, the levels' VAT) and its series and VAT type pages (admins). */
export async function fiscalRoutes(app: FastifyInstance, { fiscal }: { fiscal: FiscalService }) {
  const page = { config: { action: 'fiscalSettings.manage' as const } };
  const post = { ...page, preHandler: app.csrfProtection };

  async function renderOverview(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { values?: IssuerValues; errors?: FieldErrors; status?: number; refused?: 'issuer' | 'levels' } = {},
  ) {
    const data = await fiscal.overview(request.actor);
    const values = options.values ?? {
      ...data.issuer,
      municipalityName: data.issuer.municipality,
      iban: formatIban(data.issuer.iban),
    };
    return reply.page(
      <FiscalSettings
        issuer={values}
        issuerVersion={data.issuer.updatedDate}
        issuerComplete={issuerComplete(data.issuer)}
        series={data.series}
        vatTypes={data.vatTypes}
        levels={data.levels}
        errors={options.errors}
        refused={options.refused}
      />,
      {
        title: t(m.fiscalTitle),
        status: options.status,
      },
    );
  }

  app.get('/fiscal-settings', page, async (request, reply) => renderOverview(request, reply));

  app.post<{ Body: Body }>('/fiscal-settings', post, async (request, reply) =>
    submitForm(
      () => fiscal.saveIssuer(request.actor, request.body),
      () => reply.flashRedirect('/fiscal-settings', 'success', t(m.issuerSaved)),
      (errors) => {
        const b = request.body;
        const values = {
          legalName: postedText(b.legalName),
          nif: postedText(b.nif),
          address: postedText(b.address),
          postalCode: postedText(b.postalCode),
          municipalityId: postedId(b.municipalityId),
          municipalityName: postedText(b.municipalityName),
          voucherSeriesId: postedId(b.voucherSeriesId),
          email: postedText(b.email),
          phone: postedText(b.phone),
          iban: postedText(b.iban),
        };
        return renderOverview(request, reply, { values, errors, status: 422, refused: 'issuer' });
      },
    ),
  );

  app.post<{ Body: Body }>('/fiscal-settings/levels', post, async (request, reply) => {
    const choices: Record<number, number | null> = {};
    for (const [key, value] of Object.entries(request.body ?? {})) {
      const level = /^vat_(\d{1,9})$/.exec(key);
      if (level) choices[Number(level[1])] = postedId(value);
    }
    return submitForm(
      () => fiscal.saveLevelVat(request.actor, choices),
      () => reply.flashRedirect('/fiscal-settings', 'success', t(m.levelVatSaved)),
      (errors) => renderOverview(request, reply, { errors, status: 422, refused: 'levels' }),
    );
  });

  await fiscalSeriesRoutes(app, { fiscal, page, post });
  await fiscalVatTypeRoutes(app, { fiscal, page, post });
}
