/** A key without its English plural ending: `key_other` stands for `key`, `key_one` for nothing. */
type Singular<K> = K extends `${infer Base}_other` ? Base : K;

/**
 * The shape every language file repeats: the same keys, strings at the leaves. An English text with plural forms
 * (`key_one`, `key_other`, chosen by i18next from `count`) is the plain `key` in Chinese, which has one form.
 */
export type Shape<T> = {
  [K in keyof T as K extends `${string}_one` ? never : Singular<K>]: T[K] extends string
    ? string
    : Shape<T[K]>;
};
