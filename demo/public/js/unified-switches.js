// The playground's unified form switches (issue #13 unified form; demo/server/state/scenario.ts
// UnifiedScenario, docs/sandbox.md): read from, written to and described for the scenario form.

/** Adds the form's unified switches to a scenario body. */
export function readUnified(data, s) {
  s.unifiedInstruction = data.get('unifiedInstruction') || 'steps';
  s.unifiedInputFields = data.get('unifiedInputFields') === 'on';
  s.unifiedApp = data.get('unifiedApp') === 'on';
  s.unifiedButtons = data.get('unifiedButtons') || 'complete';
  const lifetime = Number(data.get('unifiedLifetimeS'));
  if (data.get('unifiedLifetimeS') && Number.isInteger(lifetime) && lifetime > 0) s.unifiedLifetimeS = lifetime;
}

/** Shows a scenario's unified switches in the form. */
export function writeUnified(f, s) {
  f.elements.unifiedInstruction.value = s.unifiedInstruction ?? 'steps';
  f.elements.unifiedInputFields.checked = !!s.unifiedInputFields;
  f.elements.unifiedApp.checked = !!s.unifiedApp;
  f.elements.unifiedButtons.value = s.unifiedButtons ?? 'complete';
  f.elements.unifiedLifetimeS.value = s.unifiedLifetimeS === undefined ? '' : String(s.unifiedLifetimeS);
}

/** Human lines for the unified switches that differ from the defaults. */
export function describeUnified(s, lines) {
  if (s.unifiedInstruction && s.unifiedInstruction !== 'steps') lines.push(`unified instruction: ${s.unifiedInstruction}`);
  if (s.unifiedInputFields) lines.push('unified form asks for input fields');
  if (s.unifiedApp) lines.push('unified form with app/QR section');
  if (s.unifiedButtons && s.unifiedButtons !== 'complete') lines.push(`unified buttons: ${s.unifiedButtons}`);
  if (s.unifiedLifetimeS !== undefined) lines.push(`unified lifetime ${s.unifiedLifetimeS} s`);
}
