// The "library floor" (issue #4 §2): our runtime libraries and nothing of ours, each touched so
// esbuild cannot tree-shake it away. Resolved from the root node_modules: the versions we ship.
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { io } from 'socket.io-client';
import { Router, Route, Switch, useLocation, useSearch } from 'wouter';
import { atom, computed, map } from 'nanostores';
import { useStore } from '@nanostores/react';
import r2wc from '@r2wc/react-to-web-component';

const $count = atom(0);
const App = () => {
  const count = useStore(computed($count, (n) => n + 1));
  const [location] = useLocation();
  return React.createElement(Router, null, React.createElement(Switch, null, React.createElement(Route, { path: '/' }, `${count} ${location} ${useSearch()}`)));
};
globalThis.__libraryFloor = { createRoot, i18next: i18next.createInstance(), io, App, map, element: r2wc(App, { shadow: 'open' }) };
