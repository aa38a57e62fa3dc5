#!/usr/bin/env node
// Checks the static place data in this folder (no dependencies).
// Usage: node seeds/data/check-places.mjs   -> prints a summary, exits 1 on any failure.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const failures = [];
const fail = (msg) => failures.push(msg);

function load(file) {
  const path = join(here, file);
  try {
    const data = JSON.parse(readFileSync(path, 'utf8'));
    if (!Array.isArray(data)) throw new Error('not an array');
    return data;
  } catch (err) {
    fail(`${file}: cannot load (${err.message})`);
    return [];
  }
}

const KNOWN_LINES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'R', 'ML1', 'ML2', 'ML3'];
const MADRID = '28079';
const BARCELONA = '08019';
const collator = new Intl.Collator('es');

function expectCount(label, actual, expected) {
  if (actual !== expected) fail(`${label}: expected ${expected}, got ${actual}`);
}

function checkName(file, item, key = 'name') {
  const v = item[key];
  if (typeof v !== 'string' || v.trim() !== v || v === '' || /\s{2}/.test(v)) {
    fail(`${file}: bad ${key} ${JSON.stringify(v)} in ${JSON.stringify(item)}`);
  }
  // INE style "Rozas de Madrid, Las" must have been turned into "Las Rozas de Madrid"
  if (typeof v === 'string' && /, (El|La|Los|Las|L'|Els|Les|Es|Sa|Ses|A|O|As|Os|el|la|l'|els|les)(\/|$)/.test(v)) {
    fail(`${file}: article not moved to the front in ${JSON.stringify(v)}`);
  }
}

function checkUnique(file, list, key) {
  const seen = new Set();
  for (const item of list) {
    if (seen.has(item[key])) fail(`${file}: duplicate ${key} ${JSON.stringify(item[key])}`);
    seen.add(item[key]);
  }
  return seen;
}

function checkSorted(file, list, compare) {
  for (let i = 1; i < list.length; i++) {
    if (compare(list[i - 1], list[i]) > 0) {
      fail(`${file}: not sorted at ${JSON.stringify(list[i - 1])} / ${JSON.stringify(list[i])}`);
      return;
    }
  }
}

function checkKeys(file, list, keys) {
  for (const item of list) {
    const got = Object.keys(item).sort().join(',');
    if (got !== [...keys].sort().join(',')) fail(`${file}: unexpected keys in ${JSON.stringify(item)}`);
  }
}

const byCode = (a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

// provinces
const provinces = load('provinces.json');
checkKeys('provinces.json', provinces, ['code', 'name']);
expectCount('provinces', provinces.length, 52);
const provinceCodes = checkUnique('provinces.json', provinces, 'code');
checkUnique('provinces.json', provinces, 'name');
for (const p of provinces) {
  if (!/^(0[1-9]|[1-4]\d|5[0-2])$/.test(p.code)) fail(`provinces.json: bad code ${p.code}`);
  checkName('provinces.json', p);
}
checkSorted('provinces.json', provinces, byCode);

// municipalities (Madrid + Barcelona provinces)
function checkMunicipalities(file, list) {
  checkKeys(file, list, ['code', 'name', 'province']);
  const codes = checkUnique(file, list, 'code');
  for (const m of list) {
    if (!/^\d{5}$/.test(m.code)) fail(`${file}: bad code ${m.code}`);
    if (!provinceCodes.has(m.province)) fail(`${file}: ${m.code} has unknown province ${m.province}`);
    if (m.code.slice(0, 2) !== m.province) fail(`${file}: ${m.code} does not start with its province ${m.province}`);
    checkName(file, m);
  }
  checkSorted(file, list, byCode);
  return codes;
}
const municipalities = load('municipalities.json');
const municipalityCodes = checkMunicipalities('municipalities.json', municipalities);
const perProvince = (list, p) => list.filter((m) => m.province === p).length;
expectCount('municipalities of Madrid (28)', perProvince(municipalities, '28'), 179);
expectCount('municipalities of Barcelona (08)', perProvince(municipalities, '08'), 311);
expectCount('municipalities total', municipalities.length, 179 + 311);
for (const [code, name] of [[MADRID, 'Madrid'], [BARCELONA, 'Barcelona'], ['28127', 'Las Rozas de Madrid'], ['08101', "L'Hospitalet de Llobregat"]]) {
  const m = municipalities.find((x) => x.code === code);
  if (!m || m.name !== name) fail(`municipalities.json: expected ${code} ${name}, got ${m && m.name}`);
}

// optional: all of Spain
let allCount = null;
if (existsSync(join(here, 'municipalities-all.json'))) {
  const all = load('municipalities-all.json');
  checkMunicipalities('municipalities-all.json', all);
  allCount = all.length;
  if (all.length < 8100 || all.length > 8200) fail(`municipalities-all.json: implausible count ${all.length}`);
  const provincesSeen = new Set(all.map((m) => m.province));
  for (const p of provinceCodes) if (!provincesSeen.has(p)) fail(`municipalities-all.json: no municipality in province ${p}`);
  const allByCode = new Map(all.map((m) => [m.code, m]));
  for (const m of municipalities) {
    const a = allByCode.get(m.code);
    if (!a || a.name !== m.name) fail(`municipalities-all.json disagrees with municipalities.json on ${m.code}`);
  }
  expectCount('municipalities-all of Madrid (28)', perProvince(all, '28'), 179);
  expectCount('municipalities-all of Barcelona (08)', perProvince(all, '08'), 311);
}

// districts
const districts = load('districts.json');
checkKeys('districts.json', districts, ['code', 'name', 'municipality']);
expectCount('districts', districts.length, 31);
expectCount('districts of Madrid', districts.filter((d) => d.municipality === MADRID).length, 21);
expectCount('districts of Barcelona', districts.filter((d) => d.municipality === BARCELONA).length, 10);
const districtCodes = checkUnique('districts.json', districts, 'code');
const districtMunicipality = new Map();
for (const d of districts) {
  if (!municipalityCodes.has(d.municipality)) fail(`districts.json: ${d.code} has unknown municipality ${d.municipality}`);
  if (!/^\d{5}-\d{2}$/.test(d.code) || !d.code.startsWith(`${d.municipality}-`)) fail(`districts.json: bad code ${d.code}`);
  checkName('districts.json', d);
  districtMunicipality.set(d.code, d.municipality);
}
checkSorted('districts.json', districts, byCode);

// stations (Metro de Madrid)
const stations = load('stations.json');
checkKeys('stations.json', stations, ['name', 'lines', 'municipality', 'districts']);
if (stations.length < 230) fail(`stations: expected at least 230, got ${stations.length}`);
checkUnique('stations.json', stations, 'name');
const lineCount = new Map();
for (const s of stations) {
  checkName('stations.json', s);
  if (!Array.isArray(s.lines) || s.lines.length === 0) fail(`stations.json: ${s.name} has no lines`);
  if (new Set(s.lines).size !== (s.lines || []).length) fail(`stations.json: ${s.name} repeats a line`);
  for (const l of s.lines || []) {
    if (!KNOWN_LINES.includes(l)) fail(`stations.json: ${s.name} has unknown line ${JSON.stringify(l)}`);
    lineCount.set(l, (lineCount.get(l) || 0) + 1);
  }
  if (!municipalityCodes.has(s.municipality)) fail(`stations.json: ${s.name} has unknown municipality ${s.municipality}`);
  if (!Array.isArray(s.districts)) fail(`stations.json: ${s.name} districts is not an array`);
  for (const d of s.districts || []) {
    if (!districtCodes.has(d)) fail(`stations.json: ${s.name} has unknown district ${d}`);
    else if (districtMunicipality.get(d) !== s.municipality) fail(`stations.json: ${s.name} district ${d} is not in ${s.municipality}`);
  }
  if (new Set(s.districts).size !== (s.districts || []).length) fail(`stations.json: ${s.name} repeats a district`);
  if (s.municipality === MADRID && (s.districts || []).length === 0) fail(`stations.json: ${s.name} is in Madrid city but has no district`);
}
checkSorted('stations.json', stations, (a, b) => collator.compare(a.name, b.name));
for (const l of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'R']) {
  if (!lineCount.get(l)) fail(`stations.json: no station on line ${l}`);
}

// summary
const outside = stations.filter((s) => s.municipality !== MADRID).length;
console.log(`provinces:        ${provinces.length}`);
console.log(`municipalities:   ${municipalities.length} (Madrid ${perProvince(municipalities, '28')}, Barcelona ${perProvince(municipalities, '08')})`);
if (allCount !== null) console.log(`municipalities-all: ${allCount}`);
console.log(`districts:        ${districts.length}`);
console.log(`stations:         ${stations.length} (${outside} outside Madrid city)`);
console.log(`stations by line: ${[...lineCount.entries()].sort((a, b) => KNOWN_LINES.indexOf(a[0]) - KNOWN_LINES.indexOf(b[0])).map(([l, n]) => `${l}:${n}`).join(' ')}`);
if (failures.length) {
  console.error(`\n${failures.length} problem(s):`);
  for (const f of failures.slice(0, 50)) console.error(`  - ${f}`);
  if (failures.length > 50) console.error(`  … and ${failures.length - 50} more`);
  process.exit(1);
}
console.log('place data OK');
