/**
 * The widget's stylesheets as text, in cascade order. The element adopts each as a
 * constructable stylesheet in the shadow root (ARCHITECTURE §3: CSP-safe, no <style>).
 */
import tokens from '../../styles/tokens.css';
import base from '../../styles/base.css';
import layout from '../../styles/layout.css';
import components from '../../styles/components.css';
import screens from '../../styles/screens.css';

/** tokens → base → layout → components → screens. */
export const STYLESHEETS: string[] = [tokens, base, layout, components, screens];
