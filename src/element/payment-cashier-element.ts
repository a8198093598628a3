/**
 * `<payment-cashier>`: React inside an open shadow root via @r2wc/react-to-web-component.
 * r2wc does the mounting; this subclass owns the public surface, because r2wc would reflect
 * string properties into attributes — and the token must never be written into the DOM.
 */
import r2wc from '@r2wc/react-to-web-component';
import { $config, applyHandshake, resetConfigField } from '../stores/config.ts';
import { $user, setUser } from '../stores/user.ts';
import { closeWidget, installUnloadGuard } from '../stores/deposit/creation-guard.ts';
import { endCashierSession } from '../stores/element-lifetime.ts';
import { watchBreakpoint } from '../stores/breakpoint.ts';
import { goBack } from '../app/back.ts';
import { startCashier } from '../app/start.ts';
import { STYLESHEETS } from '../app/stylesheets.ts';
import { CashierRoot, isFormHelperWindow } from './cashier-root.tsx';
import { ATTRIBUTE_TO_PROPERTY, BOOLEAN_PROPERTIES, OBJECT_PROPERTIES, SCALAR_PROPERTIES, type ScalarProperty } from './fields.ts';
import { startHostSession } from './host/host-connection.ts';
import { reportRejected } from './host/inbound-actions.ts';
import { $isNative } from '../stores/native.ts';
import { $flowStylesheets } from '../stores/stylesheets.ts';
import { configureAssets } from './assets.ts';
import { watchDebugMode } from './debug-mode.ts';
import { createSheet, registerSchemaFonts, schemaVariablesCss } from './styles.ts';

const R2wcBase = r2wc(CashierRoot, { shadow: 'open', props: {} }) as unknown as { new (): HTMLElement & { container: ShadowRoot } };

/** Values refused before any element could tell its host: reported once one connects (HOST-20). */
const unreported: string[] = [];
let sessions = 0;
function apply(partial: Record<string, unknown>): void {
  unreported.push(...applyHandshake(partial));
  if (sessions) reportRejected(unreported.splice(0));
}

let baseSheets: CSSStyleSheet[] | undefined;
/** One sheet per flow CSS text, shared by every element on the page. */
const flowSheets = new Map<string, CSSStyleSheet>();

export class PaymentCashierElement extends R2wcBase {
  static get observedAttributes(): string[] {
    return [...ATTRIBUTE_TO_PROPERTY.keys()];
  }

  #teardown: Array<() => void> = [];
  #schemaSheet = new CSSStyleSheet();
  #scrubbingToken = false;

  constructor() {
    super();
    // A property set before the element was defined shadows the prototype accessor: re-apply it.
    for (const name of [...SCALAR_PROPERTIES, ...OBJECT_PROPERTIES]) {
      if (Object.prototype.hasOwnProperty.call(this, name)) {
        const value = (this as unknown as Record<string, unknown>)[name];
        delete (this as unknown as Record<string, unknown>)[name];
        (this as unknown as Record<string, unknown>)[name] = value;
      }
    }
  }

  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    const property = ATTRIBUTE_TO_PROPERTY.get(name);
    if (!property) return;
    if (property === 'token' && this.#scrubbingToken) return;
    // Removing an attribute, or emptying a text one, restores the field's default; an empty
    // boolean attribute (`<payment-cashier pwa>`) means true.
    if (value === null || (value === '' && !BOOLEAN_PROPERTIES.has(property))) resetConfigField(property);
    else apply({ [property]: value });
    if (property === 'token' && value) this.#scrubToken();
  }

  connectedCallback(): void {
    const win = this.ownerDocument.defaultView ?? window;
    this.#teardown.push(
      startCashier(),
      startHostSession({ element: this, win, onBack: () => goBack(), awaitsHost: !isFormHelperWindow(win) }),
      installUnloadGuard(win),
      watchDebugMode(win),
      watchBreakpoint(this),
      $config.subscribe((config) => this.#applyConfig(config)),
      $isNative.subscribe((native) => this.#applyTheme(native)),
      $flowStylesheets.subscribe(() => this.#adoptStyles()),
      () => sessions--,
    );
    sessions++;
    reportRejected(unreported.splice(0));
    (R2wcBase.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
  }

  disconnectedCallback(): void {
    // Leaving the page is closing the cashier (CREATE-28), and ends its session.
    closeWidget();
    this.#teardown.splice(0).forEach((fn) => fn());
    endCashierSession();
    (R2wcBase.prototype as unknown as { disconnectedCallback(): void }).disconnectedCallback.call(this);
  }

  /** The token attribute is accepted, then removed so it does not linger in the DOM. */
  #scrubToken(): void {
    this.#scrubbingToken = true;
    this.removeAttribute('token');
    this.#scrubbingToken = false;
  }

  #adoptStyles(): void {
    baseSheets ??= STYLESHEETS.map(createSheet);
    const flows = $flowStylesheets.get().map((css) => {
      let sheet = flowSheets.get(css);
      if (!sheet) flowSheets.set(css, (sheet = createSheet(css)));
      return sheet;
    });
    // The host schema sheet comes last so its variables win.
    this.container.adoptedStyleSheets = [...baseSheets, ...flows, this.#schemaSheet];
  }

  #applyConfig(config: ReturnType<typeof $config.get>): void {
    configureAssets(config.assetsBase);
    this.#schemaSheet.replaceSync(schemaVariablesCss(config.schema?.variables));
    registerSchemaFonts(this.ownerDocument, config.schema?.fonts);
  }

  /** shell §1: dark in the native app, light otherwise. */
  #applyTheme(native: boolean): void {
    const theme = native ? 'dark' : 'light';
    if (this.dataset.theme !== theme) this.dataset.theme = theme;
  }
}

function defineAccessors(): void {
  const proto = PaymentCashierElement.prototype as unknown as Record<string, unknown>;
  for (const name of SCALAR_PROPERTIES) {
    Object.defineProperty(proto, name, {
      configurable: true,
      enumerable: true,
      get: () => $config.get()[name as ScalarProperty],
      set: (value: unknown) =>
        value === undefined || value === null ? resetConfigField(name) : apply({ [name]: value }),
    });
  }
  for (const name of OBJECT_PROPERTIES) {
    Object.defineProperty(proto, name, {
      configurable: true,
      enumerable: true,
      get: () => (name === 'user' ? $user.get() : $config.get()[name]),
      set: (value: unknown) => {
        if (name === 'user') {
          if (value && typeof value === 'object') setUser(value as Record<string, unknown>);
        } else if (value === undefined || value === null) resetConfigField(name);
        else apply({ [name]: value });
      },
    });
  }
}
defineAccessors();
