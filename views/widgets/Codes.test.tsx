import t from 'tap';
import { renderToStaticMarkup } from 'react-dom/server';
import { keepCodes } from './Codes';

t.test('keepCodes keeps every invoice number on one line and leaves the rest of the text as it is', async (t) => {
  const html = (text: string) => renderToStaticMarkup(<p>{keepCodes(text)}</p>);
  t.equal(
    html('Rectificar la factura F2026-000123'),
    '<p>Rectificar la factura <span class="nowrap">F2026-000123</span></p>',
  );
  t.equal(
    html('Rectifica la A2026-000001 y la R2026-000002.'),
    '<p>Rectifica la <span class="nowrap">A2026-000001</span> y la <span class="nowrap">R2026-000002</span>.</p>',
  );
  t.equal(html('Los cambios se han guardado'), '<p>Los cambios se han guardado</p>');
  t.equal(html('Del 2026-11-22 al 2026-11-30'), '<p>Del 2026-11-22 al 2026-11-30</p>', 'a date is no invoice number');
});
