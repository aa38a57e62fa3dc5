import t from 'tap';
import { renderToString } from 'react-dom/server';
import { PageContext, type PageContextValue } from '../context';
import { Form, MultiSelectField, SelectField, SliderField, TextField } from './Form';

const page: PageContextValue = { actor: null, url: '/x', csrfToken: 'token', nonce: 'n', requestId: 'r' };
const render = (element: React.ReactNode) =>
  renderToString(<PageContext.Provider value={page}>{element}</PageContext.Provider>);

t.test(
  'a form with errors: a summary that names each field and links to it, fields marked and described',
  async (t) => {
    const html = render(
      <Form
        action="/x"
        errors={{
          date: 'Debes rellenar este campo',
          amount: 'El importe no es válido',
          other: 'No se ha podido guardar',
        }}
      >
        <fieldset>
          <TextField name="amount" label="Importe (€)" error="El importe no es válido" help="Con coma" />
        </fieldset>
        <SelectField name="date" label="Fecha" error="Debes rellenar este campo" options={[]} />
        <MultiSelectField
          name="districts"
          label="Distritos"
          values={[]}
          groups={[{ label: 'Madrid', options: [{ id: 7, name: 'Centro' }] }]}
        />
      </Form>,
    );
    const summary = /<div class="form-errors" role="alert" tabindex="-1">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    t.match(summary, 'Revisa los campos marcados: hay 3 errores.', 'how many');
    const links = [...summary.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    t.same(
      links,
      [
        ['#f-amount', 'Importe (€): El importe no es válido'],
        ['#f-date', 'Fecha: Debes rellenar este campo'],
        ['#f-other', 'No se ha podido guardar'],
      ],
      'each error links to its field, labelled, in the order of the form (an error of no field last, as it is)',
    );
    t.match(
      html,
      /<input id="f-amount"[^>]*aria-invalid="true"[^>]*aria-describedby="f-amount-error f-amount-help"/,
      'the field is invalid and described by its error and help',
    );
    t.match(
      html,
      /<p class="field-error" id="f-amount-error">El importe no es válido<\/p>/,
      'the error text it points to',
    );
    t.match(
      html,
      /<input type="checkbox" id="f-districts" name="districts" value="7"/,
      'a group of boxes: the first one carries the id the summary links to',
    );
  },
);

t.test('a form without errors has no summary', async (t) => {
  t.notMatch(render(<Form action="/x">{null}</Form>), 'form-errors');
  t.notMatch(
    render(
      <Form action="/x" errors={{}}>
        {null}
      </Form>,
    ),
    'form-errors',
  );
});

t.test('a slider (specification §2, form widgets): a native range input with its value beside it', async (t) => {
  const slider = (value: string, error?: string) =>
    render(
      <SliderField
        name="hoursPerWeek"
        label="Horas a la semana"
        help="De media en media hora"
        textHelp="Por ejemplo 2 o 1,5"
        error={error}
        value={value}
        min={0.5}
        max={40}
        step={0.5}
        initial={2}
        outputTemplate="{value} h"
      />,
    );
  const onScale = slider('1,5');
  t.match(onScale, 'data-island="Slider"', 'an island: the value beside it follows the slider');
  t.match(onScale, /<label class="field-label" for="f-hoursPerWeek">Horas a la semana/);
  t.match(onScale, /<input id="f-hoursPerWeek" type="range" class="slider-input" min="0.5" max="40" step="0.5"/);
  t.match(onScale, /name="hoursPerWeek" value="1.5"/, 'it posts its value without JavaScript too');
  t.match(onScale, 'aria-valuetext="1,5 h"', 'read out as written');
  t.match(onScale, /<output for="f-hoursPerWeek" class="slider-output">1,5 h<\/output>/);
  t.match(onScale, 'aria-describedby="f-hoursPerWeek-help"');
  t.match(slider(''), /value="2"/, 'empty: the initial value');
  t.match(slider('', 'Debes rellenar este campo'), 'aria-invalid="true"', 'an error marks it');
  const off = slider('1,25');
  t.notMatch(off, 'type="range"', 'a value off the scale: a text field, so saving does not change it');
  t.match(off, /type="text"[^>]*value="1,25"|value="1,25"[^>]*type="text"/);
  t.match(off, 'Por ejemplo 2 o 1,5', 'with the help for typing');
  t.notMatch(slider('50'), 'type="range"', 'beyond the scale too');
});

t.test('a slider of hours reads its value as every duration does: 2 h 30 min, not 2,5 h', async (t) => {
  const hours = (value: string) =>
    render(
      <SliderField name="hoursPerWeek" label="Horas" value={value} min={0.5} max={40} step={0.5} initial={2} inHours />,
    );
  t.match(hours('2,5'), /<output for="f-hoursPerWeek" class="slider-output">2 h 30 min<\/output>/);
  t.match(hours('2,5'), 'aria-valuetext="2 h 30 min"', 'read out the same way');
  t.match(hours('0,5'), '>30 min</output>');
  t.match(hours('2'), '>2 h</output>');
});
