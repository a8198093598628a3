// Reads the members of the interfaces and the type aliases in typings text (the TypeScript parser,
// no type checker: fast, and it sees exactly what an integrator's editor sees).
import ts from 'typescript';

const docOf = (node) =>
  (node.jsDoc ?? [])
    .map((d) => (typeof d.comment === 'string' ? d.comment : ts.getTextOfJSDocComment(d.comment) ?? ''))
    .join('\n')
    .replace(/\s*\n\s*/g, ' ')
    .trim();

/**
 * `{ interfaces: Map(name → [{ name, doc, type, optional }]), aliases: Map(name → type text) }`
 * for the declarations at the top of `text`.
 */
export function declarations(text) {
  const file = ts.createSourceFile('typings.d.ts', text, ts.ScriptTarget.Latest, true);
  const interfaces = new Map();
  const aliases = new Map();
  for (const node of file.statements) {
    if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, node.type.getText(file));
    if (!ts.isInterfaceDeclaration(node)) continue;
    const members = node.members.filter(ts.isPropertySignature).map((m) => ({
      name: ts.isStringLiteral(m.name) || ts.isIdentifier(m.name) ? m.name.text : m.name.getText(file),
      doc: docOf(m),
      type: m.type ? m.type.getText(file).replace(/\s*\n\s*/g, ' ') : 'unknown',
      optional: Boolean(m.questionToken),
    }));
    interfaces.set(node.name.text, members);
  }
  return { interfaces, aliases };
}

/** A type's text with a union-of-literals alias (`CashierTransport`) spelled out: `'socket' | 'http'`. */
export function spelledOut(type, aliases) {
  const alias = aliases.get(type);
  return alias && /^('[^']*'\s*\|?\s*)+$/.test(alias) ? alias : type;
}
