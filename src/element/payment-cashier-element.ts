/**
 * `<payment-cashier>`: React inside an open shadow root via @r2wc/react-to-web-component.
 * r2wc does the mounting; this subclass owns the public surface, because r2wc would reflect
 * string properties into attributes — and the token must never be written into the DOM.
 */
import r2wc from '@r2wc/react-to-web-component';
import { createScope, type Scope } from '../stores/scope.ts';
import { $config, applyHandshake, resetConfigField, type CashierConfig } from '../stores/config.ts';
import { $user, setUser } from '../stores/user.ts';
import { closeWidget, installUnloadGuard } from '../stores/deposit/creation-guard.ts';
import { watchBreakpoint } from '../stores/breakpoint.ts';
import { goBack } from '../app/back.ts';
import { startCashier } from '../app/start.ts';
import { STYLESHEETS } from '../app/stylesheets.ts';
import { CashierRoot, isFormHelperWindow } from './cashier-root.tsx';
import { bindElementScope, nextElementScope } from './element-scope.ts';
import { ATTRIBUTE_TO_PROPERTY, BOOLEAN_PROPERTIES, OBJECT_PROPERTIES, SCALAR_PROPERTIES, type ScalarProperty } from './fields.ts';
import { startHostConnection } from './host/host-connection.ts';
import { reportRejected } from './host/inbound-actions.ts';
import { $isNative } from '../stores/native.ts';
import { $flowStylesheets } from '../stores/stylesheets.ts';
import { configureAssets } from './assets.ts';
import { watchDebugMode } from './debug-mode.ts';
import { createSheet, schemaVariablesCss } from './styles.ts';

// r2wc extends HTMLElement when called; a server has none, and gets an inert class (decision SSR-01).
const R2wcBase = (globalThis.HTMLElement ? r2wc(CashierRoot, { shadow: 'open', props: {} }) : Object) as unknown as { new (): HTMLElement & { container: ShadowRoot } };

/**
 * Each element's world (issue #22): its stores, navigation, transport and host connection, and the
 * element's own parts (its teardown, its host schema sheet). Kept in a WeakMap rather than in `#`
 * fields: as private as those to a host script, without the helpers esbuild emits to lower them.
 */
interface World {
  scope: Scope;
  connected: boolean;
  used: boolean;
  unreported: string[];
  setEarly: Set<string>;
  teardown: Array<() => void>;
  /** The host's `schema.variables`, last in the adopted sheets so they win. */
  schemaSheet?: CSSStyleSheet;
  /** True while the element removes its own token attribute. */
  scrubbing: boolean;
}
const worlds = new WeakMap<object, World>();
function worldOf(element: object): World {
  let world = worlds.get(element);
  if (!world) worlds.set(element, (world = { scope: createScope(), connected: false, used: false, unreported: [], setEarly: new Set(), teardown: [], scrubbing: false }));
  return world;
}

/** The scope an element renders in now (tests, the debug helper). */
export function scopeOf(element: HTMLElement): Scope {
  return worldOf(element).scope;
}

/** Host data in; values refused before the element could tell its host are reported once it connects (HOST-20). */
function apply(element: object, partial: Record<string, unknown>): void {
  const world = worldOf(element);
  world.unreported.push(...applyHandshake(world.scope, partial));
  if (world.connected) reportRejected(world.scope, world.unreported.splice(0));
}

let baseSheets: CSSStyleSheet[] | undefined;
/** One sheet per flow CSS text, shared by every element on the page. */
const flowSheets = new Map<string, CSSStyleSheet>();

export class PaymentCashierElement extends R2wcBase {
  static get observedAttributes(): string[] {
    return [...ATTRIBUTE_TO_PROPERTY.keys()];
  }

  constructor() {
    super();
    // A property set before the element was defined shadows the prototype accessor: re-apply it.
    const { setEarly } = worldOf(this);
    for (const name of [...SCALAR_PROPERTIES, ...OBJECT_PROPERTIES]) {
      if (Object.prototype.hasOwnProperty.call(this, name)) {
        setEarly.add(name);
        const value = (this as unknown as Record<string, unknown>)[name];
        delete (this as unknown as Record<string, unknown>)[name];
        (this as unknown as Record<string, unknown>)[name] = value;
      }
    }
    // The upgrade replays the attributes synchronously, right after this constructor.
    queueMicrotask(() => setEarly.clear());
  }

  attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    const property = ATTRIBUTE_TO_PROPERTY.get(name);
    if (!property) return;
    const world = worldOf(this);
    if (property === 'token' && world.scrubbing) return;
    // The upgrade replays the attributes after the constructor re-applied the properties: a
    // property set before the definition is the host's later word (only script sets properties;
    // HTML and React's first render write attributes), so it wins (decision SSR-04).
    if (old !== null || !world.setEarly.has(property)) {
      // Removing an attribute, or emptying a text one, restores the field's default; an empty
      // boolean attribute (`<payment-cashier pwa>`) means true.
      if (value === null || (value === '' && !BOOLEAN_PROPERTIES.has(property))) resetConfigField(world.scope, property);
      else apply(this, { [property]: value });
    }
    if (property === 'token' && value) scrubToken(this, world);
  }

  connectedCallback(): void {
    const world = worldOf(this);
    // A connection is one stay on the page: coming back starts a fresh world that keeps the host's
    // settings and user (element-scope.ts); the first connection uses the world properties filled.
    if (world.used) world.scope = nextElementScope(world.scope);
    world.used = true;
    world.connected = true;
    const scope = world.scope;
    bindElementScope(this.container, scope);
    const win = this.ownerDocument.defaultView ?? window;
    world.teardown.push(
      startCashier(scope),
      startHostConnection(scope, { element: this, win, onBack: () => goBack(scope), awaitsHost: !isFormHelperWindow(win) }),
      installUnloadGuard(scope, win),
      watchDebugMode(scope, win),
      watchBreakpoint(scope, this),
      $config(scope).subscribe((config) => applyConfig(this, world, config)),
      $isNative(scope).subscribe((native) => applyTheme(this, native)),
      $flowStylesheets.subscribe(() => adoptStyles(this, world)),
    );
    reportRejected(scope, world.unreported.splice(0));
    (R2wcBase.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
  }

  disconnectedCallback(): void {
    const world = worldOf(this);
    // Leaving the page is closing the cashier (CREATE-28), and ends its connection: its world stops
    // (the socket closes with it) and is not reused.
    closeWidget(world.scope);
    world.teardown.splice(0).forEach((fn) => fn());
    world.connected = false;
    (R2wcBase.prototype as unknown as { disconnectedCallback(): void }).disconnectedCallback.call(this);
    world.scope.dispose();
  }
}

/** The token attribute is accepted, then removed so it does not linger in the DOM. */
function scrubToken(element: HTMLElement, world: World): void {
  world.scrubbing = true;
  element.removeAttribute('token');
  world.scrubbing = false;
}

function adoptStyles(element: PaymentCashierElement, world: World): void {
  baseSheets ??= STYLESHEETS.map(createSheet);
  const flows = $flowStylesheets.get().map((css) => {
    let sheet = flowSheets.get(css);
    if (!sheet) flowSheets.set(css, (sheet = createSheet(css)));
    return sheet;
  });
  // The host schema sheet comes last so its variables win.
  element.container.adoptedStyleSheets = [...baseSheets, ...flows, (world.schemaSheet ??= new CSSStyleSheet())];
}

function applyConfig(element: HTMLElement, world: World, config: CashierConfig): void {
  configureAssets(config.assetsBase);
  (world.schemaSheet ??= new CSSStyleSheet()).replaceSync(schemaVariablesCss(config.schema?.variables));
  const fonts = config.schema?.fonts;
  // Its own chunk (decision SSR-03); a chunk that fails to load leaves the fallback font.
  if (fonts?.length) import('./schema-fonts.ts').then((m) => m.registerSchemaFonts(element.ownerDocument, fonts), () => undefined);
}

/** shell §1: dark in the native app, light otherwise. */
function applyTheme(element: HTMLElement, native: boolean): void {
  const theme = native ? 'dark' : 'light';
  if (element.dataset.theme !== theme) element.dataset.theme = theme;
}

function defineAccessors(): void {
  const proto = PaymentCashierElement.prototype as unknown as Record<string, unknown>;
  for (const name of SCALAR_PROPERTIES) {
    Object.defineProperty(proto, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return $config(scopeOf(this)).get()[name as ScalarProperty];
      },
      set(this: HTMLElement, value: unknown) {
        if (value === undefined || value === null) resetConfigField(scopeOf(this), name);
        else apply(this, { [name]: value });
      },
    });
  }
  for (const name of OBJECT_PROPERTIES) {
    Object.defineProperty(proto, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        const scope = scopeOf(this);
        return name === 'user' ? $user(scope).get() : $config(scope).get()[name];
      },
      set(this: HTMLElement, value: unknown) {
        const scope = scopeOf(this);
        if (name === 'user') {
          if (value && typeof value === 'object') setUser(scope, value as Record<string, unknown>);
        } else if (value === undefined || value === null) resetConfigField(scope, name);
        else apply(this, { [name]: value });
      },
    });
  }
}
defineAccessors();
