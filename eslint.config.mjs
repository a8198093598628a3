// Lint: typescript-eslint's recommended rules plus the import boundaries of ARCHITECTURE §2.
import tseslint from 'typescript-eslint';
import rooms from './scripts/eslint-rooms.mjs';

const ours = (...rooms) => rooms.flatMap((r) => [`**/${r}/**`, `../${r}/*`, `../../${r}/*`, `../../../${r}/*`]);
const noSocket = { name: 'socket.io-client', message: 'Only src/transport talks to socket.io.' };
// One rule object per room: flat config lets a later object replace a rule, never merge it.
const boundary = (files, forbidden, message, { socket = false } = {}) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { paths: socket ? [] : [noSocket], patterns: forbidden.length ? [{ group: ours(...forbidden), message }] : [] },
    ],
  },
});
// Rules judged by the file an import reaches, at any depth and for import() too (scripts/eslint-rooms.mjs).
const reaching = (files, options) => ({ files, plugins: { rooms }, rules: { 'rooms/boundary': ['error', options] } });

export default tseslint.config(
  { ignores: ['dist/**', 'release/**', '.cache/**', 'dist-server/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'bench/results/**', 'bench/peers/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-globals': ['error', { name: 'localStorage', message: 'Nothing of ours goes to localStorage (tokens above all).' }],
    },
  },
  // Decision REL-04: the widget prints only through src/stores/safe-log.ts, which redacts secrets.
  { files: ['src/**'], rules: { 'no-console': 'error' } },
  boundary(['src/domain/**'], ['transport', 'stores', 'i18n', 'ui', 'flows', 'app', 'element'], 'src/domain is pure: it imports nothing of ours.'),
  boundary(['src/transport/**'], ['stores', 'i18n', 'ui', 'flows', 'app', 'element'], 'src/transport may import only src/domain.', { socket: true }),
  boundary(['src/stores/**'], ['i18n', 'ui', 'flows', 'app', 'element'], 'src/stores may import only domain and transport.'),
  boundary(['src/i18n/**'], ['transport', 'ui', 'flows', 'app', 'element'], 'src/i18n may import only domain (and the host outbox).'),
  boundary(['src/ui/**'], ['transport', 'stores', 'flows', 'app', 'element'], 'src/ui is presentational: domain and i18n only.'),
  boundary(['src/flows/**'], ['app', 'element'], 'A flow never imports the app or the element.'),
  reaching(['src/flows/**'], { ownFlowOnly: true, message: 'A flow never imports another flow: share through src/domain, src/stores or src/ui.' }),
  boundary(['src/app/**'], ['element'], 'src/app never imports the element.'),
  boundary(['src/element/**', 'src/iframe/**'], [], ''),
  reaching(['src/element/**'], { forbidden: ['transport', 'ui', 'flows'], message: 'src/element reaches the app, stores, domain and i18n only: never transport, ui or a flow.' }),
  {
    files: ['src/**'],
    ignores: ['src/element/**', 'src/iframe/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'parent', message: 'Only src/element talks to the parent window.' },
      ],
    },
  },
);
