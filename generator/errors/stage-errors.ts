// The error classes of the stages that can fail on something outside site.json's words (a file, a
// picture, a render). Problems in site.json are not thrown: validate() returns them all at once.
// Each class keeps its cause so the CLI can print the whole chain, and has a stable code
// (docs/errors.md) the CLI prints before it. The code stays out of `message`: the editor
// shows a stage error's message to an office manager.
import type { ErrorCode } from './entry';

interface AboutStage {
  title: string;
  fix: string;
}

export class StageError extends Error {
  static readonly code: ErrorCode = 'E-STAGE';
  static readonly about: AboutStage = {
    title: 'A step of the build failed',
    fix: 'Read the words after the code, and the "caused by" lines below them, which say why.',
  };

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }

  get code(): ErrorCode {
    return (this.constructor as typeof StageError).code;
  }
}
export class LoadError extends StageError {
  static readonly code: ErrorCode = 'E-STAGE-LOAD';
  static readonly about: AboutStage = {
    title: 'site.json could not be read',
    fix: 'Check the path (`--site` or SITE) and that the file is there, or run the command from the project folder.',
  };
}
/** site.json is not valid JSON: `explanation` says which mistake and where, in plain words. */
export class JsonSyntaxError extends LoadError {
  static readonly code: ErrorCode = 'E-STAGE-JSON';
  static readonly about: AboutStage = {
    title: 'site.json is not valid JSON',
    fix: 'Printed with the code of the mistake instead (E-JSON-…, under "JSON syntax" above); fix it at the line and column shown.',
  };

  constructor(
    message: string,
    public readonly explanation: import('./syntax-error').SyntaxExplanation,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** The mistake's own code (E-JSON-EXTRA-COMMA…), more precise than the class's. */
  get code(): ErrorCode {
    return this.explanation.code;
  }
}
export class RenderError extends StageError {
  static readonly code: ErrorCode = 'E-STAGE-RENDER';
  static readonly about: AboutStage = {
    title: 'A page could not be rendered',
    fix: 'The message names the page and where it comes from in site.json; the "caused by" lines say why. If site.json looks right, tell a developer.',
  };
}
export class ImageError extends StageError {
  static readonly code: ErrorCode = 'E-STAGE-IMAGE';
  static readonly about: AboutStage = {
    title: 'A picture could not be prepared',
    fix: 'Check that the file in assets/images/ is a readable JPEG, PNG, WebP, AVIF or SVG picture; replace it if it is damaged.',
  };
}

/** Every stage error class, in the order docs/errors.md lists them. */
export const stageErrorClasses = [StageError, LoadError, JsonSyntaxError, RenderError, ImageError];

/** The code to print before an error: a stage error's, or none for an error from elsewhere. */
export function codeOf(error: unknown): ErrorCode | undefined {
  return error instanceof StageError ? error.code : undefined;
}

/** "Error: message\n  caused by: ..." for every link of the cause chain. */
export function describeChain(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = error;
  while (current) {
    const e = current as Error;
    lines.push(
      lines.length === 0
        ? `${e.name ?? 'Error'}: ${e.message ?? String(e)}`
        : `  caused by ${e.name ?? 'Error'}: ${e.message ?? String(e)}`,
    );
    current = e.cause;
  }
  return lines.join('\n');
}
