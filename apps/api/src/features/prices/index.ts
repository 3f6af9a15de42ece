// The prices feature's public surface: the price sources and the price job, and the operator's close.
export { createMoexIssSource } from './moex-iss';
export { createOfflineSource } from './offline-prices.repository';
export { runPriceJob } from './price-job.service';
export { closeIdeaByOperator } from './operator-close.service';
