// `npm run compliance:scenarios`: runs every compliance scenario (packages/domain/src/compliance/
// scenarios) through the rules and prints the report an auditor reads; exits 1 if any fails.
import { runAllScenarios, scenarioReport } from '../packages/domain/src/compliance/scenarios/scenario-run.ts';

const { text, failed } = scenarioReport(runAllScenarios());
console.log(text);
process.exitCode = failed > 0 ? 1 : 0;
