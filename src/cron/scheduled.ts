import { JOBS } from "./jobs";
import { runJob } from "./policy";
import { jobsForCron } from "../core/jobs/schedule";
import { errorMessage } from "../core/errors";

/**
 * The `scheduled` handler: runs the jobs of the cron expression that fired, each under its
 * own lease, side by side. A job's failure is recorded in its row and does not stop the others.
 */
export async function runScheduled(controller: ScheduledController, env: Env, _ctx: ExecutionContext): Promise<void> {
  const names = jobsForCron(controller.cron);
  if (names.length === 0) {
    console.error(`scheduled: no job runs on "${controller.cron}"; wrangler.toml and src/core/jobs/schedule.ts disagree`);
    return;
  }
  const settled = await Promise.allSettled(names.map((name) => runJob(env, JOBS[name], { trigger: "cron", nowMs: controller.scheduledTime })));
  settled.forEach((result, i) => {
    if (result.status === "rejected") {
      console.error(`scheduled: job ${names[i]} could not run`, errorMessage(result.reason));
    }
  });
}
