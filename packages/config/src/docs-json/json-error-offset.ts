/**
 * Where `text` stops being valid JSON: the offset of the first character no JSON document could
 * have there (the length of the text when it ends too early), or undefined when the text is valid.
 *
 * JSON.parse knows this offset but leaves it out of some of its messages ("Unexpected token '}',
 * ... is not valid JSON"), so this follows the same grammar to find it again.
 */
export function jsonErrorOffset(text: string): number | undefined {
  let i = 0;
  const fail = (): never => {
    throw new StopAt(i);
  };
  const skipSpace = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const expect = (char: string) => {
    if (text[i] !== char) fail();
    i++;
  };
  const isDigit = () => i < text.length && text[i]! >= '0' && text[i]! <= '9';
  const digits = () => {
    if (!isDigit()) fail();
    while (isDigit()) i++;
  };

  const string = () => {
    expect('"');
    for (;;) {
      const char = text[i];
      if (char === undefined || char < ' ') fail();
      i++;
      if (char === '"') return;
      if (char === '\\') {
        const escape = text[i];
        if (escape !== undefined && '"\\/bfnrt'.includes(escape)) i++;
        else if (escape === 'u') {
          i++;
          for (let n = 0; n < 4; n++) {
            if (!/[0-9a-fA-F]/.test(text[i] ?? '')) fail();
            i++;
          }
        } else fail();
      }
    }
  };
  const number = () => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else digits();
    if (text[i] === '.') {
      i++;
      digits();
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      digits();
    }
  };
  const literal = (word: string) => {
    for (const char of word) expect(char);
  };
  const list = (close: string, item: () => void) => {
    i++;
    skipSpace();
    if (text[i] === close) return void i++;
    for (;;) {
      item();
      skipSpace();
      if (text[i] !== ',') return expect(close);
      i++;
    }
  };
  const value = (): void => {
    skipSpace();
    const char = text[i];
    if (char === '{') {
      return list('}', () => {
        skipSpace();
        string();
        skipSpace();
        expect(':');
        value();
      });
    }
    if (char === '[') return list(']', value);
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return number();
    fail();
  };

  try {
    value();
    skipSpace();
    if (i < text.length) fail();
    return undefined;
  } catch (error) {
    if (error instanceof StopAt) return error.offset;
    throw error;
  }
}

class StopAt {
  readonly offset: number;
  constructor(offset: number) {
    this.offset = offset;
  }
}
