// The React floor PAGE for the timing runs: the same method and group tiles as the widget's list,
// from the same methods JSON (fetched once from the sandbox and bundled as `bench-methods`),
// rendered by bare React 19 with no router, store, i18n or transport.
import { createRoot } from 'react-dom/client';
import methods from 'bench-methods';

const label = (text) => (text && (text.en ?? Object.values(text)[0])) || '';
const icon = (m) => (m.iconIds?.[0] ? `/bench/widget/icons/methods/${m.iconIds[0]}.svg` : undefined);

function Tiles({ data }) {
  const tiles = [
    ...data.groups.map((g) => ({ key: `g-${g.name}`, position: g.position, label: label(g.label), icons: g.paymentMethods.slice(0, 3) })),
    ...data.methods.map((m) => ({ key: `m-${m.name}`, position: m.position, label: label(m.text), icons: [m] })),
  ].sort((a, b) => a.position - b.position);
  return (
    <ul className="cashier-tiles">
      {tiles.map((t) => (
        <li key={t.key}>
          <button type="button" className="cashier-tile">
            {t.icons.map((m) => (
              <img key={m.name} src={icon(m)} alt="" width="32" height="20" loading="lazy" decoding="async" />
            ))}
            <span>{t.label}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

createRoot(document.getElementById('root')).render(<Tiles data={methods} />);
