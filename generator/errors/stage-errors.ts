// One error class per stage; each keeps its cause so the CLI can print the whole chain.
export class StageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}
export class LoadError extends StageError {}
/** site.json is not valid JSON: `explanation` says which mistake and where, in plain words. */
export class JsonSyntaxError extends LoadError {
  constructor(message: string, public readonly explanation: import('../syntax-error').SyntaxExplanation, options?: { cause?: unknown }) {
    super(message, options);
  }
}
export class ValidationError extends StageError {
  constructor(public readonly problems: import('./problem').Problem[], message = `site.json has ${problems.length} problem(s).`) {
    super(message);
  }
}
export class ExpandError extends StageError {}
export class RenderError extends StageError {}
export class ImageError extends StageError {}

/** "Error: message\n  caused by: ..." for every link of the cause chain. */
export function describeChain(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = error;
  while (current) {
    const e = current as Error;
    lines.push(lines.length === 0 ? `${e.name ?? 'Error'}: ${e.message ?? String(e)}` : `  caused by ${e.name ?? 'Error'}: ${e.message ?? String(e)}`);
    current = e.cause;
  }
  return lines.join('\n');
}
