export interface ScreenTextFinding { kind: 'raw-key' | 'raw-code' | 'english' | 'developer'; text: string; detail: string }
export declare function scanScreenText(texts: { text: string }[], options: { locale: string }): ScreenTextFinding[];
export declare function formatFindings(screen: string, findings: ScreenTextFinding[]): string;
