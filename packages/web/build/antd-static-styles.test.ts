import { describe, expect, it } from 'vitest';
import { renderAntdStyles, replaceStyleFunctions } from './antd-static-styles';

describe('antd style modules: the style function goes, its static CSS comes in its place', () => {
  it.each([
    [
      "export default genStyleHooks('Button', (token) => [genButtonStyle(token)], prepareComponentToken);",
      "genStyleHooks('Button', null, prepareComponentToken)",
      'virtual:antd-style/Button-Button.css',
    ],
    [
      "export default genStyleHooks(['Input', 'Shared'], (token) => [genInputStyle(token)], prepare, { resetFont: false });",
      "genStyleHooks(['Input', 'Shared'], null, prepare, { resetFont: false })",
      'virtual:antd-style/Input-Shared.css',
    ],
    [
      "export default genSubStyleComponent(['Form', 'item-item'], (token, { rootPrefixCls }) => [x(token)]);",
      "genSubStyleComponent(['Form', 'item-item'], null)",
      'virtual:antd-style/Form-item-item.css',
    ],
    [
      "const useStyle = genComponentStyleHook('Wave', (token) => [genWaveStyle(token)]);",
      "genComponentStyleHook('Wave', null)",
      'virtual:antd-style/Wave-Wave.css',
    ],
  ])('%s', (code, call, css) => {
    const out = replaceStyleFunctions(code, 'antd/es/x/style/index.js');
    expect(out?.code).toContain(call);
    expect(out?.code.startsWith(`import "${css}";\n`)).toBe(true);
  });

  it('leaves a module without style hooks alone', () => {
    expect(replaceStyleFunctions('export const a = genStyle(1);', 'antd/es/x/index.js')).toBeNull();
  });

  it('refuses a style hook whose name it cannot read', () => {
    expect(() =>
      replaceStyleFunctions('genStyleHooks(name, (t) => [t]);', 'antd/es/x/style/index.js'),
    ).toThrow('an antd style hook this build cannot read');
  });
});

describe("antd's styles rendered with the app's theme", () => {
  const styles = renderAntdStyles();

  it('has the CSS of the components the screens draw, without theme hashes, on CSS variables', () => {
    for (const hook of [
      'Shared',
      'Button-Button',
      'Table-Table',
      'Select-Select',
      'Form-Form',
      'Modal-Modal',
    ])
      expect(styles.get(hook), hook).toBeTruthy();
    const button = styles.get('Button-Button') ?? '';
    expect(button).toContain('.ant-btn');
    expect(button).toContain('var(--ant-color-primary)');
    expect(button).not.toMatch(/\.css-[a-z0-9]+/);
  });

  it("leaves the theme's values to the variables the page sets: the table's empty text takes its own colour", () => {
    // components.Table.colorTextDisabled of app/theme.ts: antd sets the variable on the table's own scope at run time
    expect(styles.get('Table-Table')).toMatch(
      /\.ant-table-placeholder\{text-align:center;color:var\(--ant-color-text-disabled\);?\}/,
    );
  });
});
