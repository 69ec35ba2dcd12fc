/**
 * Where this instance is in its life, for `GET /api/health/ready`: a proxy or an orchestrator
 * sends traffic only to a ready instance, so it must hear "not ready" before the server starts
 * answering and again from the first moment of its shutdown, while requests under way finish.
 */
export type LifeStage = 'starting' | 'ready' | 'stopping';

export class Readiness {
  #stage: LifeStage = 'starting';

  get stage(): LifeStage {
    return this.#stage;
  }

  /** Everything is registered and the server can answer (Fastify's onReady). */
  started(): void {
    if (this.#stage === 'starting') this.#stage = 'ready';
  }

  /** A signal or app.close(): never ready again, whatever comes after. */
  stopping(): void {
    this.#stage = 'stopping';
  }
}
