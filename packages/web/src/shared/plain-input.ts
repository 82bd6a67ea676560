/**
 * antd's Input without the parts its `Input` export brings along as statics (Password, Search, TextArea, OTP,
 * Group: about 5 KB gzipped): the same component, from its own module in antd's ES build. For the order
 * filters and the top bar's search, which every agent's first page draws (issue 10); other screens import
 * `Input` from 'antd'.
 */
export { default as PlainInput } from 'antd/es/input/Input';
