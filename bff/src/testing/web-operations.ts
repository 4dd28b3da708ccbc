import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  parse,
  visit,
} from 'graphql';
import ts from 'typescript';

const webSources = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'web', 'src');

/**
 * Every operation the web app can send: the text of each gql.tada `graphql(…)` call in web/src
 * (tests aside), completed with the fragments it spreads, as the client prints it.
 */
export function webOperations(): Array<{ name: string; document: DocumentNode }> {
  const definitions = webDefinitions();
  const fragments = fragmentsOf(definitions);
  return definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return [];
    const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [definition] };
    return [
      {
        name: definition.name?.value ?? '(anonymous)',
        document: withFragments(document, fragments),
      },
    ];
  });
}

/** The web app's fragments by name (each row's, filter panel's… fields). */
export function webFragments(): Map<string, FragmentDefinitionNode> {
  return fragmentsOf(webDefinitions());
}

/** The document with the fragments it spreads (and those they spread) appended. */
export function withFragments(
  document: DocumentNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): DocumentNode {
  const used = new Map<string, FragmentDefinitionNode>();
  const pending: DefinitionNode[] = [...document.definitions];
  while (pending.length > 0) {
    visit(pending.pop()!, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !used.has(fragment.name.value)) {
          used.set(fragment.name.value, fragment);
          pending.push(fragment);
        }
      },
    });
  }
  const own = new Set(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [definition.name.value] : [],
    ),
  );
  return {
    kind: Kind.DOCUMENT,
    definitions: [
      ...document.definitions,
      ...[...used.values()].filter((fragment) => !own.has(fragment.name.value)),
    ],
  };
}

function fragmentsOf(definitions: readonly DefinitionNode[]): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  return fragments;
}

/** Every definition of every `graphql(…)` call in web/src, tests aside. */
function webDefinitions(): DefinitionNode[] {
  const definitions: DefinitionNode[] = [];
  for (const file of sourceFiles(webSources)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visitNode = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'graphql'
      ) {
        const [first] = node.arguments;
        if (first && (ts.isNoSubstitutionTemplateLiteral(first) || ts.isStringLiteral(first))) {
          definitions.push(...parse(first.text).definitions);
        }
      }
      ts.forEachChild(node, visitNode);
    };
    visitNode(source);
  }
  return definitions;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}
