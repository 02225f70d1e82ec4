import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The rule: no colour, spacing or font literal outside themes/. Widgets, pages and app code style
 * themselves through the theme contract (`vars` from themes/contract.css), so a brand or colour mode
 * can change every value in one place.
 *
 * The scan parses each file (oxc, via Vite's public `parseSync`) instead of grepping, so comments,
 * regular expressions and JSX text are never mistaken for styling. Only string literals and the
 * static parts of template literals are checked, plus unitless lengths in style objects.
 */

const root = join(import.meta.dirname, '..');
const scannedFolders = ['design-system', 'src', 'pages', 'game-client'];

interface Hit {
  file: string;
  line: number;
  literal: string;
  rule: string;
}

// ---- Patterns ---------------------------------------------------------------------------------

/**
 * A hex colour as a CSS value: at the start of a string or after whitespace, `(`, `,`, `:`, `=` or a
 * quote (SVG markup), never inside a word or path. So `'/promo#beef'` and `url(#abc)` (a fragment
 * reference) don't match, and `#main` isn't hex at all.
 */
const hexColour = /(?<=^|[\s(,:="'])(?<!url\()#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;
const colourFunction = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;
/** Any non-bare length in px/rem/em, including 0px and 1px (use `0`, vars.size.hairline). */
const length = /(?<![\w.$#-])-?(?:\d+(?:\.\d+)?|\.\d+)(?:px|rem|em)(?![\w%-])/gi;
const namedColour = /(?<![\w/.#-])(?:white|black|red|green|blue|gray|grey|yellow|orange|purple|pink)(?![\w/.-])/gi;
/** The same colours inside CSS text or SVG markup in a string: `fill="white"`, `color: red`. */
const namedColourInText =
  /(?<![\w-])(?:colou?r|background|fill|stroke)(?:-[a-z]+)?\s*[:=]\s*["']?(?:white|black|red|green|blue|gray|grey|yellow|orange|purple|pink)(?![\w-])/gi;
/** A font stack written out in CSS text or SVG markup inside a string. */
const fontFamilyInText = /font-family\s*[:=]\s*["']?(?!var\(|inherit\b)[a-z][^;"'>]*/gi;

/** Properties / attributes whose value is a colour (or contains one: border, shadow, background). */
const colourProperty = /colou?r|background|border|outline|^fill$|^stroke$|shadow|caret|accent/i;
const fontFamilyProperty = /^(?:fontFamily|font-family)$/;
const cssWideKeyword = /^(?:inherit|initial|unset|revert|revert-layer)$/;
/** Style properties where vanilla-extract and React turn a bare number into px. */
const lengthProperty =
  /^(?:(?:margin|padding|inset|scrollMargin|scrollPadding)\w*|gap|rowGap|columnGap|top|right|bottom|left|width|height|(?:min|max)(?:Width|Height|InlineSize|BlockSize)|inlineSize|blockSize|fontSize|letterSpacing|wordSpacing|flexBasis|textIndent|outlineWidth|outlineOffset|border\w*(?:Width|Radius))$/;

/**
 * The whole allowlist, by context rather than by value:
 * - url-ish attributes: a fragment such as href="#add" can look like hex but is a link target.
 * - sizes/srcSet/media: HTML attributes the browser reads before CSS (image candidates, <source media>);
 *   var() cannot work there, so a px value in them is not styling.
 */
const urlContext = new Set(['href', 'to', 'xlinkHref', 'xlink:href', 'hash']);
const htmlLengthContext = new Set(['sizes', 'srcSet', 'media']);

// ---- AST walk ---------------------------------------------------------------------------------

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

/** Type-level code and module specifiers never reach the screen. */
const skippedNodes = new Set([
  'TSTypeAnnotation',
  'TSTypeAliasDeclaration',
  'TSInterfaceDeclaration',
  'TSTypeParameterInstantiation',
  'TSTypeParameterDeclaration',
  'TSLiteralType',
  'ImportDeclaration',
  'ExportAllDeclaration',
]);
const skippedKeys = new Set(['source']);

/** Expressions a value passes through on its way to a property or attribute. */
const passThrough = new Set([
  'TemplateLiteral',
  'BinaryExpression',
  'LogicalExpression',
  'ConditionalExpression',
  'JSXExpressionContainer',
  'ParenthesizedExpression',
  'ArrayExpression',
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
]);

const propertyName = (key: unknown): string | undefined => {
  if (!isNode(key)) return undefined;
  if (key.type === 'Identifier' || key.type === 'JSXIdentifier') return key.name as string;
  if (key.type === 'Literal') return String(key.value);
  if (key.type === 'JSXNamespacedName' && isNode(key.namespace) && isNode(key.name)) {
    return `${key.namespace.name}:${key.name.name}`;
  }
  return undefined;
};

/** The property or JSX attribute a string is the value of (not the key of), if any. */
function ownerOf(path: Node[]): string | undefined {
  for (let i = path.length - 1; i > 0; i--) {
    const parent = path[i - 1]!;
    const child = path[i]!;
    if (parent.type === 'Property') return parent.value === child ? propertyName(parent.key) : undefined;
    if (parent.type === 'JSXAttribute') return propertyName(parent.name);
    if (!passThrough.has(parent.type)) return undefined;
  }
  return undefined;
}

const insideStyleAttribute = (path: Node[]) =>
  path.some((n) => n.type === 'JSXAttribute' && propertyName(n.name) === 'style');

function scanSource(file: string, source: string): Hit[] {
  const { program, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file}: cannot parse: ${errors[0]!.message}`);
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let line = 0;
    while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= offset) line++;
    return line + 1;
  };
  const hits: Hit[] = [];
  const add = (offset: number, literal: string, rule: string) =>
    hits.push({ file, line: lineOf(offset), literal, rule });
  const isStyleFile = file.endsWith('.css.ts');

  const checkText = (text: string, offset: number, path: Node[]) => {
    const owner = ownerOf(path);
    const each = (re: RegExp, rule: string) => {
      for (const m of text.matchAll(re)) add(offset + m.index, m[0], rule);
    };
    if (!owner || !urlContext.has(owner)) each(hexColour, 'hex colour: use vars.color.*');
    each(colourFunction, 'colour function: use vars.color.*');
    if (!owner || !htmlLengthContext.has(owner))
      each(length, 'length: use vars.space.* / vars.size.* / vars.fontSize.*');
    if (owner && colourProperty.test(owner)) each(namedColour, 'named colour: use vars.color.*');
    each(namedColourInText, 'named colour: use vars.color.*');
    each(fontFamilyInText, 'font stack: use vars.font.*');
    if (owner && fontFamilyProperty.test(owner)) {
      const words = text.replace(/,/g, ' ').trim();
      if (words && !cssWideKeyword.test(words)) add(offset, text.trim(), 'fontFamily literal: use vars.font.*');
    }
  };

  const visit = (node: Node, path: Node[]) => {
    if (skippedNodes.has(node.type)) return;
    path.push(node);
    if (node.type === 'Literal' && typeof node.value === 'string') {
      // raw keeps offsets exact (escapes); drop the quotes.
      checkText((node.raw as string).slice(1, -1), node.start + 1, path);
    } else if (node.type === 'TemplateElement') {
      // Starts at the opening backtick or the `}` before it.
      checkText((node.value as { raw: string }).raw, node.start + 1, path);
    } else if (
      node.type === 'Property' &&
      (isStyleFile || insideStyleAttribute(path)) &&
      lengthProperty.test(propertyName(node.key) ?? '')
    ) {
      let value = node.value as Node;
      if (value.type === 'UnaryExpression' && value.operator === '-') value = value.argument as Node;
      if (value.type === 'Literal' && typeof value.value === 'number' && value.value !== 0) {
        add(
          value.start,
          `${propertyName(node.key)}: ${source.slice((node.value as Node).start, value.end)}`,
          'unitless length (px): use vars.space.* / vars.size.*',
        );
      }
    }
    for (const [key, child] of Object.entries(node)) {
      if (skippedKeys.has(key)) continue;
      if (Array.isArray(child)) {
        for (const c of child) if (isNode(c)) visit(c, path);
      } else if (isNode(child)) visit(child, path);
    }
    path.pop();
  };
  visit(program as unknown as Node, []);
  return hits.sort((a, b) => a.line - b.line);
}

// ---- Files ------------------------------------------------------------------------------------

/**
 * Skipped: tests and stories (demo content), src/i18n/locales (copy), and fixtures, both `fixtures/`
 * folders and `fixtures.ts(x)` files beside a widget: story-only content such as SVG artwork and
 * payment-logo colours, imported by stories alone, never styling.
 */
const skippedFile = /\.(?:test|spec)\.tsx?$|\.stories\.tsx?$|(?:^|\/)fixtures\.tsx?$/;
const skippedDir = (rel: string) => /(?:^|\/)(?:fixtures|node_modules)$/.test(rel) || rel === 'src/i18n/locales';

function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const abs = join(dir, entry.name);
      const rel = relative(root, abs).split(sep).join('/');
      if (entry.isDirectory()) {
        if (!skippedDir(rel)) walk(abs);
      } else if (/\.tsx?$/.test(entry.name) && !skippedFile.test(rel)) out.push(rel);
    }
  };
  for (const folder of scannedFolders) walk(join(root, folder));
  return out.sort();
}

const format = (h: Hit) => `${h.file}:${h.line}: ${h.literal}  (${h.rule})`;

// ---- Tests ------------------------------------------------------------------------------------

describe('no-literals scanner (self-test)', () => {
  it('flags colour, spacing and font literals: 4 hits in the dirty sample', () => {
    const dirty = [
      "export const a = style({ color: '#fff' });",
      "export const b = style({ padding: '12px' });",
      "export const c = style({ background: 'rgba(0,0,0,.5)' });",
      "export const d = style({ fontFamily: 'Arial' });",
    ].join('\n');
    const hits = scanSource('sample.css.ts', dirty);
    expect(hits.map((h) => `${h.line}: ${h.literal}`)).toEqual(['1: #fff', '2: 12px', '3: rgba(', '4: Arial']);
  });

  it('passes clean code: theme vars, percentages, fragments, comments, SVG geometry, dates (0 hits)', () => {
    const clean = `
      // #fff and 12px in a comment are not code
      /** padding: '12px' */
      const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
      type Size = '12px';
      export const box = style({
        color: vars.color.text,
        width: '100%',
        margin: 0,
        padding: '0',
        opacity: 0.5,
        lineHeight: 1,
        strokeWidth: 1.5,
        fontFamily: vars.font.body,
        background: 'transparent',
        borderColor: 'currentColor',
        transition: \`color \${vars.motion.fast} \${vars.motion.easing}\`,
      });
      export const X = () => (
        <a href="#main" data-x={new Date('2024-05-01T12:00:00Z').getTime()}>
          <a href="#add">Add</a>
          <a href={'/promo#beef'}>Promo, 12px wide #fff</a>
          <svg viewBox="0 0 24 24" width={24}><path d="M12 2 L22 12" fill="url(#abc)" /></svg>
          <img sizes="(max-width: 480px) 100vw, 480px" srcSet="a.png 480w" alt="" />
        </a>
      );
    `;
    expect(scanSource('sample.tsx', clean).map(format)).toEqual([]);
  });

  it('also catches 1px, 0px, unitless lengths, markup colours, named colours and appended font stacks', () => {
    const styles = [
      "export const a = style({ borderWidth: '1px', marginTop: '0px' });",
      'export const b = style({ padding: 12, top: -4 });',
      `export const c = style({ boxShadow: \`0 0 0 \${w} #00000080\`, '@media': { '(min-width: 768px)': {} } });`,
      `export const d = style({ fontFamily: \`\${vars.font.body}, serif\` });`,
    ].join('\n');
    expect(scanSource('sample.css.ts', styles).map((h) => `${h.line}: ${h.literal}`)).toEqual([
      '1: 1px',
      '1: 0px',
      '2: padding: 12',
      '2: top: -4',
      '3: #00000080',
      '3: 768px',
      '4: , serif',
    ]);
    const markup = [
      'export const E = () => <svg><path fill="white" /><p style={{ margin: 8 }} /></svg>;',
      `const art = '<rect fill="black"/><text font-family="Arial">Hi</text>';`,
    ].join('\n');
    expect(scanSource('sample.tsx', markup).map((h) => h.literal)).toEqual([
      'white',
      'margin: 8',
      'fill="black',
      'font-family="Arial',
    ]);
  });
});

describe('no colour, spacing or font literals outside themes/', () => {
  const files = sourceFiles();

  it('scans design-system/, src/, pages/ and game-client/', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((f) => f.startsWith('design-system/Button/'))).toBe(true);
    expect(files.some((f) => f.startsWith('game-client/slots/'))).toBe(true);
    expect(files.some((f) => f.includes('.stories.') || f.includes('.test.') || f.includes('fixtures'))).toBe(false);
  });

  it('design-system/, src/, pages/ and game-client/ use theme vars only', () => {
    const hits = files.flatMap((file) => scanSource(file, readFileSync(join(root, file), 'utf8')));
    expect(hits.map(format), `Literals outside themes/:\n${hits.map(format).join('\n')}`).toEqual([]);
  });
});
