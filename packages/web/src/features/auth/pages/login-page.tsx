import { LockOutlined, LoginOutlined, MailOutlined } from '@ant-design/icons';
import type { ErrorName, Lang } from '@backdesk/domain';
import type { loginInputSchema } from '@backdesk/domain/auth';
import { Alert, Button, Flex, Form, Segmented, Spin, theme } from 'antd';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import loginBackgroundEn from '../../../assets/login-bg-en.svg';
import loginBackgroundZh from '../../../assets/login-bg-zh.svg';
import { useDocumentTitleKey } from '../../../shared/document-title';
import type { errorText } from '../../../shared/error-catalogue';
import { loadErrorTexts } from '../../../shared/error-texts';
import { PasswordInput, PlainInput } from '../../../shared/plain-input';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { applyUserState } from '../../../shared/session/apply-user';
import { type UserState, useSession } from '../../../shared/session/session-store';
import { useLoginConfig } from '../api/get-login-config';
import { exchangeLoginToken, getUserState } from '../api/get-user-state';
import { useSignIn } from '../api/sign-in';
import { isChrome } from '../is-chrome';

type Values = { username: string; password: string };

type LoginSchema = typeof loginInputSchema;
type Rules = { schema: LoginSchema; errorText: typeof errorText };

/**
 * The domain's sign-in schema and the error catalogue's texts, loaded right after the page has drawn (zod
 * and the catalogue stay out of the sign-in page's first load, issue 10). Once loaded the rules check
 * synchronously, as before.
 */
let loadedRules: Rules | null = null;
const loadRules = () =>
  Promise.all([import('@backdesk/domain/auth'), loadErrorTexts()]).then(([auth, errors]) => {
    loadedRules = { schema: auth.loginInputSchema, errorText: errors.errorText };
    return loadedRules;
  });

/** A form rule from one field of the domain's sign-in schema, with the catalogue's zh/en text. */
function schemaRule(field: 'username' | 'password', lang: Lang) {
  const check = (rules: Rules, value: string | undefined) => {
    const result = rules.schema.shape[field].safeParse(value ?? '');
    if (result.success) return Promise.resolve();
    const name = result.error.issues[0]?.message as ErrorName | undefined;
    return Promise.reject(new Error(rules.errorText(name ?? 'FIELD_REQUIRED', lang)));
  };
  return {
    validator: (_rule: unknown, value: string | undefined) =>
      loadedRules ? check(loadedRules, value) : loadRules().then((rules) => check(rules, value)),
  };
}

export function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const lang = usePreferences((s) => s.lang);
  const setLang = usePreferences((s) => s.setLang);
  const user = useSession((s) => s.user);
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const signIn = useSignIn();
  const { ssoUrl, oaUrl } = useLoginConfig();
  useDocumentTitleKey('routes.login');

  const loginToken = new URLSearchParams(location.search).get('loginToken');
  const [exchanging, setExchanging] = useState(Boolean(loginToken));
  const exchanged = useRef(false);

  useEffect(() => {
    void loadRules();
  }, []);

  const enter = (state: UserState) => {
    applyUserState(state);
    navigate(state.defaultPassword ? '/modifyPWD' : '/dashboard', {
      replace: true,
      state: { from: '/login' },
    });
  };

  // The login-token shortcut: ?loginToken=... signs in without the form (once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a one-time exchange per token
  useEffect(() => {
    if (!loginToken || exchanged.current) return;
    exchanged.current = true;
    exchangeLoginToken(loginToken)
      .then(enter)
      .catch((error: Error) => {
        setFailure(error.message);
        setExchanging(false);
        navigate('/login', { replace: true });
      });
  }, [loginToken]);

  // Re-validate shown messages in the new language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: lang is the trigger, the texts come from it via the rules
  useEffect(() => {
    const touched = form
      .getFieldsError()
      .filter((f) => f.errors.length > 0)
      .map((f) => f.name);
    if (touched.length) void form.validateFields(touched);
  }, [lang, form]);

  if (user && !loginToken && !finishing) {
    return (
      <Navigate to={user.defaultPassword ? '/modifyPWD' : '/dashboard'} replace state={{ from: '/login' }} />
    );
  }

  const submit = async (values: Values) => {
    const parsed = (loadedRules ?? (await loadRules())).schema.safeParse(values);
    if (!parsed.success) return;
    setFailure(null);
    signIn.mutate(parsed.data, {
      onSuccess: async (answer) => {
        setFinishing(true);
        useSession.getState().setToken(answer.access_token);
        try {
          enter(await getUserState());
        } catch (error) {
          setFinishing(false);
          setFailure((error as Error).message);
        }
      },
      onError: (error) => setFailure(error.message),
    });
  };

  // Headings, paragraph and links as antd's Typography draws them, without its code (editing, copying,
  // ellipsis: about 5 KB gzipped) in the sign-in page's first load (issue 10).
  const heading = (level: 2 | 3): CSSProperties => ({
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
    fontSize: level === 2 ? token.fontSizeHeading2 : token.fontSizeHeading3,
    lineHeight: level === 2 ? token.lineHeightHeading2 : token.lineHeightHeading3,
    marginBottom: '0.5em',
    wordBreak: 'break-word',
  });
  const paragraph: CSSProperties = { marginBottom: '1em', wordBreak: 'break-word' };

  const background = lang === 'zh' ? loginBackgroundZh : loginBackgroundEn;
  const chrome = typeof navigator === 'undefined' || isChrome(navigator.userAgent);

  return (
    <Flex style={{ minHeight: '100vh' }}>
      <Flex
        vertical
        justify="center"
        className="bd-login-background"
        data-background={lang}
        style={{
          flex: '1 1 55%',
          padding: '48px 64px',
          backgroundImage: `url("${background}")`,
          color: '#fff',
        }}
      >
        <Flex align="center" gap={12}>
          <img src="/favicon.svg" alt="" width={44} height={44} />
          <h2 style={{ ...heading(2), color: '#fff', margin: 0 }}>{t('app.name')}</h2>
        </Flex>
        <h3 style={{ ...heading(3), color: '#fff', marginTop: 24, fontWeight: 500 }}>{t('app.tagline')}</h3>
        <div style={{ ...paragraph, color: 'rgba(255,255,255,0.85)', fontSize: 16, maxWidth: 460 }}>
          {t('login.subtitle')}
        </div>
      </Flex>
      <Flex
        vertical
        justify="center"
        align="center"
        style={{ flex: '1 1 45%', padding: 32, background: '#fff' }}
      >
        <Flex justify="flex-end" style={{ width: '100%', maxWidth: 400, marginBottom: 24 }}>
          <Segmented<Lang>
            aria-label={t('login.language')}
            value={lang}
            onChange={setLang}
            options={[
              { value: 'zh', label: t('lang.zh') },
              { value: 'en', label: t('lang.en') },
            ]}
          />
        </Flex>
        <div style={{ width: '100%', maxWidth: 400 }}>
          <h3 style={{ ...heading(3), marginTop: 0 }}>{t('login.title')}</h3>
          {chrome ? null : (
            <Alert type="info" showIcon title={t('login.chromeHint')} style={{ marginBottom: 16 }} />
          )}
          {failure ? (
            <Alert
              type="error"
              showIcon
              closable={{ onClose: () => setFailure(null), 'aria-label': t('common.close') }}
              title={failure}
              role="alert"
              style={{ marginBottom: 16 }}
            />
          ) : null}
          {exchanging ? (
            <Flex justify="center" style={{ padding: 32 }}>
              <Spin description={t('login.tokenSigningIn')} />
            </Flex>
          ) : (
            <Form
              form={form}
              name="login"
              layout="vertical"
              onFinish={submit}
              requiredMark={false}
              size="large"
            >
              <Form.Item
                name="username"
                label={t('login.username')}
                rules={[schemaRule('username', lang)]}
                validateTrigger={['onBlur', 'onChange']}
              >
                <PlainInput
                  prefix={<MailOutlined />}
                  placeholder={t('login.usernamePlaceholder')}
                  autoComplete="username"
                  inputMode="email"
                />
              </Form.Item>
              <Form.Item name="password" label={t('login.password')} rules={[schemaRule('password', lang)]}>
                <PasswordInput
                  prefix={<LockOutlined />}
                  placeholder={t('login.passwordPlaceholder')}
                  autoComplete="current-password"
                />
              </Form.Item>
              <Button
                type="primary"
                htmlType="submit"
                block
                icon={<LoginOutlined />}
                loading={signIn.isPending || finishing}
              >
                {t('login.submit')}
              </Button>
            </Form>
          )}
          <Flex justify="space-between" style={{ marginTop: 16 }}>
            {oaUrl ? (
              <a className="bd-link" href={oaUrl} target="_blank" rel="noopener noreferrer">
                {t('login.oaEntry')}
              </a>
            ) : (
              <span />
            )}
            {ssoUrl ? (
              <a className="bd-link" href={ssoUrl}>
                {t('login.sso')}
              </a>
            ) : null}
          </Flex>
        </div>
      </Flex>
    </Flex>
  );
}
