# One image for both services: the reference upstream and the BFF (which serves the built web app).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY upstream/package.json upstream/
COPY bff/package.json bff/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w web

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
USER node
EXPOSE 4000 8081
CMD ["node_modules/.bin/tsx", "bff/src/main.ts"]
