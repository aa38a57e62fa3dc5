import t from 'tap';
import { decodeParameters, isAuthorised, orderKey, sign, signRequest, verifyNotification } from './redsys';

// Redsys' public test key (merchant 999008881, terminal 1), the one every published example uses.
const KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

t.test('order key: 3DES-CBC of the order, zero IV and zero padding', async (t) => {
  // Expected values from the redsys-pos package's tests (github.com/brickpop/redsys-pos,
  // test/index.js, "should match the expected 3DES encryption result").
  t.equal(orderKey(KEY, '0').toString('base64'), 'Qyx5NZhbucY=');
  t.equal(orderKey(KEY, '1234567890').toString('base64'), 'ntVrJPxp2xlsetWVajPl0g==');
  t.equal(
    orderKey(KEY, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ').toString('base64'),
    'zpFLv7NacMPOXx570s2BAdR9fZue1crKaHX2S/0/f/8=',
  );
});

t.test('a request: Base64 JSON parameters signed with the order key', async (t) => {
  // github.com/brickpop/redsys-pos, test/index.js, "should generate a valid object with request
  // parameters": the same JSON (key order kept) must give the same Base64 and signature.
  const parameters = {
    DS_MERCHANT_AMOUNT: '1000',
    DS_MERCHANT_ORDER: '12345678',
    DS_MERCHANT_MERCHANTNAME: 'SPEC SHOP',
    DS_MERCHANT_MERCHANTCODE: '327234688',
    DS_MERCHANT_CURRENCY: '978',
    DS_MERCHANT_TRANSACTIONTYPE: '0',
    DS_MERCHANT_TERMINAL: '1',
    DS_MERCHANT_MERCHANTURL: 'http://www.spec-shop.com/',
    DS_MERCHANT_URLOK: 'http://www.spec-shop/success',
    DS_MERCHANT_URLKO: 'http://www.spec-shop/error',
  };
  t.same(signRequest(KEY, parameters), {
    Ds_SignatureVersion: 'HMAC_SHA256_V1',
    Ds_MerchantParameters:
      'eyJEU19NRVJDSEFOVF9BTU9VTlQiOiIxMDAwIiwiRFNfTUVSQ0hBTlRfT1JERVIiOiIxMjM0NTY3OCIsIkRTX01FUkNIQU5UX01FUkNIQU5UTkFNRSI6IlNQRUMgU0hPUCIsIkRTX01FUkNIQU5UX01FUkNIQU5UQ09ERSI6IjMyNzIzNDY4OCIsIkRTX01FUkNIQU5UX0NVUlJFTkNZIjoiOTc4IiwiRFNfTUVSQ0hBTlRfVFJBTlNBQ1RJT05UWVBFIjoiMCIsIkRTX01FUkNIQU5UX1RFUk1JTkFMIjoiMSIsIkRTX01FUkNIQU5UX01FUkNIQU5UVVJMIjoiaHR0cDovL3d3dy5zcGVjLXNob3AuY29tLyIsIkRTX01FUkNIQU5UX1VSTE9LIjoiaHR0cDovL3d3dy5zcGVjLXNob3Avc3VjY2VzcyIsIkRTX01FUkNIQU5UX1VSTEtPIjoiaHR0cDovL3d3dy5zcGVjLXNob3AvZXJyb3IifQ==',
    Ds_Signature: 'OJHmZ7cVCM2YdKoFUWkSvK9suPLRvl3DPS840EgBW00=',
  });
  t.same(
    signRequest(KEY, { ...parameters, DS_MERCHANT_AMOUNT: '1500' }).Ds_Signature,
    '+FOvVhtCE7m+mLMecrj/sftU7B7GaWVxkATvswnDJgw=',
  );
  t.same(
    signRequest(KEY, { ...parameters, DS_MERCHANT_AMOUNT: '1500', DS_MERCHANT_ORDER: '00001234' }).Ds_Signature,
    'PDXnm3w6XoMCu9LH8qr4fH3lZixclxO75yV3lHZWBZk=',
  );
  // HMAC over a plain string with the key of order 1234567890 (same source, "expected HMAC 256 signature").
  t.equal(sign(KEY, '1234567890', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), 'GE/JQv/dmzqHleoAto1Vt2gbPYvXBlj4ighJIeF0LXs=');
  t.throws(() => signRequest(KEY, { DS_MERCHANT_AMOUNT: '1' }));
});

t.test('notifications: verified, URL-safe Base64 accepted, anything tampered refused', async (t) => {
  // A notification signed in URL-safe Base64 (github.com/brickpop/redsys-pos, test/index.js,
  // "should decode valid responses").
  const urlSafe = {
    Ds_SignatureVersion: 'HMAC_SHA256_V1',
    Ds_MerchantParameters:
      'eyJEc19EYXRlIjoiMjglMkYwNSUyRjIwMTgiLCJEc19Ib3VyIjoiMTAlM0E0NCIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQW1vdW50IjoiNjcwMCIsIkRzX0N1cnJlbmN5IjoiOTc4IiwiRHNfT3JkZXIiOiIwMDAwRkI5QTE3MiIsIkRzX01lcmNoYW50Q29kZSI6IjMzNjcwNDY1NSIsIkRzX1Rlcm1pbmFsIjoiMDAxIiwiRHNfUmVzcG9uc2UiOiIwMDAwIiwiRHNfVHJhbnNhY3Rpb25UeXBlIjoiMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMjE4MDQ4IiwiRHNfQ29uc3VtZXJMYW5ndWFnZSI6IjEiLCJEc19DYXJkX0NvdW50cnkiOiI3MjQiLCJEc19DYXJkX0JyYW5kIjoiMSJ9',
    Ds_Signature: '3Fg6oB4URw8ykL-hkvdYPW4RKvT3ikz6qAv6WMHFH2I=',
  };
  t.match(verifyNotification(KEY, urlSafe), {
    Ds_Order: '0000FB9A172',
    Ds_Amount: '6700',
    Ds_Response: '0000',
    Ds_AuthorisationCode: '218048',
    Ds_Currency: '978',
  });
  // The same signature in standard Base64, and without its padding.
  t.ok(verifyNotification(KEY, { ...urlSafe, Ds_Signature: '3Fg6oB4URw8ykL+hkvdYPW4RKvT3ikz6qAv6WMHFH2I=' }));
  t.ok(verifyNotification(KEY, { ...urlSafe, Ds_Signature: '3Fg6oB4URw8ykL-hkvdYPW4RKvT3ikz6qAv6WMHFH2I' }));

  // The notification of Redsys' own PHP example for the notification URL (ejemploRecepcionaPet.php
  // of the "API PHP" Redsys distributes; as kept in github.com/minube/redsys-api), test key.
  const phpExample = {
    Ds_SignatureVersion: 'HMAC_SHA256_V1',
    Ds_MerchantParameters:
      'eyJEc19EYXRlIjoiMzAlMkYwOCUyRjIwMjIiLCJEc19Ib3VyIjoiMTIlM0ExOCIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiMTU5MDAiLCJEc19DdXJyZW5jeSI6Ijk3OCIsIkRzX09yZGVyIjoiTU4wMDAwNDkiLCJEc19NZXJjaGFudENvZGUiOiIzNTU4NjgxMDAiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDAyNDEzIiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiI1IiwiRHNfQ29udHJvbF8xNjYxODU0NjgzOTg4IjoiMTY2MTg1NDY4Mzk4OCJ9',
    Ds_Signature: 'O9aFvML5qK8VBQhV4GK8kFHvmAQaSnX1hfckr7abzIs=',
  };
  t.match(verifyNotification(KEY, phpExample), {
    Ds_Order: 'MN000049',
    Ds_Amount: '15900',
    Ds_AuthorisationCode: '002413',
  });

  // A notification of the test terminal itself: merchant 999008881, terminal 001 (as kept in
  // github.com/Martiiroth/lacasadelsueloradiante, test-redsys-callback.sh).
  const testMerchant = {
    Ds_SignatureVersion: 'HMAC_SHA256_V1',
    Ds_MerchantParameters:
      'eyJEc19EYXRlIjoiMDglMkYxMCUyRjIwMjUiLCJEc19Ib3VyIjoiMDklM0EzOSIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQW1vdW50IjoiMTAwIiwiRHNfQ3VycmVuY3kiOiI5NzgiLCJEc19PcmRlciI6IjkwOTExMjkxNzM5MSIsIkRzX01lcmNoYW50Q29kZSI6Ijk5OTAwODg4MSIsIkRzX1Rlcm1pbmFsIjoiMDAxIiwiRHNfUmVzcG9uc2UiOiIwMDAwIiwiRHNfVHJhbnNhY3Rpb25UeXBlIjoiMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMzMxMTEzIiwiRHNfQ2FyZF9OdW1iZXIiOiI0NTQ4ODEqKioqKiowMDAzIiwiRHNfQ29uc3VtZXJMYW5ndWFnZSI6IjEiLCJEc19DYXJkX0NvdW50cnkiOiI3MjQiLCJEc19DYXJkX1R5cG9sb2d5IjoiQ09OU1VNTyIsIkRzX0NhcmRfQnJhbmQiOiIxIiwiRHNfUHJvY2Vzc2VkUGF5TWV0aG9kIjoiNzgiLCJEc19FQ0kiOiIwNSIsIkRzX1Jlc3BvbnNlX0Rlc2NyaXB0aW9uIjoiT1BFUkFDSU9OK0FVVE9SSVpBREEiLCJEc19Db250cm9sXzE3NTk5MDkxNTMwODAiOiIxNzU5OTA5MTUzMDgwIn0=',
    Ds_Signature: 'dHUhW1rf28M9l3VaZcLF30frN4j4makmshVtXOwYtyM=',
  };
  t.match(verifyNotification(KEY, testMerchant), {
    Ds_MerchantCode: '999008881',
    Ds_Terminal: '001',
    Ds_Order: '909112917391',
    Ds_Amount: '100',
    Ds_Response: '0000',
  });

  // Tampered: another amount in the parameters, a changed signature, another key, bad input.
  const params = decodeParameters(phpExample.Ds_MerchantParameters)!;
  const tampered = Buffer.from(JSON.stringify({ ...params, Ds_Amount: '1' })).toString('base64');
  t.equal(verifyNotification(KEY, { ...phpExample, Ds_MerchantParameters: tampered }), undefined);
  t.equal(
    verifyNotification(KEY, { ...phpExample, Ds_Signature: 'P9aFvML5qK8VBQhV4GK8kFHvmAQaSnX1hfckr7abzIs=' }),
    undefined,
  );
  t.equal(verifyNotification('Zq7HjrUOBfKmC576ILgskD5srU870gJ7', phpExample), undefined);
  t.equal(verifyNotification(KEY, { ...phpExample, Ds_SignatureVersion: 'HMAC_SHA512_V2' }), undefined);
  t.equal(verifyNotification(KEY, { ...phpExample, Ds_Signature: '' }), undefined);
  t.equal(verifyNotification(KEY, { ...phpExample, Ds_Signature: '12345==' }), undefined);
  t.equal(verifyNotification(KEY, { ...phpExample, Ds_MerchantParameters: 'not json!' }), undefined);
  t.equal(
    verifyNotification(KEY, {
      Ds_MerchantParameters: Buffer.from('{"Ds_Amount":"1"}').toString('base64'),
      Ds_Signature: 'abc',
    }),
    undefined,
  );
  t.equal(verifyNotification(KEY, {}), undefined);
});

t.test('authorised responses are 0000–0099', async (t) => {
  for (const code of ['0000', '0', '0099', '99']) t.ok(isAuthorised(code), code);
  for (const code of ['0100', '0180', '0190', '9915', '101', '', undefined, '-1', '00a0'])
    t.notOk(isAuthorised(code), String(code));
});
