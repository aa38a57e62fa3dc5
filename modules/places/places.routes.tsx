import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../../src/lib/intl';
import { isAppError, submitForm } from '../../src/lib/errors';
import { oneOf, routeInput, ROW_ID, type IdParams } from '../../src/lib/routeParams';
import { parseListPageQuery } from '../../src/lib/listQuery';
import { DeleteButton } from '../../views/widgets/DeleteButton';
import { isPlaceKind, PLACE_KINDS, PLACES, type PlaceKind } from './places.entities';
import { PLACE_LIST_SPEC, type PlaceDetail, type PlacesService } from './places.service';
import { placesMessages as m } from './places.messages';
import { listBase, PlacesList } from './pages/PlacesList';
import { PlaceForm, type PlaceFormValues } from './pages/PlaceForm';
import { ConfirmDelete } from '../../views/widgets/ConfirmDelete';
import { assertNotEditedMeanwhile } from '../../src/lib/editVersion';

type KindParams = { kind: PlaceKind };
type Params = KindParams & IdParams;
type Body = Record<string, unknown>;

/** Parents short enough for a filter menu; longer ones are filtered by the text search. */
const MENU_PARENTS: Partial<Record<PlaceKind, PlaceKind>> = { provinces: 'countries', municipalities: 'provinces' };

/** A kind's pages, /places-settings/:kind/new and /places-settings/:kind/:id: another kind or id answers 404. */
const placeRoute = routeInput({ params: { kind: oneOf(PLACE_KINDS), id: ROW_ID } });

function valuesOf(place: PlaceDetail): PlaceFormValues {
  return {
    name: place.name,
    code: place.code,
    parentId: place.parentId,
    parentName: place.parentName,
    lines: (place.lines ?? []).join(', '),
    districtIds: place.districtIds,
  };
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

/** A place's form: new (no id) or an existing place, as shown or again with its errors. */
interface FormOptions {
  kind: PlaceKind;
  values: PlaceFormValues;
  id?: number;
  /** The place's last change, when editing one. */
  version?: Date;
  errors?: Record<string, string>;
  status?: number;
  title: string;
}

/** A form's write: what it saves, the form's title and the place's id (none when new). */
interface Submission {
  kind: PlaceKind;
  work: () => Promise<{ name: string; id: number }>;
  title: string;
  id?: number;
  /** The place's last change when its form was shown (editing). */
  version?: Date;
}

export async function placesRoutes(app: FastifyInstance, { places }: { places: PlacesService }) {
  const page = { config: { action: 'places.manage' as const } };

  async function renderForm(request: FastifyRequest, reply: FastifyReply, options: FormOptions) {
    const { kind, values } = options;
    const districtChoices =
      kind === 'stations' ? await places.districtChoices(request.actor, values.parentId ?? undefined) : undefined;
    // A place in use says so up front, instead of asking to confirm and then refusing.
    const blocker = options.id ? await places.deleteBlocker(request.actor, kind, options.id) : null;
    const actions = options.id ? (
      <DeleteButton
        href={`/places-settings/${kind}/${options.id}`}
        title={t(m.deleteTitle, { name: values.name ?? '' })}
        question={t(m.deleteQuestion, { name: values.name ?? '' })}
        blocker={blocker}
      />
    ) : undefined;
    return reply.page(
      <PlaceForm
        kind={kind}
        id={options.id}
        version={options.version}
        values={values}
        errors={options.errors}
        districtChoices={districtChoices}
      />,
      {
        title: options.title,
        status: options.status,
        actions,
      },
    );
  }

  /** Runs a form's write; on bad input shows the form again with every message. */
  async function submit(
    request: FastifyRequest<{ Params: KindParams; Body: Body }>,
    reply: FastifyReply,
    { kind, work, title, id, version }: Submission,
  ) {
    return submitForm(
      work,
      (saved) => reply.flashRedirect(listBase(kind), 'success', t(id ? m.updated : m.created, { name: saved.name })),
      (errors) =>
        renderForm(request, reply, {
          kind,
          values: postedValues(kind, request.body),
          id,
          version,
          errors,
          status: 422,
          title,
        }),
    );
  }

  app.get<{ Querystring: Record<string, string> }>('/places-settings', page, async (request, reply) => {
    const tab = request.query.tab ?? '';
    const kind: PlaceKind = isPlaceKind(tab) ? tab : 'municipalities';
    const query = parseListPageQuery(request.query, PLACE_LIST_SPEC);
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
    return reply.page(<PlacesList kind={kind} query={query} data={data} parents={parents} />, {
      title: t(m.title),
      actions,
    });
  });

  // A kind's list is a tab of /places-settings: its address cut from a record's («/places-settings/stations»)
  // opens that tab, not a page not found.
  app.get<{ Params: KindParams }>('/places-settings/:kind', { ...page, ...placeRoute }, async (request, reply) =>
    reply.redirect(listBase(request.params.kind)),
  );

  app.get<{ Params: KindParams }>('/places-settings/:kind/new', { ...page, ...placeRoute }, async (request, reply) => {
    const kind = request.params.kind;
    return renderForm(request, reply, { kind, values: {}, title: t(PLACES[kind].newTitle) });
  });

  app.post<{ Params: KindParams; Body: Body }>(
    '/places-settings/:kind/new',
    { ...page, ...placeRoute, preHandler: app.csrfProtection },
    async (request, reply) => {
      const kind = request.params.kind;
      return submit(request, reply, {
        kind,
        work: () => places.create(request.actor, kind, request.body),
        title: t(PLACES[kind].newTitle),
      });
    },
  );

  app.get<{ Params: Params }>('/places-settings/:kind/:id', { ...page, ...placeRoute }, async (request, reply) => {
    const kind = request.params.kind;
    const place = await places.get(request.actor, kind, request.params.id);
    return renderForm(request, reply, {
      kind,
      values: valuesOf(place),
      id: place.id,
      version: place.updatedDate,
      title: `${t(PLACES[kind].singular)}: ${place.name}`,
    });
  });

  app.post<{ Params: Params; Body: Body }>(
    '/places-settings/:kind/:id',
    { ...page, ...placeRoute, preHandler: app.csrfProtection },
    async (request, reply) => {
      const kind = request.params.kind;
      const id = request.params.id;
      const current = await places.get(request.actor, kind, id);
      return submit(request, reply, {
        kind,
        work: () => {
          assertNotEditedMeanwhile(request.body, current);
          return places.update(request.actor, { kind, id, input: request.body });
        },
        title: `${t(PLACES[kind].singular)}: ${current.name}`,
        id,
        version: current.updatedDate,
      });
    },
  );

  app.get<{ Params: Params }>(
    '/places-settings/:kind/:id/delete',
    { ...page, ...placeRoute },
    async (request, reply) => {
      const kind = request.params.kind;
      const place = await places.get(request.actor, kind, request.params.id);
      const blocker = await places.deleteBlocker(request.actor, kind, place.id);
      if (blocker) return reply.flashRedirect(`/places-settings/${kind}/${place.id}`, 'error', blocker);
      return reply.page(
        <ConfirmDelete
          action={`/places-settings/${kind}/${place.id}/delete`}
          cancelHref={`/places-settings/${kind}/${place.id}`}
          question={t(m.deleteQuestion, { name: place.name })}
        />,
        { title: t(m.deleteTitle, { name: place.name }) },
      );
    },
  );

  app.post<{ Params: Params }>(
    '/places-settings/:kind/:id/delete',
    { ...page, ...placeRoute, preHandler: app.csrfProtection },
    async (request, reply) => {
      const kind = request.params.kind;
      const id = request.params.id;
      try {
        const removed = await places.remove(request.actor, kind, id);
        return reply.flashRedirect(listBase(kind), 'success', t(m.deleted, { name: removed.name }));
      } catch (err) {
        // "Still has municipalities": back to the record, with the reason.
        if (isAppError(err) && err.code === 'CONFLICT')
          return reply.flashRedirect(`/places-settings/${kind}/${id}`, 'error', err.message);
        throw err;
      }
    },
  );
}
