/** The inputs and outputs tables of docs/action.md, as Markdown. */
export interface ActionTables {
  inputs: string;
  outputs: string;
}

/** The page that holds the tables, relative to the repository root. */
export declare const TABLES_PAGE: string;

/** The tables, each between `<!-- action-<name> -->` and `<!-- /action-<name> -->` on the page. */
export declare const TABLE_NAMES: readonly (keyof ActionTables)[];

/** The inputs and outputs tables of an action.yml, not yet aligned; throws on an entry without a description. */
export declare function actionTables(actionYaml: string): ActionTables;

/** {@link actionTables}, formatted as Prettier formats the page. */
export declare function formattedActionTables(
  actionYaml: string,
  pagePath: string,
): Promise<ActionTables>;

/** The page with each table between its markers; throws naming a missing marker. */
export declare function withActionTables(page: string, tables: ActionTables): string;

/** The page as it is and as action.yml says it should be. */
export declare function actionPageTables(
  root?: string,
): Promise<{ current: string; expected: string }>;
