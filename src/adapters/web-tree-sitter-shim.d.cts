import type * as TreeSitter from 'web-tree-sitter';
export declare function loadWebTreeSitter(): typeof TreeSitter;
