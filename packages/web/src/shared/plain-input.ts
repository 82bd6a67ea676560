/**
 * antd's Input and Input.Password without the parts the `Input` export brings along as statics (Search,
 * TextArea, OTP, Group and each other: about 5 KB gzipped): the same components, from their own modules in
 * antd's ES build. For the sign-in page, the order filters and the top bar's search, the first pages people
 * open (issue 10); other screens import `Input` from 'antd'.
 */
export { default as PlainInput } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
