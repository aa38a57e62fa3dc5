import t from 'tap';
import { attachedList, dependantRegistry, type Dependant } from './dependants';

const dependant = (table: string, one: string, other: string): Dependant => ({
  table,
  column: 'x_id',
  message: { id: `test.${table}`, defaultMessage: `{count, plural, one {# ${one}} other {# ${other}}}` },
});

t.test('a registry keeps each table and column once, per kind, in the order registered', async (t) => {
  const own = [dependant('courses', 'curso', 'cursos')];
  const registry = dependantRegistry<'levels' | 'subjects'>({ levels: own });
  registry.add('levels', dependant('vouchers', 'bono', 'bonos'));
  registry.add('levels', dependant('vouchers', 'bono', 'bonos'));
  t.same(
    registry.of('levels').map((d) => d.table),
    ['courses', 'vouchers'],
  );
  t.same(registry.of('subjects'), [], 'a kind nothing points at');
  t.equal(own.length, 1, "the lower module's own list is not changed by what others register");
});

t.test('what is attached reads as one Spanish phrase', async (t) => {
  const [courses, vouchers, teachers] = [
    dependant('courses', 'curso', 'cursos'),
    dependant('vouchers', 'bono', 'bonos'),
    dependant('teachers', 'profesor', 'profesores'),
  ];
  t.equal(attachedList([{ dependant: vouchers, count: 4 }]), '4 bonos');
  t.equal(
    attachedList([
      { dependant: vouchers, count: 4 },
      { dependant: courses, count: 2 },
      { dependant: teachers, count: 1 },
    ]),
    '4 bonos, 2 cursos y 1 profesor',
  );
});
