export declare const domainSourceAliases: { find: RegExp; replacement: string }[];
