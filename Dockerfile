# Build: the official Swift image, with the same install script as CI; scripts/install builds
# the release binary (Swift runtime linked in) and lays out exactly the files the Debian
# package holds (scripts/package-deb runs the same script).
FROM swift:6.1-bookworm AS build
WORKDIR /src
COPY scripts/install-deps scripts/install-deps
RUN scripts/install-deps
COPY . .
RUN scripts/install --prefix /usr --destdir /out --no-manifest

# Run: a slim Debian with only the runtime libraries the binary links; the binary finds its
# games, plugins, themes and catalogues in /usr/share/trivium, beside /usr/bin (no system
# locale is needed for Chinese).
FROM debian:bookworm-slim
COPY scripts/install-deps /usr/local/lib/trivium/install-deps
RUN /usr/local/lib/trivium/install-deps --runtime && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/usr /usr
ENTRYPOINT ["trivium"]
CMD ["--help"]
