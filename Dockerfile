# One image for both services of docker-compose.yml: the reference upstream
# (`node upstream/dist/main.js`) and the BFF, which serves the built web app (the default command).
#
# Build stage: every workspace with its dev dependencies (Vite, esbuild, TypeScript), then
# `npm run build`: web/dist, and the BFF and the upstream bundled to JavaScript
# (scripts/build-server.mjs).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY pricing/package.json pricing/
COPY upstream/package.json upstream/
COPY bff/package.json bff/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Final stage: only the production dependencies of the two packages that run (bff, upstream,
# with those of the workspace packages they depend on), and the built files: the web app is
# static files, contract and pricing are bundled in. No sources, no dev tools, no TypeScript
# loader.
FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
# Every workspace's package.json: npm checks the lockfile against the whole workspace list.
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY pricing/package.json pricing/
COPY upstream/package.json upstream/
COPY bff/package.json bff/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --omit=dev --workspace bff --workspace upstream --no-audit --no-fund \
  && npm cache clean --force
COPY --from=build /app/upstream/dist upstream/dist
COPY --from=build /app/bff/dist bff/dist
COPY --from=build /app/web/dist web/dist
# Files stay owned by root: the server runs as the image's unprivileged `node` user and cannot
# change them (it writes nothing under /app; temporary files go to /tmp).
USER node
EXPOSE 4000 8081
CMD ["node", "bff/dist/main.js"]
