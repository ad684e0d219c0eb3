import { z } from 'zod';
import { defineControl, type Sandbox } from '../../context';

/** How the simulated Shaparak gateway behaves now; tests and demos switch it with the control below. */
export const GATEWAY_MODES = ['WORKING', 'OUT_OF_ORDER', 'CONNECTION_FAILED'] as const;
export type GatewayMode = (typeof GATEWAY_MODES)[number];

export interface GatewayWorld {
  mode: GatewayMode;
  /**
   * The country the gateway page sees its visitor in (spec 000 §6: gateways work only from Iranian IPs). The
   * sandbox has no address database, so a demo sets it here; a request's X-Sandbox-Country header wins.
   */
  visitorCountry: string;
}

const worlds = new WeakMap<Sandbox, GatewayWorld>();

export function gatewayWorld(sb: Sandbox): GatewayWorld {
  let world = worlds.get(sb);
  if (!world) {
    world = { mode: 'WORKING', visitorCountry: 'IR' };
    worlds.set(sb, world);
  }
  return world;
}

/** PUT /__sandbox/gateway/state: the gateway's mode and the country its page sees the visitor in. */
export const gatewayControls = [
  defineControl({
    method: 'PUT',
    path: 'gateway/state',
    body: z
      .object({
        mode: z.enum(GATEWAY_MODES).optional(),
        visitorCountry: z
          .string()
          .regex(/^[A-Za-z]{2}$/)
          .optional(),
      })
      .strict(),
    run: async (sb, { body }) => {
      const world = gatewayWorld(sb);
      if (body.mode) world.mode = body.mode;
      if (body.visitorCountry) world.visitorCountry = body.visitorCountry.toUpperCase();
      return { ...world };
    },
  }),
];
