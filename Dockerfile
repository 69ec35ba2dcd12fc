# The technopark site as one container: the compiled server (dist-server/) and the built site
# (dist/), run by an unprivileged user with production dependencies only. docs/deploying.md says
# how to run it; compose.yaml runs two of them with PostgreSQL and object storage.

# 1. Build: every dependency, then the site and the server.
FROM node:20-slim AS build
WORKDIR /app
# better-sqlite3 compiles when no prebuilt binary can be fetched.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Nothing of the deployment goes into the build: SITE_URL is read when the server starts, and
# the park's details are kept in the database.
RUN npm run build

# 2. Production dependencies only (no Vite, TypeScript, tsx or test tools).
FROM node:20-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. What runs.
FROM node:20-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY package.json ./
# SQLite, local uploads and the generated first password live here unless configured elsewhere.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=8", "--enable-source-maps", "dist-server/index.js"]
