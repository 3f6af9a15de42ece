// The prices feature's public surface: the price sources and the price job, and the operator's close.
export { BENCHMARK_INDEX, IDEA_RESULTS } from './idea-results';
export { createMoexIssSource } from './moex-iss';
export { createOfflineSource } from './offline-prices.repository';
export { runPriceJob } from './price-job.service';
export { closeIdeaByOperator } from './operator-close.service';
