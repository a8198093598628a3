// ESLint rule `rooms/boundary` (issue #22): judges an import by the file it reaches, not by how
// its text is spelled. no-restricted-imports only matches the text, so a flow's subfolder could
// reach another flow by `../../other/x.ts`, a flow by `../../flows/other/x.ts`, and nothing
// looked at dynamic `import()`. Here every relative specifier (static import, re-export,
// dynamic import) is resolved against the importing file, at any depth.
import { dirname, relative, resolve, sep } from 'node:path';

/** `src/<room>/…` → room; `src/flows/<flow>/…` → flow. Undefined outside src/. */
function placeOf(srcRoot, file) {
  const parts = relative(srcRoot, file).split(sep);
  if (parts[0] === '..' || parts.length < 2) return {};
  return { room: parts[0], flow: parts[0] === 'flows' && parts.length > 2 ? parts[1] : undefined };
}

export const boundary = {
  meta: {
    type: 'problem',
    docs: { description: 'An import may not reach a forbidden room of src/, nor (from a flow) another flow.' },
    schema: [
      {
        type: 'object',
        properties: { forbidden: { type: 'array', items: { type: 'string' } }, ownFlowOnly: { type: 'boolean' }, message: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: { crossing: '{{message}} ({{target}})' },
  },
  create(context) {
    const { forbidden = [], ownFlowOnly = false, message = 'This import crosses a room boundary.' } = context.options[0] ?? {};
    const srcRoot = resolve(context.cwd, 'src');
    const from = placeOf(srcRoot, context.filename);
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolve(dirname(context.filename), source.value);
      const to = placeOf(srcRoot, target);
      if (!to.room) return;
      const otherFlow = ownFlowOnly && to.flow !== undefined && to.flow !== from.flow;
      if (forbidden.includes(to.room) || otherFlow) {
        context.report({ node: source, messageId: 'crossing', data: { message, target: relative(context.cwd, target) } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { boundary } };
