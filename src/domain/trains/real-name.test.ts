import { describe, expect, it } from 'vitest';
import { realNameIssues, sameDocument } from './real-name';

const adult = { name: 'Li Lei', type: 'adult', documentType: 'idcard', documentNumber: '11010519491231002X' };

describe('real-name rules of one booking', () => {
  it('accepts a family: adult, child, passport holder with every detail', () => {
    expect(
      realNameIssues([
        adult,
        { name: 'Li Xiao', type: 'child', documentType: 'idcard', documentNumber: '110101200001010010' },
        {
          name: 'Anna Berg',
          type: 'adult',
          documentType: 'passport',
          documentNumber: 'E24681357',
          birthday: '1985-02-11',
          nationality: 'SE',
          gender: 'female',
        },
      ]),
    ).toEqual([]);
  });

  it('refuses one document twice in an order, upper or lower case, naming the second passenger', () => {
    expect(realNameIssues([adult, { ...adult, name: 'Han Meimei', documentNumber: '11010519491231002x' }])).toEqual([
      { index: 1, field: 'documentNumber', problem: 'documentTwice' },
    ]);
    // The same number under another document type is another document.
    expect(
      realNameIssues([adult, { ...adult, documentType: 'passport', birthday: '1949-12-31', nationality: 'CN', gender: 'male' }]),
    ).toEqual([]);
    expect(sameDocument('idcard', ' 11010519491231002x ')).toBe('idcard:11010519491231002X');
  });

  it('refuses children travelling without an adult', () => {
    expect(
      realNameIssues([
        { ...adult, type: 'child' },
        { ...adult, type: 'student', documentNumber: '110101200001010010' },
      ]),
    ).toEqual([{ index: 0, field: 'type', problem: 'childWithoutAdult' }]);
  });

  it('asks a passport holder for birth date, nationality and gender', () => {
    expect(
      realNameIssues([{ name: 'Anna Berg', type: 'adult', documentType: 'passport', documentNumber: 'E24681357', nationality: 'SE' }]),
    ).toEqual([
      { index: 0, field: 'birthday', problem: 'passportDetails' },
      { index: 0, field: 'gender', problem: 'passportDetails' },
    ]);
  });
});
