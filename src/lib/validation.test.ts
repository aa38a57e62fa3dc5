import t from 'tap';
import { isPersonalNif, validator } from './validation';

const hours = validator<{ hours: number; rate?: number }>({
  type: 'object',
  properties: { hours: { type: 'integer', minimum: 1, maximum: 500 }, rate: { type: 'number', minimum: 0 } },
  required: ['hours'],
  additionalProperties: false,
});

t.test('a number field takes a number as people write it, and nothing Ajv alone would read as one', async (t) => {
  t.same(hours.parse({ hours: '10', rate: '7.5' }), { hours: 10, rate: 7.5 });
  t.same(hours.parse({ hours: 12 }), { hours: 12 }, 'a number sent as a number (GraphQL)');
  for (const typed of ['1e1', '0x10', '+5', '.5', '5.', '1e-0']) {
    const err = (() => {
      try {
        hours.parse({ hours: typed });
      } catch (e) {
        return e as { fields?: Record<string, string> };
      }
    })();
    t.equal(err?.fields?.hours, 'El campo debe ser un número entero positivo', typed);
  }
  const rate = (() => {
    try {
      hours.parse({ hours: '3', rate: '1e1' });
    } catch (e) {
      return e as { fields?: Record<string, string> };
    }
  })();
  t.equal(rate?.fields?.rate, 'El campo debe ser un número positivo');
});

const named = validator<{ name: string; remarks?: string }>({
  type: 'object',
  properties: { name: { type: 'string', minLength: 1 }, remarks: { type: 'string', 'x-multiline': true } },
  required: ['name'],
  additionalProperties: false,
});

t.test(
  'a text with an invisible direction override or a C1 control is refused like any control character',
  async (t) => {
    const refused = (value: string) => {
      try {
        named.parse({ name: value });
      } catch (e) {
        return (e as { fields?: Record<string, string> }).fields?.name;
      }
      return undefined;
    };
    // «Ana \u202Ezepól» reads «Ana lópez» on every page while its letters say otherwise.
    for (const value of ['Ana \u202Ezepól', 'Ana\u2066 López\u2069', 'Ana\u0085López', 'Ana\u202ALópez'])
      t.equal(refused(value), 'El texto tiene caracteres de control que no se pueden guardar', JSON.stringify(value));
    t.equal(refused('María José Ñúñez'), undefined, 'letters with marks are letters');
    t.equal(refused('محمد بن سلمان'), undefined, 'a right-to-left script needs no override');
    t.same(named.parse({ name: 'Ana', remarks: 'línea 1\nlínea 2' }), { name: 'Ana', remarks: 'línea 1\nlínea 2' });
  },
);

t.test('a date field refuses the year 0000 (no year PostgreSQL stores) with the date message', async (t) => {
  const day = validator<{ day: string }>({
    type: 'object',
    properties: { day: { type: 'string', format: 'date' } },
    required: ['day'],
    additionalProperties: false,
  });
  const refused = (() => {
    try {
      return day.parse({ day: '0000-01-01' });
    } catch (err) {
      return err;
    }
  })();
  t.match(refused, { fields: { day: 'La fecha no es válida (dd/mm/aaaa)' } });
  t.same(day.parse({ day: '0001-01-01' }), { day: '0001-01-01' }, 'the year 1 is a year');
  t.same(day.parse({ day: '2026-11-28' }), { day: '2026-11-28' });
});

t.test('collect gives the fields that passed as the schema reads them, and leaves the refused ones out', async (t) => {
  const fields: Record<string, string> = {};
  // A form posts every field as text: with the rate refused, the hours still come back as a number.
  const input = hours.collect({ hours: '10', rate: '-1' }, fields);
  t.strictSame(input, { hours: 10 }, 'hours as a number, the refused rate left out');
  t.same(fields, { rate: 'El campo debe ser un número positivo' });
  const withDefault = hours.collect({ hours: 'diez', rate: '2' }, {}, { rate: '2', extra: 'kept' });
  t.strictSame(withDefault, { rate: 2, extra: 'kept' }, 'the fallback as given, with what passed read over it');
});

t.test(
  'an email: internationalised domains taken, accents in the local part refused (one format for every form)',
  async (t) => {
    const contact = validator<{ email: string }>({
      type: 'object',
      properties: { email: { type: 'string', format: 'email', maxLength: 254 } },
      required: ['email'],
      additionalProperties: false,
    });
    const refusal = (email: string) => {
      try {
        contact.parse({ email });
        return undefined;
      } catch (e) {
        return (e as { fields?: Record<string, string> }).fields?.email;
      }
    };
    for (const email of ['ana@españa.es', 'Ana@ESPAÑA.ES', 'ana@xn--espaa-rta.es', 'jose.m+bono@münchen.de', 'a@b.co'])
      t.equal(refusal(email), undefined, `${email} is taken`);
    for (const email of ['josé@example.com', 'ana@', '@españa.es', 'ana@españa', 'ana@-x.es', 'ana..b@x.es', 'ana@1.2'])
      t.equal(refusal(email), 'El email no tiene un formato válido', `${email} is refused`);
  },
);

t.test("a person's NIF: a DNI, a NIE or a K, L or M NIF; never a company's CIF", async (t) => {
  for (const nif of ['12345678Z', '12345678-z', 'X1234567L', 'K1234567D', 'l1234567d', 'M12345674'])
    t.ok(isPersonalNif(nif), `${nif} is a person's`);
  for (const nif of ['B87654323', 'A58818501', 'K1234567A', '12345678A', ''])
    t.notOk(isPersonalNif(nif), `${nif} is not`);
});
