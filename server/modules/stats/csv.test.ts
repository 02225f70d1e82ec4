import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, majorUnits } from './csv';

describe('report CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });

  it('defuses formula injection with a leading apostrophe', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+cmd')).toBe("'+cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2+3,4')).toBe(`"'-2+3,4"`);
    expect(csvCell('-12.34')).toBe('-12.34');
  });

  it('writes minor units as major units exactly', () => {
    expect(majorUnits(123456n, 2)).toBe('1234.56');
    expect(majorUnits(5n, 2)).toBe('0.05');
    expect(majorUnits(-1234n, 2)).toBe('-12.34');
    expect(majorUnits(0n, 2)).toBe('0.00');
    expect(majorUnits(700n, 0)).toBe('700');
    expect(majorUnits(9_007_199_254_740_993n, 2)).toBe('90071992547409.93');
  });
});
