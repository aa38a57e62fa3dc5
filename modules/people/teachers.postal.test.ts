import t from 'tap';
import { createUser, setupApp } from '../../test/helpers/app';
import { createPlaces } from '../../test/factories/places';
import { actorOf, createTeacher } from '../../test/factories/people';

t.test("a teacher's postal code of another province than the municipality is refused, as a customer's", async (t) => {
  const app = await setupApp(t);
  const ids = await createPlaces(app.db);
  const admin = actorOf(await createUser(app, 'admin'));
  const { teachers } = app.services;
  const elsewhere = {
    code: 'BAD_USER_INPUT',
    fields: { postalCode: 'El código postal no es de la provincia del municipio' },
  };
  const person = { firstName: 'Jordi', lastName: 'Puig', email: 'jordi.puig@correo.test' };
  // Staff's form: 08001 (Barcelona) with Getafe (Madrid) was saved.
  await t.rejects(teachers.create(admin, { ...person, postalCode: '08001', municipalityId: ids.getafe }), elsewhere);
  const saved = await teachers.create(admin, { ...person, postalCode: '28901', municipalityId: ids.getafe });
  t.equal(saved.postalCode, '28901');
  // The teacher's own profile.
  const teacher = actorOf(await createTeacher(app, { profile: { nif: null } }));
  await t.rejects(teachers.updateMyProfile(teacher, { postalCode: '08001', municipalityId: ids.getafe }), elsewhere);
  t.match(await teachers.updateMyProfile(teacher, { postalCode: '28901', municipalityId: ids.getafe }), {
    postalCode: '28901',
  });
  // A postal code without a municipality, or a municipality without one: nothing to compare.
  t.match(await teachers.updateMyProfile(teacher, { postalCode: '08001' }), { postalCode: '08001' });
});
