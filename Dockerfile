# One image for both services: the reference upstream and the BFF (which serves the built web app).
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
# The web app, and the BFF and the upstream as JavaScript (scripts/build-server.mjs).
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
USER node
EXPOSE 4000 8081
# Plain node on the built files: no TypeScript loader in production.
CMD ["node", "bff/dist/main.js"]
