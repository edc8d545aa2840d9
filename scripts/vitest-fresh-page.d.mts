export declare function freshPage(): void;
