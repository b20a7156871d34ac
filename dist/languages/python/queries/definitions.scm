; Definitions Remora reviews as nodes.
;   @definition.class / @definition.function  the whole definition, decorators included
;   @name                                     its name; the name's parent is the definition proper
; Scope (module, class body, nested in a function) is decided in code from the
; tree's ancestry, so the same rules serve every language pack.

(class_definition
  name: (identifier) @name) @definition.class

(function_definition
  name: (identifier) @name) @definition.function

(decorated_definition
  definition: (class_definition
    name: (identifier) @name)) @definition.class

(decorated_definition
  definition: (function_definition
    name: (identifier) @name)) @definition.function
