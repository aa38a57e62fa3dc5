import t from 'tap';
import { validator } from './validation';

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
