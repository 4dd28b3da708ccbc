// Fault injection for the reference upstream (reliability tests): rules, the seeded plan, the interceptor.
export {
  DEFAULT_CHAOS_SEED,
  FAULT_KINDS,
  FAULT_STATUSES,
  ChaosRuleError,
  parseChaosSettings,
  type ChaosRuleSpec,
  type ChaosSettings,
  type FaultKind,
  type FaultStatus,
} from './chaos-rules';
export { createFaultInjector, type FaultInjector } from './fault-injector';
