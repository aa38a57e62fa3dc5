import t from 'tap';
import { renderToString } from 'react-dom/server';
import { FilterSelect, type FilterOption } from './DataTable';

/** What FilterSelect wrote before it built its options as one string (React's own markup). */
function ReactSelect({
  name,
  label,
  value,
  all,
  options,
}: {
  name: string;
  label: string;
  value?: string;
  all?: string;
  options: FilterOption[];
}) {
  return (
    <label className="field field-inline">
      <span className="field-label">{label}</span>
      <select name={name} defaultValue={value ?? ''}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

t.test(
  'a filter menu is the markup React writes: escaped, the chosen option selected, "all" first (issue 16)',
  async (t) => {
    const options: FilterOption[] = [
      { value: 1, label: 'Lucía Gómez' },
      { value: 2, label: `O'Brien & Hijos <S.L.> "Sol"` },
      { value: 'x"y', label: 'Valor con comillas' },
    ];
    for (const props of [
      { value: '2', all: 'Todos' },
      { all: 'Todos' },
      { value: '1' },
      { value: 'x"y', all: 'Todas' },
      { value: '9', all: 'Todos' },
    ]) {
      const fast = renderToString(<FilterSelect name="customer" label="Cliente" options={options} {...props} />);
      t.equal(
        fast,
        renderToString(<ReactSelect name="customer" label="Cliente" options={options} {...props} />),
        JSON.stringify(props),
      );
    }
    t.match(
      renderToString(<FilterSelect name="customer" label="Cliente" options={options} value="2" all="Todos" />),
      `<option value="2" selected="">O&#x27;Brien &amp; Hijos &lt;S.L.&gt; &quot;Sol&quot;</option>`,
    );
  },
);
