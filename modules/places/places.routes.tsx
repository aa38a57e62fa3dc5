import { routeId } from '../../src/lib/posted';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../../src/lib/intl';
import { isAppError, notFound, submitForm } from '../../src/lib/errors';
import { parseListQuery } from '../../src/lib/listQuery';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import { isPlaceKind, PLACES, type PlaceKind } from './places.entities';
import { PLACE_LIST_SPEC, type PlaceDetail, type PlacesService } from './places.service';
import { placesMessages as m } from './places.messages';
import { listBase, PlacesList } from './pages/PlacesList';
import { PlaceForm, type PlaceFormValues } from './pages/PlaceForm';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';

type Params = { kind: string; id?: string };
type Body = Record<string, unknown>;

/** Parents short enough for a filter menu; longer ones are filtered by the text search. */
const MENU_PARENTS: Partial<Record<PlaceKind, PlaceKind>> = { provinces: 'countries', municipalities: 'provinces' };

function kindOf(params: Params): PlaceKind {
  if (!isPlaceKind(params.kind)) throw notFound();
  return params.kind;
}

const idOf = (params: Params): number => routeId(params.id);

function valuesOf(place: PlaceDetail): PlaceFormValues {
  return { name: place.name, code: place.code, parentId: place.parentId, parentName: place.parentName, lines: (place.lines ?? []).join(', '), districtIds: place.districtIds };
}

function postedValues(kind: PlaceKind, body: Body): PlaceFormValues {
  const parentColumn = PLACES[kind].parent?.column;
  const ids = [body.districtIds ?? []].flat().map(Number).filter(Number.isInteger);
  return {
    name: String(body.name ?? ''),
    code: String(body.code ?? ''),
    parentId: parentColumn ? Number(body[parentColumn]) || null : null,
    parentName: String(body.parentName ?? ''),
    lines: String(body.lines ?? ''),
    districtIds: ids,
  };
}

export async function placesRoutes(app: FastifyInstance, { places }: { places: PlacesService }) {
  const page = { config: { action: 'places.manage' as const } };

  async function renderForm(request: FastifyRequest, reply: FastifyReply, kind: PlaceKind, values: PlaceFormValues, options: { id?: number; errors?: Record<string, string>; status?: number; title: string }) {
    const districtChoices = kind === 'stations' ? await places.districtChoices(request.actor, values.parentId ?? undefined) : undefined;
    const actions = options.id ? (
      <DeleteButton href={`/places-settings/${kind}/${options.id}`} title={t(m.deleteTitle, { name: values.name ?? '' })} question={t(m.deleteQuestion, { name: values.name ?? '' })} />
    ) : undefined;
    return reply.page(<PlaceForm kind={kind} id={options.id} values={values} errors={options.errors} districtChoices={districtChoices} />, {
      title: options.title,
      status: options.status,
      actions,
    });
  }

  /** Runs a form's write; on bad input shows the form again with every message. */
  async function submit(request: FastifyRequest<{ Params: Params; Body: Body }>, reply: FastifyReply, kind: PlaceKind, work: () => Promise<{ name: string; id: number }>, title: string, id?: number) {
    return submitForm(
      work,
      (saved) => reply.flashRedirect(listBase(kind), 'success', t(id ? m.updated : m.created, { name: saved.name })),
      (errors) => renderForm(request, reply, kind, postedValues(kind, request.body), { id, errors, status: 422, title }),
    );
  }

  app.get<{ Querystring: Record<string, string> }>('/places-settings', page, async (request, reply) => {
    const tab = request.query.tab ?? '';
    const kind: PlaceKind = isPlaceKind(tab) ? tab : 'municipalities';
    const query = parseListQuery(request.query, PLACE_LIST_SPEC);
    // Not awaited: the page's shell streams while the rows are read.
    const data = places.list(request.actor, kind, query);
    data.catch(() => undefined);
    const parentKind = MENU_PARENTS[kind];
    const parents = parentKind ? await places.options(request.actor, parentKind) : undefined;
    const actions = (
      <a className="button" href={`/places-settings/${kind}/new`}>
        {t(PLACES[kind].newTitle)}
      </a>
    );
    return reply.page(<PlacesList kind={kind} query={query} data={data} parents={parents} />, { title: t(m.title), actions });
  });

  app.get<{ Params: Params }>('/places-settings/:kind/new', page, async (request, reply) => {
    const kind = kindOf(request.params);
    return renderForm(request, reply, kind, {}, { title: t(PLACES[kind].newTitle) });
  });

  app.post<{ Params: Params; Body: Body }>('/places-settings/:kind/new', { ...page, preHandler: app.csrfProtection }, async (request, reply) => {
    const kind = kindOf(request.params);
    return submit(request, reply, kind, () => places.create(request.actor, kind, request.body), t(PLACES[kind].newTitle));
  });

  app.get<{ Params: Params }>('/places-settings/:kind/:id', page, async (request, reply) => {
    const kind = kindOf(request.params);
    const place = await places.get(request.actor, kind, idOf(request.params));
    return renderForm(request, reply, kind, valuesOf(place), { id: place.id, title: `${t(PLACES[kind].singular)}: ${place.name}` });
  });

  app.post<{ Params: Params; Body: Body }>('/places-settings/:kind/:id', { ...page, preHandler: app.csrfProtection }, async (request, reply) => {
    const kind = kindOf(request.params);
    const id = idOf(request.params);
    const current = await places.get(request.actor, kind, id);
    return submit(request, reply, kind, () => places.update(request.actor, kind, id, request.body), `${t(PLACES[kind].singular)}: ${current.name}`, id);
  });

  app.get<{ Params: Params }>('/places-settings/:kind/:id/delete', page, async (request, reply) => {
    const kind = kindOf(request.params);
    const place = await places.get(request.actor, kind, idOf(request.params));
    return reply.page(<ConfirmDelete action={`/places-settings/${kind}/${place.id}/delete`} cancelHref={`/places-settings/${kind}/${place.id}`} question={t(m.deleteQuestion, { name: place.name })} />, { title: t(m.deleteTitle, { name: place.name }) });
  });

  app.post<{ Params: Params }>('/places-settings/:kind/:id/delete', { ...page, preHandler: app.csrfProtection }, async (request, reply) => {
    const kind = kindOf(request.params);
    const id = idOf(request.params);
    try {
      const removed = await places.remove(request.actor, kind, id);
      return reply.flashRedirect(listBase(kind), 'success', t(m.deleted, { name: removed.name }));
    } catch (err) {
      // "Still has municipalities": back to the record, with the reason.
      if (isAppError(err) && err.code === 'CONFLICT') return reply.flashRedirect(`/places-settings/${kind}/${id}`, 'error', err.message);
      throw err;
    }
  });
}
