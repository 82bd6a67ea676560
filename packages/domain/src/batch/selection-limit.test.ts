import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import { interceptionSelectionProblem, orderBatchSelectionProblem } from './selection-limit.js';

describe('batch interception selection: at least one package, at most 20', () => {
  it.each([
    [0, 'Please select the data', '请选择数据'],
    [1, null, null],
    [20, null, null],
    [21, 'At most 20 pieces of data can be operated', '最多只能操作 20 条数据'],
    [50, 'At most 20 pieces of data can be operated', '最多只能操作 20 条数据'],
  ] as const)('%i selected -> %j', (selected, en, zh) => {
    for (const check of [interceptionSelectionProblem, orderBatchSelectionProblem]) {
      const problem = check(selected);
      if (en === null) {
        expect(problem).toBeNull();
        continue;
      }
      expect(problem).not.toBeNull();
      expect(errorText(problem!.name, 'en', problem!.params)).toBe(en);
      expect(errorText(problem!.name, 'zh', problem!.params)).toBe(zh);
    }
  });
});
