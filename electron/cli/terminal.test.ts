import { describe, expect, it } from 'vitest';
import { escapeControls } from './terminal.ts';

describe('escapeControls: nothing the CLI prints can drive the terminal', () => {
  it('writes every C0 control but tab and line feed, DEL and every C1 control as a visible \\uXXXX', () => {
    const controls = [
      ...Array.from({ length: 0x20 }, (_, i) => i).filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d),
      0x7f,
      ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
    ];
    for (const code of controls) {
      const out = escapeControls(`a${String.fromCharCode(code)}b`);
      expect(out, code.toString(16)).toBe(`a\\u${code.toString(16).padStart(4, '0')}b`);
    }
  });

  it('an ESC sequence and a bidi override lose their effect, the text around them kept', () => {
    expect(escapeControls('Sol Ring\u001b[2J\u001b]0;title\u0007')).toBe('Sol Ring\\u001b[2J\\u001b]0;title\\u0007');
    expect(escapeControls('Opt\u202egnir loS')).toBe('Opt\\u202egnir loS');
  });

  it('keeps tab, line feed, CRLF, a carriage return ending what is written, and Japanese text', () => {
    expect(escapeControls('4\tボルシャック・ドラゴン\r\n山 ×4\n')).toBe('4\tボルシャック・ドラゴン\r\n山 ×4\n');
    expect(escapeControls('importing 50%\r')).toBe('importing 50%\r');
    expect(escapeControls('abc\rxyz')).toBe('abc\\u000dxyz');
  });

  it('in JSON text the escapes are JSON escapes: it parses to the same string', () => {
    const value = { name: 'Opt\u009b31m\u202e\u0085' };
    const out = escapeControls(JSON.stringify(value));
    expect(out).not.toMatch(/[\u0080-\u009f\u202a-\u202e]/);
    expect(JSON.parse(out)).toEqual(value);
  });
});
