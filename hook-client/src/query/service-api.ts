/* Generated from the service's /openapi.json by hook-client/test/service-api.test.ts (run it with -u to regenerate). Do not edit. */

export interface paths {
    "/v1/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List users */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Users */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            users: components["schemas"]["User"][];
                            next_cursor: null;
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a user */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /**
                         * @description IANA zone for day boundaries
                         * @default UTC
                         * @example Europe/Paris
                         */
                        time_zone?: string;
                    };
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: components["schemas"]["User"];
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Name taken */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users/{user_id}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a user's tokens (never the secrets) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Tokens */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tokens: components["schemas"]["Token"][];
                            next_cursor: null;
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a token for a user (the token is shown once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /** @default  */
                        label?: string;
                    };
                };
            };
            responses: {
                /** @description Created; store the token now */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                            token_info: components["schemas"]["Token"];
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users/{user_id}/redaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turn the service's secret redaction at ingest on or off for a user (on by default; the hook client redacts either way) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ingest: boolean;
                    };
                };
            };
            responses: {
                /** @description The user as it now is */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user: components["schemas"]["User"];
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a user and every row they own, across all tables (events, summaries, grips, versions, search index, tokens, usage, settings), and their object's storage */
        delete: {
            parameters: {
                query: {
                    /** @description the same user id again: a deletion cannot be undone */
                    confirm: string;
                };
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user_id: string;
                            /** @enum {boolean} */
                            deleted: true;
                            /** @description rows deleted per table (the users row and the search indexes aside) */
                            rows: {
                                [key: string]: number;
                            };
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/tokens/{token_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a token (effective immediately) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Revoked */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token_info: components["schemas"]["Token"];
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such token */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Scheduled jobs: cron, pause flag, lease, checkpoint, last run and last skip */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Jobs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            jobs: components["schemas"]["Job"][];
                            next_cursor: null;
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/jobs/{name}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause a job: its scheduled runs are skipped until resumed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The job */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            job: components["schemas"]["Job"];
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such job */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/jobs/{name}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a paused job */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The job */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            job: components["schemas"]["Job"];
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such job */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/jobs/{name}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run a job now (even when paused); answers when the run ends. A consolidation step takes dry_run: what it would do, nothing written */
        post: {
            parameters: {
                query?: {
                    /** @description consolidation steps only: plan and route every operation, write nothing (no lease, no last run, no rate window); the report lists the operations */
                    dry_run?: "true" | "false";
                    /** @description with dry_run: only this user */
                    user_id?: string;
                };
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The run's result */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            run: components["schemas"]["JobRun"];
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such job */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Another run holds the job's lease; `details` names it and when it expires */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/rebuild": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recompute a user's TOC for a time range from the raw events (idempotent; dry_run reports without writing) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        user_id: string;
                        /**
                         * @description inclusive
                         * @example 2026-01-01T00:00:00Z
                         */
                        from: string;
                        /**
                         * @description exclusive
                         * @example 2026-01-01T00:00:00Z
                         */
                        to: string;
                        /**
                         * @description report what would change, write nothing
                         * @default false
                         */
                        dry_run?: boolean;
                    };
                };
            };
            responses: {
                /** @description What changed (or would change) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rebuild: components["schemas"]["Rebuild"];
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The range's sessions hold too many events for one rebuild: split the range */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users/{user_id}/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's raw-event budget: overrides, the caps in force, usage and data-loss entries */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The user's retention */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user_id: string;
                            overrides: components["schemas"]["RetentionOverrides"];
                            retention: components["schemas"]["Retention"];
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Replace a user's retention overrides (null or absent: the deployment default) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RetentionOverrides"];
                };
            };
            responses: {
                /** @description The user's retention */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user_id: string;
                            overrides: components["schemas"]["RetentionOverrides"];
                            retention: components["schemas"]["Retention"];
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users/{user_id}/extraction/given-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's segments memory extraction gave up on (failed 5 runs), with their last error */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The given-up segments */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user_id: string;
                            /** @description failed runs after which a segment is no longer retried (5) */
                            max_attempts: number;
                            /** @description oldest analyzed first, at most 500 */
                            segments: components["schemas"]["ExtractionGivenUp"][];
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/admin/users/{user_id}/extraction/requeue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put the segments extraction gave up on back in its queue, with their attempts reset */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    user_id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ExtractionRequeue"];
                };
            };
            responses: {
                /** @description What was re-queued */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            user_id: string;
                            /** @description the segments the next consolidate-promote run plans again (given-up ones only; others named are left as they are) */
                            requeued: string[];
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Raw events in a time range, oldest first */
        get: {
            parameters: {
                query?: {
                    /** @description inclusive */
                    from?: string;
                    /** @description exclusive */
                    to?: string;
                    session_id?: string;
                    agent?: string;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of events */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            events: components["schemas"]["Event"][];
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Store one event or a batch (idempotent by event_id) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["EventBatch"] | components["schemas"]["EventInput"];
                };
            };
            responses: {
                /** @description Nothing new: every event was already stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: components["schemas"]["IngestResult"][];
                        } | components["schemas"]["IngestResult"];
                    };
                };
                /** @description At least one event was created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: components["schemas"]["IngestResult"][];
                        } | components["schemas"]["IngestResult"];
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body did not arrive in time */
                408: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body or an event's text too large; names the event */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Content-Type is not application/json */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts and backlog of the caller's memory */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Status */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Status"];
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/toc/root": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Year nodes, newest first: where navigation starts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Years */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            nodes: components["schemas"]["TocNode"][];
                            next_cursor: null;
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/toc/nodes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One node: title, bullets with grip ids, keywords, time range, version */
        get: {
            parameters: {
                query?: {
                    /** @description how the read counts: opened (default: the node was asked for), or cited (a listing that hands the node on, as `amem recent` does) */
                    use?: "opened" | "cited";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The node */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            node: components["schemas"]["TocNodeDetail"];
                            related: components["schemas"]["Related"];
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such node */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/toc/nodes/{id}/children": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A node's children in time order, paginated */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of children */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            children: components["schemas"]["TocNode"][];
                            next_cursor: string | null;
                            has_more: boolean;
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such node */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/grips/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A grip, the events it spans, and context before and after */
        get: {
            parameters: {
                query?: {
                    before?: number | null;
                    after?: number | null;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The grip expanded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            grip: components["schemas"]["Grip"];
                            before: components["schemas"]["Event"][];
                            events: components["schemas"]["Event"][];
                            after: components["schemas"]["Event"][];
                            raw_evicted: components["schemas"]["Eviction"] & (Record<string, never> | null);
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such grip */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ranked (BM25) search over events, summaries and grips */
        get: {
            parameters: {
                query: {
                    /** @description only its first 1,000 characters are used */
                    q: string;
                    limit?: number;
                    cursor?: string;
                    /** @description boost recent hits */
                    recency?: "true" | "false";
                    /** @description decay: within the page, hits of nodes and grips are reordered by relevance × (0.5 + their decay score), so what is used stays up and what faded sinks (off by default) */
                    rank?: "relevance" | "decay";
                    /** @description comma-separated: event,node,grip (default all) */
                    kind?: string;
                    level?: "year" | "month" | "week" | "day" | "segment";
                    agent?: string;
                    session_id?: string;
                    /** @description metadata project, or a cwd prefix */
                    project?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Hits, best first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: components["schemas"]["SearchHit"][];
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/toc/nodes/{id}/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rank the summaries below a node (drill from a month to the right day) */
        get: {
            parameters: {
                query: {
                    /** @description only its first 1,000 characters are used */
                    q: string;
                    limit?: number;
                    cursor?: string;
                    /** @description boost recent hits */
                    recency?: "true" | "false";
                    /** @description decay: within the page, hits of nodes and grips are reordered by relevance × (0.5 + their decay score), so what is used stays up and what faded sinks (off by default) */
                    rank?: "relevance" | "decay";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Descendant nodes, best first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            results: components["schemas"]["SearchHit"][];
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such node */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/toc/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Resolve a period (today, last week, in May, Q3, on Tuesday, 3 days ago, 2026-W05, …) to node ids in the user's time zone */
        get: {
            parameters: {
                query: {
                    /** @description today, yesterday, "N days ago", this/last week|month|quarter|year, "last N days" (1-31), a weekday ("on Tuesday": the last one before today), a month ("May", "in May 2026"), a quarter ("Q3", "Q3 2026"), or 2026, 2026-01, 2026-W05, 2026-01-31; case does not matter, "in", "on", "the" are ignored. Examples: today, yesterday, 3 days ago, this week, last week, this month, last month, this quarter, last quarter, this year, last year, last 3 days, Tuesday, May, May 2026, Q3, Q3 2026, 2026, 2026-01, 2026-W05, 2026-01-31 */
                    period: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The period */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            period: string;
                            level: string;
                            node_ids: string[];
                            /** @description the node ids that hold memory; empty: nothing recorded then */
                            existing_node_ids: string[];
                            empty: boolean;
                            start: string;
                            end: string;
                            time_zone: string;
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a new session of a project is told: the project's last sessions, their segment titles and bullets with grip ids
         * @description Events belong to a project by `metadata.project_id` (the hook client sets it: the repository's normalized origin URL, or its main checkout's path). Events stored before that field existed match by `metadata.project` = `project`.
         */
        get: {
            parameters: {
                query: {
                    project_id: string;
                    /** @description the project's name, for events that carry no project_id */
                    project?: string;
                    sessions?: number;
                    /** @description most segments per session */
                    segments?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The project's recent sessions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProjectContext"];
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/forget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forget events: their raw text, and every summary, grip and earlier version that repeats it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ForgetRequest"];
                };
            };
            responses: {
                /** @description What was forgotten (or, in a dry run, would be) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForgetAnswer"];
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The selection's sessions are too large for one pass: narrow it */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/uses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count items handed to an agent (a session-start digest) as cited: what the decay score reads */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UsesRequest"];
                };
            };
            responses: {
                /** @description How many were counted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UsesAnswer"];
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The body is larger than a full call */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/memories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Long-term memories (decisions, conventions, facts, open tasks), newest change first */
        get: {
            parameters: {
                query?: {
                    status?: "candidate" | "active" | "archived";
                    kind?: "fact" | "decision" | "instruction" | "task";
                    /** @description a project's name: its memories and those of no project */
                    project?: string;
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of memories */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            memories: components["schemas"]["Memory"][];
                            next_cursor: string | null;
                            has_more: boolean;
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Remember this: stored active with confidence 1; on a key, supersedes the active memory on it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RememberRequest"];
                };
            };
            responses: {
                /** @description The memory stored */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            memory: components["schemas"]["Memory"];
                            /** @description the memory it superseded on its key, if any */
                            superseded: string | null;
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body larger than 16 KiB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/memories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One memory, its supporting grips and the memories it superseded */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The memory */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            memory: components["schemas"]["Memory"];
                            /** @description the memories it superseded on its key, newest first */
                            history: components["schemas"]["Memory"][];
                            related: components["schemas"]["Related"] & unknown;
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such memory */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Archive a memory: recoverable for 30 days (PATCH status active), then deleted */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The memory archived */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            memory: components["schemas"]["Memory"];
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such memory */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a memory: text, kind, key, project; promote a candidate, archive, or restore an archived one */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MemoryPatch"];
                };
            };
            responses: {
                /** @description The memory changed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            memory: components["schemas"]["Memory"];
                            /** @description the memory it superseded on its key, if any */
                            superseded: string | null;
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such memory */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body larger than 16 KiB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/consolidation/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The review queue: consolidation actions below the automatic confidence bands, most urgent first */
        get: {
            parameters: {
                query?: {
                    status?: "open" | "in_progress" | "closed" | "blocked";
                    step?: "decay" | "cluster" | "merge" | "promote" | "relations";
                    limit?: number;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of tasks */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tasks: components["schemas"]["ConsolidationTask"][];
                            next_cursor: string | null;
                            has_more: boolean;
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/consolidation/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One review task */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The task */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            task: components["schemas"]["ConsolidationTask"];
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such task */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit an open or blocked task: title, priority, the fields of its action (a blocked task opens again) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ConsolidationTaskEdit"];
                };
            };
            responses: {
                /** @description The task, edited */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            task: components["schemas"]["ConsolidationTask"];
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such task */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The task is not open, or its action failed (`details.status`: open again, or blocked) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Body larger than 16 KiB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/consolidation/tasks/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a task: apply its action and close it (a failed action leaves it open; blocked after 3 failures) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The task, closed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            task: components["schemas"]["ConsolidationTask"];
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such task */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The task is not open, or its action failed (`details.status`: open again, or blocked) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/consolidation/tasks/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a task: close it without applying its action (a rejected promotion archives its candidate) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The task, closed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            task: components["schemas"]["ConsolidationTask"];
                        };
                    };
                };
                /** @description Bad input; `details.issues` names each field */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Missing, invalid or revoked token */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such task */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The task is not open, or its action failed (`details.status`: open again, or blocked) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** MCP server (Streamable HTTP, stateless; JSON-RPC in, JSON out). Tools: memories, remember, recent, search, resolve_period, read_node, list_children, expand_grip, list_events */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["JsonRpcMessage"];
                };
            };
            responses: {
                /** @description The JSON-RPC response (a protocol error too, such as -32601 for an unknown method) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JsonRpcMessage"];
                    };
                };
                /** @description Accepted: the message was a notification */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Not JSON, or not a JSON-RPC message: a JSON-RPC error -32700 */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JsonRpcMessage"];
                    };
                };
                /** @description Missing, invalid or revoked token; WWW-Authenticate: Bearer */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description GET or DELETE: there is no stream and no session */
                405: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Rate limited; see Retry-After */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        User: {
            user_id: string;
            name: string;
            time_zone: string;
            created_at: string;
            /** @description whether the service redacts secrets in the user's events at ingest (default true) */
            ingest_redaction: boolean;
        };
        Error: {
            error: {
                /** @example bad_request */
                code: string;
                message: string;
                details?: unknown;
            };
        };
        Token: {
            token_id: string;
            user_id: string;
            label: string;
            created_at: string;
            revoked_at: string | null;
        };
        Job: {
            /** @enum {string} */
            name: "rollup-dirty" | "outbox-sweep" | "rollup-final" | "retention" | "consolidate-promote" | "consolidate-cluster" | "consolidate-relations" | "consolidate-merge" | "consolidate-decay";
            description: string;
            /** @example *\/5 * * * * */
            cron: string;
            /** @description scheduled runs are skipped; a manual run still goes ahead */
            paused: boolean;
            running: boolean;
            /** @description the run holding the overlap guard */
            lease: {
                run_id: string;
                expires_at: string;
            } | null;
            /** @description where the next run resumes (null: from the start) */
            checkpoint?: unknown;
            last_run: {
                run_id: string;
                /** @enum {string} */
                trigger: "cron" | "manual";
                started_at: string;
                finished_at: string | null;
                /**
                 * @description partial: stopped at its time budget with work left; abandoned: ended without a result (it died, its lease expired)
                 * @enum {string}
                 */
                outcome: "ok" | "partial" | "failed" | "running" | "abandoned";
                /** @description users enqueued, or outbox rows re-sent */
                items: number | null;
                errors: number | null;
                /** @description job-specific JSON */
                report?: unknown;
            } | null;
            /** @description the last run that did not start, and why */
            last_skip: {
                at: string;
                reason: string;
            } | null;
        };
        JobRun: {
            job: string;
            run_id: string;
            /** @enum {string} */
            trigger: "cron" | "manual";
            /** @enum {string} */
            outcome: "ok" | "partial" | "failed";
            started_at: string;
            finished_at: string;
            items: number;
            errors: number;
            /** @description job-specific JSON */
            report?: unknown;
            /** @description a run whose expired lease this one took over */
            took_over_from: string | null;
        };
        Rebuild: {
            user_id: string;
            from: string;
            to: string;
            dry_run: boolean;
            /** @description sessions with events in the range; each is recomputed whole */
            sessions: number;
            events: number;
            /** @description sessions left as they are because some of their raw events were evicted (their summaries are kept, not rewritten from tombstones) */
            kept_evicted_sessions: number;
            /** @description sessions whose segments differed from the stored ones */
            resegmented_sessions: number;
            segment_nodes: {
                added: string[];
                /** @description rewritten as a new version; the old one is kept in the node's versions */
                changed: string[];
                /** @description no longer produced by the events: archived as a version, then deleted */
                removed: string[];
                unchanged: number;
                /** @description a list was cut at 200 ids */
                truncated: boolean;
            };
            periods_to_roll_up: number;
            /** @description the periods rolled up again (at most 200 ids): a dry run names what a rebuild would re-summarize */
            period_nodes: string[];
            /** @description null in a dry run */
            rollup: {
                examined: number;
                filled: number;
                rewritten: number;
                finalized: number;
                unchanged: number;
                removed: number;
                /** @description periods were left for the next scheduled rollup */
                more: boolean;
                changed_nodes: string[];
            } | null;
        };
        RetentionOverrides: {
            /**
             * @description over it, the oldest analyzed raw events are evicted; null: the deployment's RAW_SOFT_CAP_BYTES
             * @default null
             */
            soft_cap_bytes: number | null;
            /**
             * @description over it, the job builds, then evicts un-analyzed events and records the loss; null: RAW_HARD_CAP_BYTES
             * @default null
             */
            hard_cap_bytes: number | null;
            /**
             * @description analyzed raw events older than this are evicted; 0 turns the rule off; null: RAW_MAX_AGE_DAYS
             * @default null
             */
            max_age_days: number | null;
            /**
             * @description over it the distilled layer is reported, never evicted; null: DISTILLED_CAP_BYTES
             * @default null
             */
            distilled_cap_bytes: number | null;
        };
        Retention: {
            /** @description estimated bytes of the raw events still held (text, metadata and their index share) */
            raw_bytes: number;
            raw_events: number;
            /** @description events whose raw text was evicted; their tombstones, the summaries and grip excerpts stay */
            evicted_events: number;
            evicted_bytes: number;
            last_evicted_at: string | null;
            soft_cap_bytes: number;
            hard_cap_bytes: number;
            /** @description 0: no age rule */
            max_age_days: number;
            /** @description summaries, their earlier versions and grip excerpts: never evicted */
            distilled_bytes: number;
            distilled_cap_bytes: number;
            /** @description the distilled layer is over its cap: reported only */
            distilled_over_cap: boolean;
            /** @description the latest evictions of events no summary covered yet (hard cap only), newest first; empty when nothing was ever lost */
            data_loss: components["schemas"]["DataLoss"][];
        };
        DataLoss: {
            at: string;
            /** @description time of the oldest event lost */
            from: string;
            /** @description time of the newest event lost */
            to: string;
            events: number;
            bytes: number;
            reason: string;
        };
        ExtractionGivenUp: {
            segment_id: string;
            session_id: string;
            node_id: string | null;
            attempts: number;
            /** @description the last failure */
            error: string | null;
        };
        ExtractionRequeue: {
            /** @description only these (absent: every segment extraction gave up on) */
            segment_ids?: string[];
        };
        IngestResult: {
            event_id: string;
            created: boolean;
            /**
             * @description present when this copy gave its text to a stored event that had been stored without it (metadata text_pending)
             * @enum {boolean}
             */
            text_filled?: true;
        };
        EventBatch: {
            events: components["schemas"]["EventInput"][];
        };
        EventInput: {
            /** @example 01KJWJHKTXQ8V7T4ZC9R6N1B5H */
            event_id: string;
            session_id: string;
            /** @description epoch milliseconds or ISO 8601 with zone */
            ts?: number | string;
            /** @description alias of ts */
            timestamp?: number | string;
            /** @enum {string} */
            event_type: "session_start" | "user_message" | "assistant_message" | "tool_use" | "tool_result" | "assistant_stop" | "subagent_start" | "subagent_stop" | "compaction" | "session_end";
            /** @enum {string} */
            role: "user" | "assistant" | "system" | "tool";
            /** @example claude-code */
            agent: string;
            /**
             * @description at most 262144 UTF-8 bytes
             * @default
             */
            text: string;
            /**
             * @description a flat map of strings: tool_name, cwd, git_branch, model, project, …
             * @default {}
             */
            metadata: {
                [key: string]: string;
            };
        };
        Event: {
            event_id: string;
            session_id: string;
            agent: string;
            /** @description ISO 8601, UTC */
            ts: string;
            ts_ms: number;
            /** @enum {string} */
            event_type: "session_start" | "user_message" | "assistant_message" | "tool_use" | "tool_result" | "assistant_stop" | "subagent_start" | "subagent_stop" | "compaction" | "session_end";
            /** @enum {string} */
            role: "user" | "assistant" | "system" | "tool";
            text: string;
            metadata: {
                [key: string]: string;
            };
            evicted?: components["schemas"]["Eviction"];
        };
        /** @description present on a tombstone: the raw text and metadata were evicted (text is empty, metadata {}); the summaries and grip excerpts stay */
        Eviction: {
            /** @description ISO 8601, UTC */
            at: string;
            /** @description max_age, soft_cap or hard_cap (the one that may lose events no summary covers) */
            rule: string;
        };
        Status: {
            user: {
                user_id: string;
                name: string;
                time_zone: string;
            };
            events: {
                total: number;
            };
            outbox: {
                total: number;
                pending: number;
                oldest_pending_age_ms: number | null;
            };
            /** @description work the queue gave up on after every retry (or malformed); the events stay stored and pending */
            dead_letters: {
                count: number;
                oldest_age_ms: number | null;
            };
            retention: components["schemas"]["Retention"] & unknown;
            /** @description the scheduled jobs that keep summaries fresh and when they last ran (their reports are admin-only: they name users) */
            jobs: {
                name: string;
                cron: string;
                paused: boolean;
                last_run_at: string | null;
                /** @enum {string|null} */
                last_outcome: "ok" | "partial" | "failed" | "running" | "abandoned" | null;
            }[];
            /** @description secrets the service's ingest layer replaced in stored events, by rule (what the hook client redacted first is not counted here) */
            redaction: {
                /** @description whether the service redacts secrets at ingest for this user (an admin setting) */
                ingest_layer: boolean;
                total: number;
                by_rule: {
                    [key: string]: number;
                };
            };
            generated_at: string;
        };
        TocNode: {
            /** @example toc:day:2026-01-31 */
            node_id: string;
            /** @enum {string} */
            level: "year" | "month" | "week" | "day" | "segment";
            parent_id: string | null;
            title: string;
            bullets: {
                text: string;
                grip_ids: string[];
                supported: boolean;
            }[];
            keywords: string[];
            start: string;
            /** @description exclusive */
            end: string;
            start_ts_ms: number;
            end_ts_ms: number;
            version: number;
            /**
             * @description pending: no summary yet (rolled up later)
             * @enum {string}
             */
            status: "pending" | "provisional" | "final";
            /** @description a segment still open: the work in progress of a running session, its summary rewritten as events are built, replaced by the closed segment (same node id) when it closes */
            open: boolean;
            summarizer: string | null;
            session_id: string | null;
        };
        TocNodeDetail: components["schemas"]["TocNode"] & {
            child_count: number;
            /** @description bullets no event supports (they have no grip) */
            unsupported_bullets: number;
        };
        /** @description what else is on the same subject: links and cluster (see the consolidation steps) */
        Related: {
            /** @example also: 3 other segments on requireAuth (2026-10-02, 2026-10-05, 2026-10-09) */
            also: string | null;
            cluster: {
                cluster_id: string;
                label: string;
                cohesion: number;
                size: number;
            } | null;
            items: {
                /** @enum {string} */
                kind: "node" | "memory";
                id: string;
                /**
                 * @description related: found by the relations step; consolidated_from: a merge and its originals; supersedes: a newer memory on the same key; cluster: in the same cluster
                 * @enum {string}
                 */
                relation: "related" | "consolidated_from" | "supersedes" | "cluster";
                /**
                 * @description out: this item's link to the other (a merged memory to an original); in: the other's link to this one
                 * @enum {string}
                 */
                direction: "out" | "in";
                /** @description cohesion in [0, 1] */
                score: number;
                /** @description identifiers, files or keywords both name */
                shared: string[];
                /** @description the node's title or the memory's text */
                title: string;
                /** @description local date (user's time zone) of the segment, or of when the memory was made */
                date: string;
                /** @description a memory's status (an archived original of a merge is recoverable until its archive expires); null for a node */
                status: string | null;
            }[];
        };
        Grip: {
            grip_id: string;
            node_id: string;
            /** @description The bullet of the node it backs; -1 for a source grip, which backs a memory said where no bullet's grip reaches */
            bullet_index: number;
            excerpt: string;
            event_id_start: string;
            event_id_end: string;
            session_id: string;
            ts: string;
            ts_ms: number;
            score: number;
        };
        SearchHit: {
            /** @enum {string} */
            kind: "event" | "node" | "grip";
            id: string;
            score: number;
            ts_ms: number;
            /** @description local date in the user's time zone */
            date: string;
            session_id: string | null;
            title: string | null;
            level: string | null;
            /** @description matched terms in **bold** */
            snippet: string;
            next: {
                node_id: string | null;
                grip_id: string | null;
            };
            /** @description the hit is, or belongs to, the open part of a running session: its summary is provisional */
            open: boolean;
        };
        ProjectContext: {
            project_id: string;
            /** @description the project's latest sessions, newest first */
            sessions: {
                session_id: string;
                agent: string;
                start: string;
                end: string;
                /** @description the session's latest segments, oldest first */
                segments: {
                    /** @example toc:segment:2026-01-31:01KJWJHKTXQ8V7T4ZC9R6N1B5H */
                    node_id: string;
                    title: string;
                    start: string;
                    end: string;
                    bullets: {
                        text: string;
                        grip_ids: string[];
                    }[];
                }[];
            }[];
            /** @description some of your events are stored but not built into segments yet: the answer may lag them */
            building: boolean;
        };
        ForgetAnswer: {
            dry_run: boolean;
            /** @description events selected: their raw text and metadata are deleted (tombstones stay) */
            events: number;
            sessions: {
                session_id: string;
                events: number;
            }[];
            /** @description nodes re-derived without the events whose earlier versions were deleted */
            nodes_purged: number;
            /** @description memories drawn from those sessions, or holding the phrase, deleted (in a dry run: that would be) */
            memories: number;
        };
        ForgetRequest: {
            event_id?: string;
            session_id?: string;
            /**
             * @description with to: events in [from, to)
             * @example 2026-01-01T00:00:00Z
             */
            from?: string;
            /** @example 2026-01-01T00:00:00Z */
            to?: string;
            /** @description events whose text holds this phrase exactly (case aside) */
            query?: string;
            /**
             * @description answer what would go, per session; change nothing
             * @default false
             */
            dry_run: boolean;
        };
        UsesAnswer: {
            /** @description items counted: those the user has, each once */
            counted: number;
        };
        UsesRequest: {
            /**
             * @description cited: handed to an agent (a session-start digest). Opening is counted by the read routes themselves.
             * @enum {string}
             */
            how: "cited";
            items: {
                /**
                 * @description node, grip or memory
                 * @enum {string}
                 */
                kind: "node" | "grip" | "memory";
                id: string;
            }[];
        };
        Memory: {
            /** @example mem_01KJWJHKTXQ8V7T4ZC9R6N1B5H */
            memory_id: string;
            /** @enum {string} */
            kind: "fact" | "decision" | "instruction" | "task";
            /** @example We use jose for JWTs, not jsonwebtoken. */
            text: string;
            /** @description the subject: a newer active memory on the same key and project supersedes this one */
            key: string | null;
            /** @description the project's name; null: it holds for every project */
            project: string | null;
            project_id: string | null;
            confidence: number;
            /** @enum {string} */
            status: "candidate" | "active" | "archived";
            /**
             * @description remembered (asked for), extracted (from a segment), model (extracted by the model), merged
             * @enum {string}
             */
            origin: "remembered" | "extracted" | "model" | "merged";
            /** @enum {string|null} */
            archived_reason: "superseded" | "deleted" | "rejected" | "merged" | "archived" | null;
            superseded_by: string | null;
            /** @description the segment node it was extracted from */
            source_node_id: string | null;
            /** @description the grips that support it (expand one with GET /v1/grips/{id}) */
            grip_ids: string[];
            created_at: string;
            updated_at: string;
            archived_at: string | null;
            /** @description an archived memory is recoverable until then, and deleted after; null: kept (superseded history) */
            purge_after: string | null;
        };
        RememberRequest: {
            /** @enum {string} */
            kind: "fact" | "decision" | "instruction" | "task";
            text: string;
            /** @description the subject; the active memory on the same key and project is superseded (kept as history) */
            key?: string;
            /** @description the project's name; omitted: the memory holds for every project */
            project?: string;
            project_id?: string;
            /** @description grips that support it (they must be yours) */
            grip_ids?: string[];
        };
        MemoryPatch: {
            /** @enum {string} */
            kind?: "fact" | "decision" | "instruction" | "task";
            text?: string;
            key?: string | null;
            project?: string | null;
            project_id?: string | null;
            /**
             * @description active: promote a candidate or restore an archived memory; archived: archive it (recoverable for 30 days)
             * @enum {string}
             */
            status?: "active" | "archived";
        };
        ConsolidationTask: {
            task_id: string;
            /** @enum {string} */
            step: "decay" | "cluster" | "merge" | "promote" | "relations";
            title: string;
            /** @description ids, scores, the action and the agent that proposed it */
            notes: {
                [key: string]: unknown;
            };
            /**
             * @example [
             *       "consolidation:promote",
             *       "urgency:medium"
             *     ]
             */
            labels: string[];
            /**
             * @description open → in_progress (an approval running) → closed, or blocked after failed approvals
             * @enum {string}
             */
            status: "open" | "in_progress" | "closed" | "blocked";
            /** @enum {string|null} */
            resolution: "approved" | "rejected" | null;
            /** @description 1 first */
            priority: number;
            /** @description approvals tried; blocked after 3 failed ones */
            attempts: number;
            confidence: number;
            /** @description what approving does: { type: promote | archive | supersede | merge | relate, ... } */
            action: {
                type: string;
            } & {
                [key: string]: unknown;
            };
            last_error: string | null;
            created_at: string;
            updated_at: string;
            closed_at: string | null;
        };
        ConsolidationTaskEdit: {
            title?: string;
            priority?: number;
            /** @description fields of the action to change (its type stays), e.g. { text } of a memory to promote */
            action?: {
                [key: string]: unknown;
            };
        };
        JsonRpcMessage: {
            /** @enum {string} */
            jsonrpc: "2.0";
            /** @description absent in a notification */
            id?: string | number;
            /** @example tools/call */
            method?: string;
            params?: {
                [key: string]: unknown;
            };
            result?: {
                [key: string]: unknown;
            };
            error?: {
                code: number;
                message: string;
                data?: unknown;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
