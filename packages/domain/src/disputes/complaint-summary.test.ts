import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorText } from '../errors/catalogue.js';
import {
  complaintSummaryProblem,
  complaintSummaryProblems,
  emotionFromFacts,
  isValidLink,
  summaryReuseProblem,
} from './complaint-summary.js';

const valid = {
  shopId: 3,
  orderOrProduct: 'BD2611000123',
  questionLabel: 'quality.broken',
  enquiryRoute: 'email',
  emotion: 'dissatisfied',
  issue: 'The lamp arrived broken; wants a refund',
  solution: 'Partial refund of 30 %',
  links: ['https://www.aliexpress.com/issue/123'],
};

describe('complaintSummaryProblems: spec 3 §5 Complaint summary', () => {
  it.each([
    ['a complete summary', {}, []],
    ['no shop selected', { shopId: null }, [['shopId', 'COMPLAINT_SELECT_REQUIRED']]],
    ['no product selected', { orderOrProduct: ' ' }, [['orderOrProduct', 'COMPLAINT_SELECT_REQUIRED']]],
    ['no question label', { questionLabel: null }, [['questionLabel', 'COMPLAINT_SELECT_REQUIRED']]],
    ['no enquiry route', { enquiryRoute: null }, [['enquiryRoute', 'COMPLAINT_SELECT_REQUIRED']]],
    ['an unknown enquiry route', { enquiryRoute: 'pigeon' }, [['enquiryRoute', 'VALIDATION_FAILED']]],
    ['no emotion', { emotion: null }, [['emotion', 'FIELD_REQUIRED']]],
    [
      'an emotion that is not calm, dissatisfied or angry',
      { emotion: 'happy' },
      [['emotion', 'VALIDATION_FAILED']],
    ],
    ['no issue/demand', { issue: '' }, [['issue', 'FIELD_REQUIRED']]],
    ['no solution', { solution: '' }, [['solution', 'FIELD_REQUIRED']]],
    ['an empty link', { links: [''] }, [['links.0', 'FIELD_REQUIRED']]],
    ['an invalid link', { links: ['https://ok.example.com', 'not a url'] }, [['links.1', 'URL_INVALID']]],
    ['a link without http', { links: ['www.example.com/x'] }, [['links.0', 'URL_INVALID']]],
  ] as const)('%s', (_name, change, expected) => {
    const problems = complaintSummaryProblems({ ...valid, ...change } as typeof valid);
    expect(problems.map((p) => [p.field, p.name])).toEqual(expected);
  });
});

describe('complaintSummaryProblem: the count of missing fields, with the spec’s message', () => {
  it.each([
    ['nothing missing', {}, null, null],
    [
      'three missing',
      { shopId: null, emotion: null, solution: '' },
      'COMPLAINT_SUMMARY_MISSING',
      '3 programs detected as missing',
    ],
    [
      'one missing and an invalid link',
      { issue: '', links: ['nope'] },
      'COMPLAINT_SUMMARY_MISSING',
      '1 programs detected as missing',
    ],
    ['only an invalid link', { links: ['nope'] }, 'URL_INVALID', 'Please enter a valid URL'],
  ] as const)('%s', (_name, change, name, en) => {
    const problem = complaintSummaryProblem(
      complaintSummaryProblems({ ...valid, ...change } as typeof valid),
    );
    expect(problem?.name ?? null).toBe(name);
    if (problem) expect(errorText(problem.name, 'en', problem.params)).toBe(en);
  });

  it('the spec’s text, in both languages', () => {
    expect(errorCatalogue.COMPLAINT_SUMMARY_MISSING.en).toBe('{num} programs detected as missing');
  });
});

describe('isValidLink', () => {
  it.each([
    ['https://www.aliexpress.com/item/1.html', true],
    ['http://shop.example.co.uk:8080/a?b=c#d', true],
    ['ftp://example.com', false],
    ['https://localhost', false],
    ['https://exa mple.com', false],
    ['just text', false],
  ] as const)('%s -> %s', (link, ok) => expect(isValidLink(link)).toBe(ok));
});

describe('summaryReuseProblem: reuse is disabled while the new template is in use', () => {
  it.each([
    ['new', 'COMPLAINT_SUMMARY_REUSE_DISABLED'],
    ['legacy', null],
  ] as const)('%s -> %s', (template, name) => expect(summaryReuseProblem(template)?.name ?? null).toBe(name));
});

describe('emotionFromFacts: angry means unresolved after 3 contacts, a dispute opening, or a lawyer letter', () => {
  it.each([
    ['first contact', { unresolvedContacts: 1, disputeOpened: false, lawyerLetter: false }, null],
    ['2 contacts', { unresolvedContacts: 2, disputeOpened: false, lawyerLetter: false }, null],
    ['3 contacts unresolved', { unresolvedContacts: 3, disputeOpened: false, lawyerLetter: false }, 'angry'],
    ['a dispute opened', { unresolvedContacts: 0, disputeOpened: true, lawyerLetter: false }, 'angry'],
    ['a lawyer letter', { unresolvedContacts: 0, disputeOpened: false, lawyerLetter: true }, 'angry'],
  ] as const)('%s', (_name, facts, emotion) => expect(emotionFromFacts(facts)).toBe(emotion));
});
