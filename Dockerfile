# Build: the official Swift image, with the same install script as CI.
FROM swift:6.1-bookworm AS build
WORKDIR /src
COPY scripts/install-deps scripts/install-deps
RUN scripts/install-deps
COPY . .
RUN swift build -c release --product trivium \
 && install -D "$(swift build -c release --show-bin-path)/trivium" /out/bin/trivium

# Run: a slim Debian with only the runtime libraries, the plugins, the games, the themes and
# the interface catalogues (locale/: no system locale is needed for Chinese).
FROM swift:6.1-bookworm-slim
COPY scripts/install-deps /usr/local/lib/trivium/install-deps
RUN /usr/local/lib/trivium/install-deps --runtime && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/bin/trivium /usr/local/bin/trivium
COPY plugins /usr/share/trivium/plugins
COPY games /usr/share/trivium/games
COPY themes /usr/share/trivium/themes
COPY locale /usr/share/trivium/locale
ENV TRIVIUM_HOME=/usr/share/trivium
ENTRYPOINT ["trivium"]
CMD ["--help"]
