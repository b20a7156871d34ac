/** The inputs and outputs tables of the README, as Markdown. */
export interface ActionTables {
  inputs: string;
  outputs: string;
}

/** The tables, each between `<!-- action-<name> -->` and `<!-- /action-<name> -->` in the README. */
export declare const TABLE_NAMES: readonly (keyof ActionTables)[];

/** The inputs and outputs tables of an action.yml, not yet aligned; throws on an entry without a description. */
export declare function actionTables(actionYaml: string): ActionTables;

/** {@link actionTables}, formatted as Prettier formats the README. */
export declare function formattedActionTables(
  actionYaml: string,
  readmePath: string,
): Promise<ActionTables>;

/** The README with each table between its markers; throws naming a missing marker. */
export declare function withActionTables(readme: string, tables: ActionTables): string;

/** The README as it is and as action.yml says it should be. */
export declare function readmeTables(root?: string): Promise<{ current: string; expected: string }>;
