import { createHash } from 'node:crypto';
import { madridWallClock } from '../../src/lib/intl';

/**
 * Veri*factu (RD 1007/2023, Orden HAC/1177/2024): the text a registration record's
 * fingerprint is computed over, the fingerprint, and the check address the invoice's QR
 * code carries.
 */
export interface RecordFields {
  issuerNif: string;
  /** Series and number as printed: `A2026-000123`. */
  number: string;
  /** The invoice's date, 'YYYY-MM-DD'. */
  date: string;
  invoiceType: string;
  vatCents: number;
  totalCents: number;
  /** The previous record's fingerprint, empty for the first of the chain. */
  previousFingerprint: string;
  /** The record's generation time, ISO 8601 with its offset. */
  generatedAt: string;
}

/** 'YYYY-MM-DD' → 'dd-mm-yyyy', as the records and the QR code write dates. */
export const recordDate = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** Cents → '123.45' ('-12.30' for an amending amount): two decimals, a point. */
export function recordAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function recordText(r: RecordFields): string {
  return [
    `IDEmisorFactura=${r.issuerNif}`,
    `NumSerieFactura=${r.number}`,
    `FechaExpedicionFactura=${recordDate(r.date)}`,
    `TipoFactura=${r.invoiceType}`,
    `CuotaTotal=${recordAmount(r.vatCents)}`,
    `ImporteTotal=${recordAmount(r.totalCents)}`,
    `Huella=${r.previousFingerprint}`,
    `FechaHoraHusoGenRegistro=${r.generatedAt}`,
  ].join('&');
}

/** SHA-256 of the text (UTF-8), upper-case hex. */
export const fingerprintOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase();

/** An instant as Madrid's wall clock with its offset, to the second: '2026-11-23T14:05:09+01:00'. */
export function madridTimestamp(now = new Date()): string {
  const { wall, offset } = madridWallClock(now);
  return wall + offset;
}

/** The tax agency's check address for an invoice (the QR code's content). */
export function verificationUrl(
  base: string,
  q: { issuerNif: string; number: string; date: string; totalCents: number },
): string {
  const params = new URLSearchParams({
    nif: q.issuerNif,
    numserie: q.number,
    fecha: recordDate(q.date),
    importe: recordAmount(q.totalCents),
  });
  return `${base}?${params.toString()}`;
}

/** The production check page of the tax agency (the test one is used by the tests). */
export const AEAT_QR_PRODUCTION = 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR';
export const AEAT_QR_TEST = 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR';
