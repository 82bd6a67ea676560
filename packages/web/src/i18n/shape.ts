/** The shape every language file repeats: the same keys, strings at the leaves. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
