/**
 * The money benchmarks (issues 12 and 13), each against a baseline measured in the same run:
 *
 *   pdf       invoice PDFs per second (the service's detail + pdfkit + QR) against bare pdfkit
 *             drawing the same one-page text without database or QR (target ≥ 0.75).
 *   zip       the ZIP of 10,000 invoices through GET /invoices/export.zip: time, peak RSS, and
 *             GET /login's p99 meanwhile (targets ≤ 100 s, ≤ 300 MB; the server keeps answering).
 *   csv       the CSV of 1,000,000 invoices through GET /invoices/export.csv against a bare
 *             pg-cursor → csv-stringify loop over the same rows (target ≥ 1.0, RSS flat).
 *   payrolls  one month for 10,000 teachers with 20 validated classes each (200,000 classes)
 *             against one SQL aggregate over the same classes (targets ≤ 20 s, peak RSS
 *             ≤ 256 MB, GET /login keeps answering meanwhile).
 *
 * `npm run bench -- pdf zip csv payrolls` (any of them; `money` for all four): each seeds its
 * own database, `bench_money`, with generated SQL. Not in a plain `npm run bench` (minutes each).
 */
import autocannon from 'autocannon';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { stringify } from 'csv-stringify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/knex';
import { migrateLatest } from '../src/db/migrate';
import { hashPassword } from '../modules/people';
import { seedAcademic } from '../seeds/academic';
import { invoicePdf, pdfBytes, stockInvoicePdf } from '../modules/invoices/pdf';
import { renderInvoicePdf } from '../modules/invoices/pdf.pool';
import type { Actor } from '../src/lib/policy';
import { CONNECTIONS } from './lib';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** `BENCH_MONEY_DB` names another database (two people benching on one PostgreSQL). */
const DB_NAME = process.env.BENCH_MONEY_DB ?? 'bench_money';
const benchUrl = new URL(baseUrl);
benchUrl.pathname = `/${DB_NAME}`;
const PASSWORD = 'benchmark-2026';

type App = Awaited<ReturnType<typeof buildApp>>;

async function prepare(): Promise<Knex> {
  const admin = knexFactory({ client: 'pg', connection: baseUrl });
  await admin.raw(`drop database if exists ${DB_NAME} with (force)`);
  await admin.raw(`create database ${DB_NAME}`);
  await admin.destroy();
  const db = createDb({ url: benchUrl.toString() });
  await migrateLatest(db);
  await seedAcademic(db);
  await db('users').insert({
    email: 'bench@academia.test',
    role: 'admin',
    firstName: 'Bench',
    lastName: 'Mark',
    passwordHash: await hashPassword(PASSWORD),
  });
  await db('fiscal_settings').where('id', 1).update({
    legalName: 'Academia Apolo Formación, S.L.',
    nif: 'B86541232',
    address: 'Calle de Alcalá, 120, 2º B',
    postalCode: '28009',
  });
  return db;
}

/** `count` invoices of one line each, dated over 2025–2026, through generated SQL (the triggers allow inserts). */
async function seedInvoices(db: Knex, count: number) {
  const [customer] = await db('customers')
    .insert({
      firstName: 'Lucía',
      lastName: 'Gómez Ruiz',
      nif: '12345678Z',
      address: 'Calle Mayor, 1',
      postalCode: '28013',
      email: 'lucia@correo.test',
    })
    .returning('id');
  const series = await db('invoice_series').where('code', 'A').first('id');
  const vat = await db('vat_types').where('tax_code', 'E1').first('id', 'name', 'rate', 'exemption_text');
  const started = Date.now();
  for (let from = 1; from <= count; from += 200_000) {
    const to = Math.min(count, from + 199_999);
    await db.raw(
      `insert into invoices (series_id, series_code, year, number, date, issuer_name, issuer_nif, issuer_address, issuer_postal_code, issuer_municipality,
         customer_id, customer_name, customer_nif, customer_address, customer_postal_code, customer_municipality, customer_email,
         vat_type_id, vat_name, vat_rate, vat_exemption_text, tax_code, base_cents, vat_cents, total_cents, payment_method, status)
       select :series, 'A', 2025 + (n > :half)::int, n - case when n > :half then :half else 0 end,
              date '2025-01-01' + ((n * 730) / :count)::int,
              'Academia Apolo Formación, S.L.', 'B86541232', 'Calle de Alcalá, 120, 2º B', '28009', 'Madrid',
              :customer, 'Lucía Gómez Ruiz', '12345678Z', 'Calle Mayor, 1', '28013', 'Madrid', 'lucia@correo.test',
              :vat, :vatName, :rate, :text, 'E1', 20000 + n % 5000, 0, 20000 + n % 5000,
              (array['cash', 'wire', 'redsys'])[1 + n % 3], 'paid'
         from generate_series(:from::int, :to::int) n`,
      {
        series: series.id,
        customer: customer.id,
        vat: vat.id,
        vatName: vat.name,
        rate: vat.rate,
        text: vat.exemptionText,
        half: Math.ceil(count / 2),
        count,
        from,
        to,
      },
    );
  }
  await db.raw(
    `insert into invoice_lines (invoice_id, position, concept, quantity, unit_price_cents, amount_cents)
     select id, 1, 'Bono de 10 h de Matemáticas, 2º ESO, para Lucía — del 01/12/2026 al 28/02/2027', 1, total_cents, total_cents from invoices`,
  );
  await db.raw('analyze invoices; analyze invoice_lines');
  console.log(`  ${count.toLocaleString('es-ES')} invoices seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function start(db: Knex) {
  const app = await buildApp(
    loadConfig(
      { NODE_ENV: 'production' },
      { logLevel: 'warn', databaseUrl: benchUrl.toString(), secureCookies: false },
    ),
    { db },
  );
  const { token } = await app.services.auth.login('bench@academia.test', PASSWORD);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, cookie: `apollo-token=${token}; locale=es; _csrf=benchsecret` };
}

async function adminActor(db: Knex): Promise<Actor> {
  const u = await db('users').where('email', 'bench@academia.test').first('id', 'email', 'first_name', 'last_name');
  return { id: u.id, role: 'admin', email: u.email, firstName: u.firstName, lastName: u.lastName, sessionId: 0 };
}

/** Samples the process's RSS every 100 ms; `stop()` gives the peak and the samples. */
function rssSampler() {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(process.memoryUsage.rss()), 100);
  return {
    stop() {
      clearInterval(timer);
      samples.push(process.memoryUsage.rss());
      return { peak: Math.max(...samples), samples };
    },
  };
}

/** GET /login at 20 requests a second until stopped: is the server still answering? (A gentle rate: the probe must not take the CPU it measures.) */
function loginProbe(url: string) {
  let instance: autocannon.Instance | undefined;
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({ url: `${url}/login`, connections: 2, overallRate: 20, duration: 3600 }, (err, r) =>
      err ? reject(err) : resolve(r),
    ) as unknown as autocannon.Instance;
  });
  return {
    async stop() {
      instance?.stop();
      return result;
    },
  };
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function drain(res: Response) {
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  return bytes;
}

/** Waits for a document's bytes. */
function bytesOf(doc: PDFKit.PDFDocument): Promise<number> {
  let bytes = 0;
  doc.on('data', (c: Buffer) => (bytes += c.length));
  return new Promise<number>((resolve) => doc.on('end', () => resolve(bytes)));
}

/**
 * Completions per second of `work` with `inFlight` calls always under way (a new one starts as
 * each ends), after a warm-up: a server's throughput under concurrent requests.
 */
async function throughput(work: (i: number) => Promise<unknown>, { inFlight = 1, seconds = 3 } = {}) {
  for (let i = 0; i < 20; i++) await work(i); // warm-up
  const started = performance.now();
  let n = 0;
  const lane = async () => {
    while (performance.now() - started < seconds * 1000) await work(n++);
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return (n * 1000) / (performance.now() - started);
}

async function benchPdf(db: Knex, app: App, server: { url: string; cookie: string }) {
  console.log('\n## Invoice PDF / bare pdfkit — target ≥ 0.75');
  const actor = await adminActor(db);
  const all = (await db('invoices').orderBy('id').pluck('id')) as number[];
  const ids = all.slice(0, 500);
  const { invoices } = app.services;
  // Baseline: pdfkit as it comes drawing the same one-page invoice, already in memory, without
  // its QR code, on this thread (synchronous drawing: requests in flight would not make it faster).
  const sample = await invoices.get(actor, ids[0]);
  const bare = () => bytesOf(stockInvoicePdf(sample, null));
  // Measured: what GET /invoices/{id}.pdf does (invoices.routes.tsx): the invoice, its lines and
  // its stored QR code from the database in one query, the drawing in the PDF worker thread.
  const render = async (id: number) => {
    const { invoice, qr } = await invoices.printableWithQr(actor, id);
    return (await renderInvoicePdf(invoice, qr)).length;
  };
  // The first PDF of an invoice makes its QR code and stores it: invoices never drawn before.
  const fresh = all.slice(500);
  const firstRate = await throughput((i) => render(fresh[i % fresh.length]), { seconds: 2 });
  // Before: the QR code made for each PDF, the drawing in the worker thread (what the ZIP still does).
  const beforeRate = await throughput(
    async (i) => {
      const invoice = await invoices.printable(actor, ids[i % ids.length]);
      return (await renderInvoicePdf(invoice, invoices.qrUrl(invoice))).length;
    },
    { seconds: 2 },
  );
  for (const id of ids) await render(id); // every measured invoice has had its first PDF
  // For comparison, not the target: the stored QR code drawn on this thread, and the baseline in the worker.
  const onMain = async (id: number) => {
    const { invoice, qr } = await invoices.printableWithQr(actor, id);
    return (await pdfBytes(invoicePdf(invoice, qr))).length;
  };
  const bareInWorker = () => renderInvoicePdf(sample, null);
  // Alternating rounds, so the load of a shared machine weighs on both sides of the ratio. The
  // route is measured as a server meets it, CONNECTIONS requests in flight (the database's
  // round trip and the drawing overlap: the worker draws one while the next is read), and
  // one at a time, where each PDF waits for its own query.
  const rates = { bare: 0, served: 0, serial: 0, main: 0, bareWorker: 0 };
  for (let round = 0; round < 3; round++) {
    rates.bare += (await throughput(bare)) / 3;
    rates.served += (await throughput((i) => render(ids[i % ids.length]), { inFlight: CONNECTIONS })) / 3;
    rates.serial += (await throughput((i) => render(ids[i % ids.length]), { seconds: 1 })) / 3;
    rates.main += (await throughput((i) => onMain(ids[i % ids.length]), { seconds: 1 })) / 3;
    rates.bareWorker += (await throughput(bareInWorker, { seconds: 1 })) / 3;
  }
  // The route itself, over HTTP (session, Fastify, the download), for the record.
  const http = await autocannon({
    url: `${server.url}/invoices/${ids[0]}.pdf`,
    headers: { cookie: server.cookie },
    connections: CONNECTIONS,
    duration: 5,
  });
  const rate = (label: string, value: number) =>
    console.log(`${label.padEnd(62)} ${value.toFixed(0).padStart(6)} PDF/s`);
  rate('bare pdfkit, same page, no QR', rates.bare);
  rate(`invoice PDF (database + stored QR, worker), ${CONNECTIONS} in flight`, rates.served);
  rate('  the same, one at a time', rates.serial);
  rate('  GET /invoices/{id}.pdf over HTTP, same in flight', http.requests.average);
  rate('  first PDF of an invoice (QR made and stored), one at a time', firstRate);
  rate('  QR made each time (before), one at a time', beforeRate);
  rate('  stored QR, drawn on the main thread, one at a time', rates.main);
  rate('  the same page without QR in the worker (kept fonts), one at a time', rates.bareWorker);
  const ratio = rates.served / rates.bare;
  console.log(`ratio: ${ratio.toFixed(2)} (target ≥ 0.75) ${ratio >= 0.75 ? 'met' : 'NOT met'}`);
  console.log(`one at a time: ${(rates.serial / rates.bare).toFixed(2)}`);
}

async function benchZip(db: Knex, url: string, cookie: string) {
  console.log('\n## ZIP of 10,000 invoices — targets ≤ 100 s, ≤ 300 MB, /login answering');
  const ids = (await db('invoices').orderBy(['date', 'id']).limit(10_000).pluck('date')) as string[];
  const to = new Date(ids[ids.length - 1]).toISOString().slice(0, 10);
  const baseline = await fetch(`${url}/login`);
  await baseline.text();
  const idle = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url: `${url}/login`, connections: 2, duration: 5 }, (err, r) => (err ? reject(err) : resolve(r))),
  );
  const rssBefore = process.memoryUsage.rss();
  const memory = rssSampler();
  const probe = loginProbe(url);
  const started = performance.now();
  const res = await fetch(`${url}/invoices/export.zip?from=2025-01-01&to=${to}`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`export.zip answered ${res.status}`);
  const bytes = await drain(res);
  const elapsed = performance.now() - started;
  const login = await probe.stop();
  const { peak } = memory.stop();
  console.log(`ZIP: ${mb(bytes)} in ${secs(elapsed)} (${((10_000 * 1000) / elapsed).toFixed(0)} invoices/s)`);
  console.log(
    `RSS: ${mb(rssBefore)} before, peak ${mb(peak)} (the bench, the server and its PDF workers in one process)`,
  );
  console.log(
    `GET /login: idle p99 ${idle.latency.p99} ms; during the export p50 ${login.latency.p50} ms, p99 ${login.latency.p99} ms, ${login.requests.total} answered, ${login.errors + login.non2xx} failed`,
  );
  console.log(
    `targets: time ${elapsed <= 100_000 ? 'met' : 'NOT met'}, memory ${peak <= 300 * 1024 * 1024 ? 'met' : 'NOT met'}`,
  );
}

async function benchCsv(db: Knex, url: string, cookie: string) {
  console.log('\n## CSV of 1,000,000 invoices / bare cursor → csv-stringify — target ≥ 1.0, RSS flat');
  const total = Number((await db('invoices').count({ n: '*' }).first())!.n);
  // The bare loop: one cursor over the same rows, 1,000 at a time, the same 13 columns.
  const pool = new pg.Pool({ connectionString: benchUrl.toString(), max: 1 });
  const bareStart = performance.now();
  let bareBytes = 0;
  const client = await pool.connect();
  try {
    const cursor = client.query(new Cursor('select i.*, null as amended_number from invoices i order by i.date, i.id'));
    const csv = stringify({ delimiter: ';', bom: true });
    csv.on('data', (c: Buffer) => (bareBytes += c.length));
    for (;;) {
      const rows = await cursor.read(1000);
      if (rows.length === 0) break;
      for (const r of rows) {
        const line = [
          r.series_code,
          `${r.series_code}${r.year}-${String(r.number).padStart(6, '0')}`,
          String(r.date instanceof Date ? r.date.toISOString() : r.date).slice(0, 10),
          r.customer_name,
          r.customer_nif,
          (r.base_cents / 100).toFixed(2).replace('.', ','),
          String(r.vat_rate).replace('.', ','),
          (r.vat_cents / 100).toFixed(2).replace('.', ','),
          (r.total_cents / 100).toFixed(2).replace('.', ','),
          r.payment_method,
          r.amended_number ?? '',
          '',
          r.status,
        ];
        if (!csv.write(line)) await new Promise((resolve) => csv.once('drain', resolve));
      }
    }
    csv.end();
    await new Promise((resolve) => csv.on('end', resolve));
    await cursor.close();
  } finally {
    client.release();
    await pool.end();
  }
  const bare = performance.now() - bareStart;

  const memory = rssSampler();
  const started = performance.now();
  const res = await fetch(`${url}/invoices/export.csv?from=2025-01-01&to=2026-12-31`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`export.csv answered ${res.status}`);
  const bytes = await drain(res);
  const elapsed = performance.now() - started;
  const { samples } = memory.stop();
  const third = Math.max(1, Math.floor(samples.length / 3));
  const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  console.log(
    `bare cursor → csv-stringify        ${total.toLocaleString('es-ES')} rows in ${secs(bare)} (${mb(bareBytes)})`,
  );
  console.log(
    `GET /invoices/export.csv           ${total.toLocaleString('es-ES')} rows in ${secs(elapsed)} (${mb(bytes)})`,
  );
  console.log(
    `ratio (rows/s, export / bare): ${(bare / elapsed).toFixed(2)} (target ≥ 1.0) ${bare / elapsed >= 1 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `RSS during the export: first third ${mb(avg(samples.slice(0, third)))}, last third ${mb(avg(samples.slice(-third)))}, peak ${mb(Math.max(...samples))}`,
  );
}

const TEACHERS = 10_000;
const CLASSES_EACH = 20;

/** 10,000 teachers, a voucher each, 20 validated classes each in October 2026, through generated SQL. */
async function seedPayrolls(db: Knex) {
  const started = Date.now();
  const course = await db('course_subjects').first('course_id', 'subject_id');
  const [customer] = await db('customers').insert({ firstName: 'Familia', lastName: 'Bench' }).returning('id');
  const [student] = await db('students')
    .insert({ customerId: customer.id, firstName: 'Alumno', lastName: 'Bench', courseId: course.courseId })
    .returning('id');
  await db.raw(
    `insert into users (email, role, first_name, last_name, password_hash)
     select 'profe' || n || '@academia.test', 'teacher', 'Profe ' || n, 'Bench', 'x' from generate_series(1, :n::int) n`,
    { n: TEACHERS },
  );
  await db.raw(`insert into teachers (id) select id from users where role = 'teacher'`);
  await db.raw(
    `insert into vouchers (customer_id, student_id, course_id, subject_id, teacher_id, hours, hourly_price_cents, teacher_hourly_pay_cents, amount_cents, start_date, end_date, status, payment_status, minutes_booked)
     select :customer, :student, :course, :subject, id, 30, 2500, 1500, 75000, date '2026-09-01', date '2027-06-30', 'active', 'paid', :minutes
       from users where role = 'teacher'`,
    {
      customer: customer.id,
      student: student.id,
      course: course.courseId,
      subject: course.subjectId,
      minutes: (CLASSES_EACH / 4) * 90 + ((CLASSES_EACH * 3) / 4) * 60,
    },
  );
  await db.raw(
    `insert into classes (voucher_id, student_id, subject_id, teacher_id, date, duration, status, teacher_payment_status)
     select v.id, v.student_id, v.subject_id, v.teacher_id, timestamptz '2026-10-01 17:00 Europe/Madrid' + ((k % 30) || ' days')::interval, case when k % 4 = 0 then 90 else 60 end, 'validated', 'teacherPendingPayment'
       from vouchers v, generate_series(1, :k::int) k`,
    { k: CLASSES_EACH },
  );
  await db.raw('analyze');
  console.log(
    `  ${TEACHERS.toLocaleString('es-ES')} teachers and ${(TEACHERS * CLASSES_EACH).toLocaleString('es-ES')} classes seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function benchPayrolls(db: Knex, app: App, url: string) {
  console.log('\n## Payrolls of one month for 10,000 teachers / one SQL aggregate — targets ≤ 20 s, ≤ 256 MB');
  const aggregateStart = performance.now();
  const agg = await db.raw(
    `select c.teacher_id, count(*) as classes, sum(c.duration) as minutes, round(sum(c.duration * v.teacher_hourly_pay_cents) / 60.0) as gross
       from classes c join vouchers v on v.id = c.voucher_id
      where c.status = 'validated' and c.teacher_payment_status = 'teacherPendingPayment'
        and c.date >= timestamptz '2026-10-01 00:00 Europe/Madrid' and c.date < timestamptz '2026-11-01 00:00 Europe/Madrid'
      group by c.teacher_id`,
  );
  const aggregate = performance.now() - aggregateStart;
  const actor = await adminActor(db);
  const rssBefore = process.memoryUsage.rss();
  const memory = rssSampler();
  const probe = loginProbe(url);
  const started = performance.now();
  const result = await app.services.payrolls.generate(actor, '2026-10');
  const elapsed = performance.now() - started;
  const login = await probe.stop();
  const { peak } = memory.stop();
  console.log(`SQL aggregate: ${agg.rows.length.toLocaleString('es-ES')} teachers in ${secs(aggregate)}`);
  console.log(
    `generation: ${result.created.toLocaleString('es-ES')} payrolls, ${result.totals.classCount.toLocaleString('es-ES')} classes in ${secs(elapsed)} (${(elapsed / aggregate).toFixed(1)}× the aggregate)`,
  );
  console.log(
    `RSS: ${mb(rssBefore)} before, peak ${mb(peak)}; GET /login meanwhile p50 ${login.latency.p50} ms, p99 ${login.latency.p99} ms, ${login.requests.total} answered, ${login.errors + login.non2xx} failed`,
  );
  console.log(
    `targets: time ${elapsed <= 20_000 ? 'met' : 'NOT met'}, memory ${peak <= 256 * 1024 * 1024 ? 'met' : 'NOT met'}`,
  );
}

export const MONEY_BENCHES = ['pdf', 'zip', 'csv', 'payrolls'] as const;

export async function runMoney(names: readonly string[]) {
  const wanted = new Set(names.includes('money') ? MONEY_BENCHES : names);
  console.log(`Money benchmarks (${[...wanted].join(', ')}) on ${benchUrl.pathname.slice(1)}`);
  if (wanted.has('pdf') || wanted.has('zip')) {
    const db = await prepare();
    await seedInvoices(db, 10_000);
    const { app, url, cookie } = await start(db);
    if (wanted.has('pdf')) await benchPdf(db, app, { url, cookie });
    if (wanted.has('zip')) await benchZip(db, url, cookie);
    await app.close();
    await db.destroy();
  }
  if (wanted.has('csv')) {
    const db = await prepare();
    await seedInvoices(db, 1_000_000);
    const { app, url, cookie } = await start(db);
    await benchCsv(db, url, cookie);
    await app.close();
    await db.destroy();
  }
  if (wanted.has('payrolls')) {
    const db = await prepare();
    await seedPayrolls(db);
    const { app, url } = await start(db);
    await benchPayrolls(db, app, url);
    await app.close();
    await db.destroy();
  }
  const admin = knexFactory({ client: 'pg', connection: baseUrl });
  await admin.raw(`drop database if exists ${DB_NAME} with (force)`);
  await admin.destroy();
}
