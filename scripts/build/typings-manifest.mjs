// custom-elements.json (schema 2.1 of custom-elements-manifest), named by package.json's
// "customElements" (decision TYPES-04). Written from the same sources as the typings — r2wc's
// properties are invisible to the analyzer — with the types as the DOM typings spell them.
import { styleSurface } from './typings-css.mjs';
import { propertyMembers } from './typings-dom.mjs';
import { declarations, spelledOut } from './typings-members.mjs';

export const MANIFEST_FILE = 'custom-elements.json';
/** The module hosts import the element from: the package's bundler build (`exports["."]`). */
export const MODULE_PATH = 'dist/esm/index.js';
const CLASS_NAME = 'PaymentCashierElement';

const DESCRIPTION =
  'The payment cashier: deposits, withdrawals, crypto balances and sweepstake coin packs, in an open shadow root. ' +
  'Set `token` as a property (the attribute is read, then removed from the DOM). Theme it with `schema.variables` ' +
  '(`{ "color-primary": "#0a0" }` sets `--cashier-color-primary`) or the `--cashier-*` properties on the element.';

const withDoc = (entry, doc) => (doc ? { ...entry, description: doc } : entry);
const defaultOf = (defaults, property) => (defaults[property] === undefined ? {} : { default: JSON.stringify(defaults[property]) });

function attributesAndFields(sources, dom) {
  const { aliases } = declarations(dom);
  const members = new Map(propertyMembers(dom, sources.properties).map((m) => [m.name, m]));
  const typeOf = (property) => ({ text: spelledOut(members.get(property).type, aliases) });
  const attributeOf = new Map(sources.attributes.map((a) => [a.property, a.attribute]));
  const attributes = sources.attributes.map(({ attribute, property }) =>
    withDoc({ name: attribute, fieldName: property, type: typeOf(property), ...defaultOf(sources.defaults, property) }, members.get(property).doc),
  );
  const fields = sources.properties.map((property) =>
    withDoc(
      {
        kind: 'field',
        name: property,
        type: typeOf(property),
        privacy: 'public',
        ...defaultOf(sources.defaults, property),
        ...(attributeOf.has(property) ? { attribute: attributeOf.get(property) } : {}),
      },
      members.get(property).doc,
    ),
  );
  return { attributes, fields };
}

function eventsOf(sources, dom) {
  const docs = new Map(declarations(dom).interfaces.get('HostMessagePayloads').map((m) => [m.name, m.doc]));
  return sources.events.flatMap(({ type, colon, dashed }) => {
    const detail = { text: `CustomEvent<CashierMessage<'${type}'>>` };
    return [
      withDoc({ name: colon, type: detail }, docs.get(type)),
      { name: dashed, type: detail, description: `The colon-free twin of \`${colon}\`, with the same detail (decision EVT-01).` },
    ];
  });
}

/** The manifest's JSON text (2-space indented, newline-terminated). */
export async function renderManifest(sources, dom, root) {
  const { attributes, fields } = attributesAndFields(sources, dom);
  const { cssProperties, cssParts } = await styleSurface(root);
  const declaration = {
    kind: 'class',
    name: CLASS_NAME,
    description: DESCRIPTION,
    tagName: sources.tag,
    customElement: true,
    superclass: { name: 'HTMLElement', package: 'global:' },
    attributes,
    members: fields,
    events: eventsOf(sources, dom),
    cssProperties,
    cssParts,
  };
  const manifest = {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MODULE_PATH,
        declarations: [declaration],
        exports: [{ kind: 'custom-element-definition', name: sources.tag, declaration: { name: CLASS_NAME, module: MODULE_PATH } }],
      },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

