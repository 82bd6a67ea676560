import { type ErrorName, errorText } from '@backdesk/domain';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { usePreferences } from '../../../shared/preferences/preferences-store';

/**
 * The problems of one package's form, by field: a catalogue error and its parameters, or the words the server
 * answered (`message`, already in the interface language).
 */
export type FieldProblems = Record<
  string,
  { name: string; params?: Record<string, string | number>; message?: string }
>;

/**
 * A labelled field of a package's refund form: the label points at the control (`refund-<packageNo>-<field>`),
 * and the field's problem, if any, shows under it in the interface language.
 */
export function RefundField({
  packageNo,
  field,
  also,
  label,
  required,
  problems,
  children,
}: {
  packageNo: string;
  field: string;
  /** Another field whose problem shows here too (the extra freight's question label). */
  also?: string;
  label: ReactNode;
  required?: boolean;
  problems: FieldProblems;
  children: ReactNode;
}) {
  const lang = usePreferences((s) => s.lang);
  const problem = problems[field] ?? (also ? problems[also] : undefined);
  return (
    <Form.Item
      label={label}
      htmlFor={refundFieldId(packageNo, field)}
      required={required}
      validateStatus={problem ? 'error' : undefined}
      help={
        problem ? (problem.message ?? errorText(problem.name as ErrorName, lang, problem.params)) : undefined
      }
    >
      {children}
    </Form.Item>
  );
}

/** The id of a package form's control, which its label points at. */
export const refundFieldId = (packageNo: string, field: string) => `refund-${packageNo}-${field}`;
