// braintree-web-drop-in as a merchant imports it from npm.
import dropin from 'braintree-web-drop-in';

globalThis.__peer = dropin.create;
