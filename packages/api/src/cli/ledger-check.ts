import { checkLedger } from '../modules/wallet/wallet.service';
import { openMigratedDb } from './open-db';

/** `npm run ledger:check`: every wallet's entries must add up to its balance. Exits 1 on any anomaly. */
const { handle } = await openMigratedDb();
try {
  const anomalies = await checkLedger(handle.db);
  if (anomalies.length === 0) {
    console.log('ledger: every wallet balances');
  } else {
    console.error(`ledger: ${anomalies.length} wallet(s) out of balance`);
    for (const a of anomalies)
      console.error(
        `  ${a.walletId}: balance ${a.balance}, entries sum ${a.ledgerSum}, last balance_after ${a.lastBalanceAfter}`,
      );
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
