// A teacher's weekly availability: one form of weekday, start and end rows.

import type { FastifyReply } from 'fastify';
import type { FieldErrors } from '../../src/lib/errors';
import { t } from '../../src/lib/intl';
import type { RawSlot } from './teacherRecords.service';
import { teacherRecordsMessages as m } from './teacherRecords.messages';
import { AvailabilityForm, slotValues } from './pages/Availability';
import { submit, type Body, type RecordPages, type Req } from './teacherRecords.pages';

/** Repeated form fields come as an array, a single one as a string. */
const list = (value: unknown): string[] => (value == null ? [] : [value].flat().map((v) => String(v)));

/** The rows of the weekly slots widget: weekday, start and end, repeated in order. */
export function postedSlots(body: Body): RawSlot[] {
  const [days, starts, ends] = [list(body.weekday), list(body.start), list(body.end)];
  return Array.from({ length: Math.max(days.length, starts.length, ends.length) }, (_, i) => ({
    weekday: days[i] ?? '',
    start: starts[i] ?? '',
    end: ends[i] ?? '',
  }));
}

interface AvailabilityOptions {
  slots: ReturnType<typeof slotValues>;
  errors?: FieldErrors;
  status?: number;
}

export function availabilityPages({ app, records, scope, read, write }: RecordPages) {
  const availabilityPage = async (request: Req, reply: FastifyReply, opts: AvailabilityOptions) =>
    reply.page(
      <AvailabilityForm
        action={scope.base(request, 'availability')}
        slots={opts.slots}
        errors={opts.errors}
        cancelHref={scope.home(request, 'availability')}
        forStaff={scope.teacherId(request) !== undefined}
      />,
      { title: await scope.title(request, m.availabilityTitle, m.staffAvailabilityTitle), status: opts.status },
    );
  app.get(scope.route('availability'), read, async (request: Req, reply) =>
    availabilityPage(request, reply, {
      slots: slotValues(await records.availability(request.actor, scope.teacherId(request))),
    }),
  );
  app.post(scope.route('availability'), write, async (request: Req, reply) => {
    const posted = postedSlots(request.body ?? {});
    return submit({
      reply,
      work: async () => {
        await records.setAvailability(request.actor, scope.teacherId(request), posted);
        return t(m.availabilitySaved);
      },
      redirect: scope.home(request, 'availability'),
      again: (errors) => {
        // Blank rows are dropped (the form adds its own); each message follows its row.
        const kept = posted
          .map((s, i) => ({ s, i }))
          .filter(({ s }) => `${s.weekday ?? ''}${s.start ?? ''}${s.end ?? ''}`.trim() !== '');
        const moved: FieldErrors = {};
        for (const [key, text] of Object.entries(errors)) {
          const found = /^slots\.(\d+)(\..+)?$/.exec(key);
          const j = found ? kept.findIndex(({ i }) => i === Number(found[1])) : -1;
          if (found && j >= 0) moved[`slots.${j}${found[2] ?? ''}`] = text;
        }
        const slots = kept.map(({ s }) => ({ weekday: String(s.weekday), start: String(s.start), end: String(s.end) }));
        return availabilityPage(request, reply, { slots, errors: moved, status: 422 });
      },
    });
  });
}
