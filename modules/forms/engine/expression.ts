/**
 * A small, safe arithmetic evaluator for calculations (no eval, no Function).
 * Grammar: numbers, variables (placeholders resolved by the caller), + - * / % ^ Mod, unary
 * minus/plus, postfix !, parentheses, implicit multiplication ("2(3)", "2pi"), functions
 * (sin cos tan asin acos atan sinh cosh tanh sqrt root log ln exp abs round floor ceil min max pow)
 * and the constants pi and e. Trigonometry works in degrees by default (§5).
 *
 * Errors carry one of the five parser error codes of §8.
 */

export type ExpressionErrorCode =
  | "unknown-token"
  | "token-not-allowed"
  | "unbalanced-parentheses"
  | "two-decimals"
  | "incomplete-expression";

export class ExpressionError extends Error {
  readonly code: ExpressionErrorCode;
  constructor(code: ExpressionErrorCode, message: string) {
    super(message);
    this.name = "ExpressionError";
    this.code = code;
  }
}

export type Token =
  | { t: "num"; v: number; at: number; text: string }
  | { t: "var"; name: string; at: number; text: string }
  | { t: "op"; v: "+" | "-" | "*" | "/" | "%" | "^" | "!" | ","; at: number; text: string }
  | { t: "fn"; name: string; at: number; text: string }
  | { t: "const"; v: number; at: number; text: string }
  | { t: "("; at: number; text: string }
  | { t: ")"; at: number; text: string };

export type Node =
  | { k: "num"; v: number }
  | { k: "var"; name: string }
  | { k: "neg"; a: Node }
  | { k: "bin"; op: "+" | "-" | "*" | "/" | "%" | "^"; a: Node; b: Node }
  | { k: "fact"; a: Node }
  | { k: "call"; name: string; args: Node[] };

const FUNCTIONS: Record<string, number> = {
  sin: 1,
  cos: 1,
  tan: 1,
  asin: 1,
  acos: 1,
  atan: 1,
  sinh: 1,
  cosh: 1,
  tanh: 1,
  sqrt: 1,
  root: 1,
  log: 1,
  ln: 1,
  exp: 1,
  abs: 1,
  round: 1,
  floor: 1,
  ceil: 1,
  min: -1,
  max: -1,
  pow: 2,
};
const CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E };

/** Variables are written `{…}` (the calculation placeholders) and kept whole. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i] as string;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (/[0-9.]/.test(ch)) {
      const start = i;
      let dots = 0;
      while (i < source.length && /[0-9.]/.test(source[i] as string)) {
        if (source[i] === ".") dots++;
        i++;
      }
      const text = source.slice(start, i);
      if (dots > 1) throw new ExpressionError("two-decimals", `Zwei Dezimalpunkte in einer Zahl: ${text}`);
      if (text === ".")
        throw new ExpressionError("unknown-token", `Unverständlich nach Position ${start}: ${text}`);
      tokens.push({ t: "num", v: Number(text), at: start, text });
      continue;
    }
    if (ch === "{") {
      const end = source.indexOf("}", i);
      if (end < 0)
        throw new ExpressionError("unknown-token", `Unverständlich nach Position ${i}: ${source.slice(i)}`);
      const text = source.slice(i, end + 1);
      tokens.push({ t: "var", name: text, at: i, text });
      i = end + 1;
      continue;
    }
    if (/[a-zA-Z]/.test(ch)) {
      const start = i;
      while (i < source.length && /[a-zA-Z0-9]/.test(source[i] as string)) i++;
      const word = source.slice(start, i);
      const lower = word.toLowerCase();
      if (lower === "mod") tokens.push({ t: "op", v: "%", at: start, text: word });
      else if (Object.hasOwn(FUNCTIONS, lower)) tokens.push({ t: "fn", name: lower, at: start, text: word });
      else if (Object.hasOwn(CONSTANTS, lower))
        tokens.push({ t: "const", v: CONSTANTS[lower] as number, at: start, text: word });
      else
        throw new ExpressionError(
          "unknown-token",
          `Unverständlich nach „${source.slice(0, start)}“: ${word}`,
        );
      continue;
    }
    if (ch === "(" || ch === "[") {
      tokens.push({ t: "(", at: i, text: ch });
      i++;
      continue;
    }
    if (ch === ")" || ch === "]") {
      tokens.push({ t: ")", at: i, text: ch });
      i++;
      continue;
    }
    const op = ch === "×" ? "*" : ch === "÷" ? "/" : ch;
    if ("+-*/%^!,".includes(op)) {
      tokens.push({ t: "op", v: op as "+", at: i, text: ch });
      i++;
      continue;
    }
    throw new ExpressionError("unknown-token", `Unverständlich nach „${source.slice(0, i)}“: ${ch}`);
  }
  return tokens;
}

/** Throws unless every parenthesis closes one opened before it and all are closed. */
export function checkParentheses(tokens: readonly Token[]): void {
  let depth = 0;
  for (const tok of tokens) {
    if (tok.t === "(") depth++;
    if (tok.t === ")") depth--;
    if (depth < 0)
      throw new ExpressionError("unbalanced-parentheses", "Mehr schließende als öffnende Klammern.");
  }
  if (depth > 0)
    throw new ExpressionError("unbalanced-parentheses", "Mehr öffnende als schließende Klammern.");
}

/** A function call node, when the number of arguments fits the function (a negative arity: at least one). */
export function checkArity(tok: Token & { t: "fn" }, args: Node[]): Node {
  const arity = FUNCTIONS[tok.name] as number;
  if ((arity >= 0 && args.length !== arity) || args.length === 0) {
    throw new ExpressionError(
      "token-not-allowed",
      `${tok.text} erwartet ${arity < 0 ? "mindestens 1" : arity} Argument(e).`,
    );
  }
  return { k: "call", name: tok.name, args };
}

/** Parses an equation once; evaluate the tree many times with `evaluate`. */
export function parseExpression(source: string): Node {
  const tokens = tokenize(source);
  if (tokens.length === 0) throw new ExpressionError("incomplete-expression", "Der Ausdruck ist leer.");
  checkParentheses(tokens);

  let pos = 0;
  const peek = (): Token | undefined => tokens[pos];
  const nameOf = (tok: Token | undefined): string => (tok ? tok.text : "Anfang");

  const notAllowed = (tok: Token): never => {
    throw new ExpressionError(
      "token-not-allowed",
      `„${tok.text}“ ist nach „${nameOf(tokens[pos - 1])}“ nicht erlaubt.`,
    );
  };
  const incomplete = (): never => {
    throw new ExpressionError("incomplete-expression", "Der Ausdruck ist unvollständig.");
  };

  const startsOperand = (tok: Token | undefined): boolean =>
    !!tok && (tok.t === "num" || tok.t === "var" || tok.t === "fn" || tok.t === "const" || tok.t === "(");

  function primary(): Node {
    const tok = peek();
    if (!tok) return incomplete();
    if (tok.t === "num") {
      pos++;
      return { k: "num", v: tok.v };
    }
    if (tok.t === "const") {
      pos++;
      return { k: "num", v: tok.v };
    }
    if (tok.t === "var") {
      pos++;
      return { k: "var", name: tok.name };
    }
    if (tok.t === "(") {
      pos++;
      if (peek()?.t === ")") notAllowed(peek() as Token);
      const inner = expression();
      const close = peek();
      if (!close) return incomplete();
      if (close.t !== ")") notAllowed(close);
      pos++;
      return inner;
    }
    if (tok.t === "fn") {
      pos++;
      const open = peek();
      if (!open) return incomplete();
      if (open.t !== "(") {
        // "sin 30": a function applied to the next operand.
        const arg = postfix();
        return checkArity(tok, [arg]);
      }
      pos++;
      const args: Node[] = [];
      if (peek()?.t === ")") notAllowed(peek() as Token);
      for (;;) {
        args.push(expression());
        const next = peek();
        if (!next) return incomplete();
        if (next.t === "op" && next.v === ",") {
          pos++;
          continue;
        }
        if (next.t !== ")") notAllowed(next);
        pos++;
        break;
      }
      return checkArity(tok, args);
    }
    return notAllowed(tok);
  }

  function postfix(): Node {
    let node = primary();
    while (peek()?.t === "op" && (peek() as Token & { t: "op" }).v === "!") {
      pos++;
      node = { k: "fact", a: node };
    }
    // Implicit multiplication: "2(3)", "2pi", "(1)(2)", "2{field:a}".
    if (startsOperand(peek())) {
      const prev = tokens[pos - 1] as Token;
      const next = peek() as Token;
      if (prev.t === "num" && next.t === "num") notAllowed(next);
      return { k: "bin", op: "*", a: node, b: power() };
    }
    return node;
  }

  function power(): Node {
    const base = postfix();
    const tok = peek();
    if (tok?.t === "op" && tok.v === "^") {
      pos++;
      return { k: "bin", op: "^", a: base, b: unary() };
    }
    return base;
  }

  function unary(): Node {
    const tok = peek();
    if (!tok) return incomplete();
    if (tok.t === "op" && (tok.v === "-" || tok.v === "+")) {
      pos++;
      const next = peek();
      if (!next) return incomplete();
      if (next.t === "op" && next.v !== "-" && next.v !== "+") notAllowed(next);
      const a = unary();
      return tok.v === "-" ? { k: "neg", a } : a;
    }
    if (tok.t === "op" || tok.t === ")") notAllowed(tok);
    return power();
  }

  function term(): Node {
    let node = unary();
    for (;;) {
      const tok = peek();
      if (!(tok?.t === "op" && (tok.v === "*" || tok.v === "/" || tok.v === "%"))) return node;
      pos++;
      const next = peek();
      if (!next) return incomplete();
      node = { k: "bin", op: tok.v, a: node, b: unary() };
    }
  }

  function expression(): Node {
    let node = term();
    for (;;) {
      const tok = peek();
      if (!(tok?.t === "op" && (tok.v === "+" || tok.v === "-"))) return node;
      pos++;
      if (!peek()) return incomplete();
      node = { k: "bin", op: tok.v, a: node, b: term() };
    }
  }

  const tree = expression();
  const rest = peek();
  if (rest) notAllowed(rest);
  return tree;
}

/** The variable names (placeholders) an expression reads. */
export function variablesOf(node: Node, into: Set<string> = new Set()): Set<string> {
  switch (node.k) {
    case "var":
      into.add(node.name);
      break;
    case "neg":
    case "fact":
      variablesOf(node.a, into);
      break;
    case "bin":
      variablesOf(node.a, into);
      variablesOf(node.b, into);
      break;
    case "call":
      for (const a of node.args) variablesOf(a, into);
      break;
  }
  return into;
}

const RAD = Math.PI / 180;

function factorial(n: number): number {
  if (n < 0 || !Number.isInteger(n)) return Number.NaN;
  if (n > 170) return Number.POSITIVE_INFINITY;
  let r = 1;
  for (let i = 2; i <= n; i++) r *= i;
  return r;
}

export type EvalOptions = { degrees?: boolean };

export function evaluate(node: Node, vars: (name: string) => number, options: EvalOptions = {}): number {
  const deg = options.degrees ?? true;
  const toRad = (x: number) => (deg ? x * RAD : x);
  const fromRad = (x: number) => (deg ? x / RAD : x);
  const run = (n: Node): number => {
    switch (n.k) {
      case "num":
        return n.v;
      case "var":
        return vars(n.name);
      case "neg":
        return -run(n.a);
      case "fact":
        return factorial(run(n.a));
      case "bin": {
        const a = run(n.a);
        const b = run(n.b);
        switch (n.op) {
          case "+":
            return a + b;
          case "-":
            return a - b;
          case "*":
            return a * b;
          case "/":
            return a / b;
          case "%":
            return a % b;
          case "^":
            return a ** b;
        }
        return Number.NaN;
      }
      case "call": {
        const args = n.args.map(run);
        const x = args[0] as number;
        switch (n.name) {
          case "sin":
            return Math.sin(toRad(x));
          case "cos":
            return Math.cos(toRad(x));
          case "tan":
            return Math.tan(toRad(x));
          case "asin":
            return fromRad(Math.asin(x));
          case "acos":
            return fromRad(Math.acos(x));
          case "atan":
            return fromRad(Math.atan(x));
          case "sinh":
            return Math.sinh(x);
          case "cosh":
            return Math.cosh(x);
          case "tanh":
            return Math.tanh(x);
          case "sqrt":
          case "root":
            return Math.sqrt(x);
          case "log":
            return Math.log10(x);
          case "ln":
            return Math.log(x);
          case "exp":
            return Math.exp(x);
          case "abs":
            return Math.abs(x);
          case "round":
            return Math.round(x);
          case "floor":
            return Math.floor(x);
          case "ceil":
            return Math.ceil(x);
          case "min":
            return Math.min(...args);
          case "max":
            return Math.max(...args);
          case "pow":
            return x ** (args[1] as number);
        }
        return Number.NaN;
      }
    }
  };
  return run(node);
}
