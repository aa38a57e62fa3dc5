import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of the Redsys card terminal (redirection integration, `HMAC_SHA256_V1`), as
 * Redsys documents it: the order number is encrypted with 3DES-CBC (zero IV, zero padding)
 * under the merchant's Base64-decoded secret, which gives a key for that order only; the
 * signature is the Base64 HMAC-SHA256 of the Base64 `Ds_MerchantParameters` under that key.
 * Only node:crypto: the whole algorithm is these few lines, and money depends on them.
 */

export const SIGNATURE_VERSION = 'HMAC_SHA256_V1';
/** Euros, ISO 4217 numeric. */
export const CURRENCY_EUR = '978';
/** Authorisation (a normal card payment). */
export const TRANSACTION_AUTHORISATION = '0';

/** The order's key: 3DES-CBC of the order number, zero IV, zero-padded to 8 bytes. */
export function orderKey(secretKey: string, order: string): Buffer {
  const key = Buffer.from(secretKey, 'base64');
  const plain = Buffer.from(order, 'utf8');
  const padded = Buffer.alloc(Math.ceil(plain.length / 8) * 8);
  plain.copy(padded);
  const cipher = createCipheriv('des-ede3-cbc', key, Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

/** Base64 HMAC-SHA256 of the (Base64) merchant parameters under the order's key. */
export function sign(secretKey: string, order: string, merchantParameters: string): string {
  return createHmac('sha256', orderKey(secretKey, order)).update(merchantParameters, 'utf8').digest('base64');
}

/** The three fields of the form the browser posts to the terminal. */
export interface SignedForm {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}

/** Encodes the request's parameters (`DS_MERCHANT_*`) and signs them with their order's key. */
export function signRequest(secretKey: string, parameters: Record<string, string>): SignedForm {
  const order = parameters.DS_MERCHANT_ORDER;
  if (!order) throw new Error('DS_MERCHANT_ORDER is required to sign a Redsys request');
  const encoded = Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64');
  return {
    Ds_SignatureVersion: SIGNATURE_VERSION,
    Ds_MerchantParameters: encoded,
    Ds_Signature: sign(secretKey, order, encoded),
  };
}

/** Standard or URL-safe Base64 (Redsys sends either), to bytes; padding optional. */
function base64Bytes(text: string): Buffer {
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

/** Decodes `Ds_MerchantParameters` (standard or URL-safe Base64 JSON); undefined when it is not that. */
export function decodeParameters(merchantParameters: string): Record<string, string> | undefined {
  if (!/^[A-Za-z0-9+/_=-]+$/.test(merchantParameters)) return undefined;
  try {
    const value: unknown = JSON.parse(base64Bytes(merchantParameters).toString('utf8'));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v == null ? '' : String(v)]));
  } catch {
    return undefined;
  }
}

/** A notification's (or a request's) order number, whatever case its key is written in. */
export function orderOf(parameters: Record<string, string>): string | undefined {
  return parameters.Ds_Order ?? parameters.DS_ORDER ?? parameters.DS_MERCHANT_ORDER ?? parameters.Ds_Merchant_Order;
}

/**
 * Checks a notification: the signature (standard or URL-safe Base64) must be the one the
 * parameters' order gives, compared in constant time. Returns the decoded parameters when it
 * is, undefined otherwise (bad Base64, no order, wrong signature or version).
 */
export function verifyNotification(
  secretKey: string,
  form: { Ds_SignatureVersion?: unknown; Ds_MerchantParameters?: unknown; Ds_Signature?: unknown },
): Record<string, string> | undefined {
  const { Ds_SignatureVersion: version, Ds_MerchantParameters: encoded, Ds_Signature: signature } = form;
  if (typeof encoded !== 'string' || typeof signature !== 'string' || !encoded || !signature) return undefined;
  if (version !== undefined && version !== SIGNATURE_VERSION) return undefined;
  if (!/^[A-Za-z0-9+/_=-]+$/.test(signature)) return undefined;
  const parameters = decodeParameters(encoded);
  const order = parameters && orderOf(parameters);
  if (!parameters || !order) return undefined;
  const expected = base64Bytes(sign(secretKey, order, encoded));
  const given = base64Bytes(signature);
  if (given.length !== expected.length) return undefined;
  return timingSafeEqual(given, expected) ? parameters : undefined;
}

/** Ds_Response 0000–0099: authorised. Everything else (or nothing) is a refusal. */
export function isAuthorised(response: string | undefined): boolean {
  return !!response && /^\d{1,4}$/.test(response.trim()) && Number(response) <= 99;
}
