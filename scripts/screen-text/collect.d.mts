export declare function collectScreenText(): { text: string; tag: string }[];
