import t from 'tap';
import { postedId, postedIds } from './posted';

t.test('a posted id is a row id written canonically, as in an address', async (t) => {
  t.equal(postedId('16'), 16);
  t.equal(postedId(['3', '16']), 16, 'the last of a field sent twice');
  t.equal(postedId('2147483647'), 2147483647);
  for (const bad of ['', '0', '-1', '1.5', 'x', '0x10', '1e1', '+16', ' 16', '016', '16.0', '2147483648', 'Infinity'])
    t.equal(postedId(bad), null, JSON.stringify(bad));
  t.same(postedIds(['4', '0x10', '016', '9', '']), [4, 9]);
  t.same(postedIds('7'), [7]);
  t.same(postedIds(undefined), []);
});
