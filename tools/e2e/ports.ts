/**
 * The ports the e2e servers listen on. `E2E_PORT_OFFSET` moves them all, so two checkouts on one machine can
 * run their suites at the same time: each offset moves the set by ten ports, so offsets 1 and 2 share none
 * (a set spans four neighbouring ports).
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0) * 10;

export const PORTS = {
  sandbox: 18787 + OFFSET,
  web: 15173 + OFFSET,
  miniApp: 15174 + OFFSET,
  tgHost: 15175 + OFFSET,
  botHealth: 15176 + OFFSET,
};

export const SANDBOX_ORIGIN = `http://127.0.0.1:${PORTS.sandbox}`;
