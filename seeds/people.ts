import type { Knex } from 'knex';
import { composeIBAN } from 'ibantools';

/**
 * The demo academy's people: a dozen teachers with studies, subjects, preferred districts and
 * weekly availability, thirty customers (families and a few companies) with their students.
 * Names are Spanish; NIFs, CIFs and IBANs are generated with valid control characters.
 * Deterministic: the same data on every fresh database.
 */

/**
 * A small deterministic generator (mulberry32), so the demo is the same on every machine (and a
 * fuzz test's failure can be replayed from its seed).
 */
export function random(seed: number) {
  let a = seed;
  const next = () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const some = <T>(list: readonly T[], count: number): T[] => [...list].sort(() => next() - 0.5).slice(0, count);
  const chance = (p: number) => next() < p;
  return { next, int, pick, some, chance };
}

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export function nifFor(number: number): string {
  const digits = String(number).padStart(8, '0');
  return digits + NIF_LETTERS[number % 23];
}

/** A CIF (company) with its control digit: letter, province+number (7 digits), control. */
export function cifFor(letter: 'A' | 'B' | 'G', body: number): string {
  const digits = String(body).padStart(7, '0');
  let even = 0;
  let odd = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    if (i % 2 === 1) even += d;
    else odd += Math.floor((d * 2) / 10) + ((d * 2) % 10);
  }
  const control = (10 - ((even + odd) % 10)) % 10;
  return `${letter}${digits}${control}`;
}

/** The two control digits of a Spanish account number (CCC). */
function cccControl(bank: string, branch: string, account: string): string {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const digit = (value: string) => {
    const sum = value.split('').reduce((s, c, i) => s + Number(c) * weights[i], 0);
    const d = 11 - (sum % 11);
    return d === 11 ? 0 : d === 10 ? 1 : d;
  };
  return `${digit(`00${bank}${branch}`)}${digit(account)}`;
}

const BANKS = ['2100', '0049', '0182', '0081', '2085', '0128', '1465'];

export function ibanFor(rng: ReturnType<typeof random>): string {
  const bank = rng.pick(BANKS);
  const branch = String(rng.int(1, 9999)).padStart(4, '0');
  const account = String(rng.int(1, 999_999_999)).padStart(10, '0');
  return composeIBAN({ countryCode: 'ES', bban: `${bank}${branch}${cccControl(bank, branch, account)}${account}` })!;
}

const MALE = [
  'Alejandro',
  'Pablo',
  'Daniel',
  'Sergio',
  'Javier',
  'David',
  'Álvaro',
  'Adrián',
  'Jorge',
  'Iván',
  'Rubén',
  'Marcos',
  'Hugo',
  'Mario',
  'Raúl',
  'Andrés',
];
const FEMALE = [
  'Lucía',
  'María',
  'Paula',
  'Laura',
  'Marta',
  'Sara',
  'Andrea',
  'Elena',
  'Claudia',
  'Irene',
  'Nerea',
  'Alba',
  'Cristina',
  'Beatriz',
  'Noelia',
  'Inés',
];
const CHILDREN = [
  'Leo',
  'Martina',
  'Mateo',
  'Sofía',
  'Hugo',
  'Valeria',
  'Lucas',
  'Julia',
  'Manuel',
  'Carla',
  'Álex',
  'Emma',
  'Nicolás',
  'Olivia',
  'Gonzalo',
  'Vega',
  'Bruno',
  'Aitana',
  'Marco',
  'Daniela',
];
const SURNAMES = [
  'García',
  'Fernández',
  'González',
  'Rodríguez',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Martín',
  'Jiménez',
  'Hernández',
  'Ruiz',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Navarro',
  'Torres',
  'Domínguez',
  'Vázquez',
  'Ramos',
  'Gil',
  'Serrano',
  'Molina',
  'Castro',
  'Ortega',
  'Rubio',
  'Núñez',
  'Iglesias',
  'Peña',
];
const STREETS = [
  'Calle de Alcalá',
  'Calle de Serrano',
  'Paseo de la Castellana',
  'Calle de Bravo Murillo',
  'Calle de Arturo Soria',
  'Avenida de América',
  'Calle de Goya',
  'Calle de Princesa',
  'Calle de Embajadores',
  'Calle de López de Hoyos',
  'Avenida de la Albufera',
  'Calle de Fuencarral',
];
const COMPANIES = ['Colegio Los Almendros S.L.', 'Asociación de Vecinos Retiro', 'Fundación Aprender Juntos'];
const SOURCES = ['webform', 'webform', 'webform', 'alumni', 'referee', 'referee', 'other'] as const;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export async function seedPeople(db: Knex, passwordHash: string) {
  const rng = random(20261122);
  const madrid = await db('municipalities').where({ code: '28079' }).first('id');
  if (!madrid) return;
  const districts = (await db('districts')
    .where({ municipalityId: madrid.id })
    .orderBy('name')
    .select('id', 'name')) as { id: number; name: string }[];
  const studies = (await db('studies').select('id', 'name')) as { id: number; name: string }[];
  const subjects = (await db('subjects').select('id', 'name')) as { id: number; name: string }[];
  const levels = (await db('levels').orderBy('position').select('id', 'name')) as { id: number; name: string }[];
  const courses = (await db('courses as c')
    .join('levels as l', 'l.id', 'c.level_id')
    .orderBy(['l.position', 'c.position'])
    .select('c.id', 'l.name as level')) as { id: number; level: string }[];
  const advisors = (await db('users').where({ role: 'advisor' }).pluck('id')) as number[];
  const [extraAdvisor] = await db('users')
    .insert({
      email: 'elena.asesora@academia.test',
      role: 'advisor',
      firstName: 'Elena',
      lastName: 'Prieto Campos',
      phone: '+34 910 000 004',
      passwordHash,
    })
    .returning('id');
  advisors.push(extraAdvisor.id);

  await db.transaction(async (trx) => {
    // Teachers: the demo profesor@ plus eleven more, one of them dropped out last summer.
    const demoTeacher = await trx('users')
      .where({ email: 'profesor@academia.test' })
      .first('id', 'first_name', 'last_name');
    const teacherIds: number[] = [];
    for (let i = 0; i < 12; i++) {
      let userId: number;
      if (i === 0 && demoTeacher) userId = demoTeacher.id;
      else {
        const female = i % 2 === 1;
        const firstName = rng.pick(female ? FEMALE : MALE);
        const lastName = `${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`;
        const email = `${firstName}.${lastName.split(' ')[0]}${i}`
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .concat('@academia.test');
        const [row] = await trx('users')
          .insert({
            email,
            role: 'teacher',
            firstName,
            lastName,
            phone: `+34 6${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)}`,
            passwordHash,
          })
          .returning('id');
        userId = row.id;
      }
      teacherIds.push(userId);
      const start = new Date(Date.UTC(2021 + (i % 5), rng.int(0, 11), rng.int(1, 28)));
      await trx('teachers').insert({
        id: userId,
        nif: nifFor(rng.int(10_000_000, 79_999_999)),
        birthDate: isoDate(new Date(Date.UTC(rng.int(1975, 2001), rng.int(0, 11), rng.int(1, 28)))),
        address: `${rng.pick(STREETS)}, ${rng.int(1, 200)}`,
        postalCode: `280${String(rng.int(1, 55)).padStart(2, '0')}`,
        municipalityId: madrid.id,
        iban: ibanFor(rng),
        hasTeachingDegree: rng.next() < 0.6,
        hasAcceptedTerms: i !== 11,
        hasAcceptedPrivacyPolicy: i !== 11,
        acceptedDate: i !== 11 ? start : null,
        startDate: isoDate(start),
        dropOutDate: i === 10 ? '2026-06-30' : null,
        remarks: i === 10 ? 'Baja voluntaria al terminar el curso 2025-2026.' : null,
      });
      for (const study of rng.some(studies, rng.int(1, 2))) {
        const from = rng.int(2005, 2018);
        await trx('teacher_studies').insert({
          teacherId: userId,
          studyId: study.id,
          startDate: `${from}-09-15`,
          endDate: `${from + 4}-06-30`,
        });
      }
      const teachable = levels.filter((l) => l.name !== 'Adultos');
      const pairs = new Set<string>();
      for (const subject of rng.some(subjects, rng.int(2, 4))) {
        for (const level of rng.some(teachable, rng.int(1, 2))) pairs.add(`${subject.id}:${level.id}`);
      }
      await trx('teacher_subjects').insert(
        [...pairs].map((p) => ({
          teacherId: userId,
          subjectId: Number(p.split(':')[0]),
          levelId: Number(p.split(':')[1]),
        })),
      );
      await trx('teacher_districts').insert(
        rng.some(districts, rng.int(2, 4)).map((d) => ({ teacherId: userId, districtId: d.id })),
      );
      const slots = rng.some([1, 2, 3, 4, 5], rng.int(2, 4)).map((weekday) => {
        const from = rng.pick([16, 17, 18]);
        return { teacherId: userId, weekday, startTime: `${from}:00`, endTime: `${from + rng.int(2, 4)}:00` };
      });
      if (rng.next() < 0.4) slots.push({ teacherId: userId, weekday: 6, startTime: '10:00', endTime: '13:00' });
      await trx('availabilities').insert(slots);
    }

    // Customers: families in Madrid, three companies or associations; each with one to three students.
    for (let i = 0; i < 30; i++) {
      const company = i % 10 === 9 ? COMPANIES[Math.floor(i / 10)] : undefined;
      const female = rng.next() < 0.6;
      const firstName = company ?? rng.pick(female ? FEMALE : MALE);
      const surname1 = rng.pick(SURNAMES);
      const lastName = company ? '' : `${surname1} ${rng.pick(SURNAMES)}`;
      const nif = company
        ? cifFor(company.includes('S.L.') ? 'B' : 'G', rng.int(2_800_000, 2_899_999))
        : nifFor(rng.int(10_000_000, 79_999_999));
      const emailName = (company ? company.split(' ')[0] + i : `${firstName}.${surname1}${i}`)
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '');
      const email = `${emailName}@correo.test`;
      const address = `${rng.pick(STREETS)}, ${rng.int(1, 200)}, ${rng.int(1, 8)}º ${rng.pick(['A', 'B', 'C', 'D', 'Izq.', 'Dcha.'])}`;
      const postalCode = `280${String(rng.int(1, 55)).padStart(2, '0')}`;
      const district = rng.pick(districts);
      const created = new Date(Date.UTC(2025, rng.int(0, 21), rng.int(1, 28)));
      const [customer] = await trx('customers')
        .insert({
          firstName,
          lastName,
          nif,
          email,
          phone: `+34 6${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)}`,
          address,
          postalCode,
          municipalityId: madrid.id,
          districtId: district.id,
          iban: rng.next() < 0.8 ? ibanFor(rng) : null,
          isCompany: !!company,
          source: rng.pick(SOURCES),
          advisorId: rng.pick(advisors),
          remarks: i % 7 === 0 ? 'Prefiere que le llamen por la tarde.' : null,
          invoiceSameAsPersonal: true,
          invoiceName: company ?? `${firstName} ${lastName}`,
          invoiceEmail: email,
          invoiceNif: nif,
          invoiceAddress: address,
          invoicePostalCode: postalCode,
          invoiceMunicipalityId: madrid.id,
          createdDate: created,
          updatedDate: created,
        })
        .returning('id');
      const children = company ? rng.int(2, 3) : rng.int(1, 2);
      for (let c = 0; c < children; c++) {
        const course = rng.pick(courses.filter((k) => k.level !== 'Universidad' && k.level !== 'Adultos'));
        const age = 6 + courses.indexOf(course);
        await trx('students').insert({
          customerId: customer.id,
          firstName: rng.pick(CHILDREN),
          lastName: company ? `${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}` : lastName,
          birthDate: isoDate(new Date(Date.UTC(2026 - age, rng.int(0, 11), rng.int(1, 28)))),
          courseId: course.id,
          remarks: c === 0 && i % 5 === 0 ? 'Necesita refuerzo antes de los exámenes de diciembre.' : null,
          createdDate: created,
          updatedDate: created,
        });
      }
    }
  });
}
