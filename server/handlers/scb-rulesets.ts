// SCB rule sets (tag `scb-rulesets`): list, get by id, delete.
import { collectionHandlers } from './collection';

export const scbRulesetsHandlers = collectionHandlers({
  type: 'scb-ruleset',
  list: 'listScbRulesets',
  get: 'getScbRuleset',
  remove: 'deleteScbRuleset',
});
