#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes the example build's trace (OTLP JSON lines, as the Collector's file exporter
writes them) and its stage manifest. Deterministic: run it again and nothing changes.

    python3 examples/build-4711/make-inputs.py examples/build-4711

The build is shaped like the seed's: lint, audit and both RSpec suites run at once; a
Dockerfile build carries an engine profile; version-policy has no profile and says why; the
Python lint stage is ruff, which a Python sampling profiler cannot enter; rspec-system's
profile is missing; tests carry RSS change (some negative) and churn in both languages; one
cache layer missed."""
import hashlib
import json
import sys

T0 = 1796032800 * 10**9  # 2026-11-30 10:00:00 UTC
TRACE_ID = "4711a11ce0ffee00c0de00000000beef"


def ns(seconds):
    return str(T0 + int(round(seconds * 1e9)))


def span_id(stage, name, n):
    return hashlib.sha256(f"{stage}/{name}/{n}".encode()).hexdigest()[:16]


def attr(key, value):
    if isinstance(value, bool):
        return {"key": key, "value": {"boolValue": value}}
    if isinstance(value, int):
        return {"key": key, "value": {"intValue": str(value)}}
    return {"key": key, "value": {"stringValue": value}}


class Stage:
    def __init__(self, name, stage_on_resource=True):
        self.name = name
        self.spans = []
        self.stage_on_resource = stage_on_resource
        self.n = 0

    def span(self, name, start, end, parent=None, attrs=(), memory=None):
        self.n += 1
        sid = span_id(self.name, name, self.n)
        attributes = [attr(k, v) for k, v in attrs]
        if not self.stage_on_resource and parent is None:
            attributes.append(attr("cicd.pipeline.task.name", self.name))
        if memory:
            rss, churn, kind = memory
            attributes += [attr("hearth.memory.rss_change_bytes", rss),
                           attr("hearth.memory.churn", churn),
                           attr("hearth.memory.churn_kind", kind)]
        s = {"traceId": TRACE_ID, "spanId": sid, "name": name, "kind": 1,
             "startTimeUnixNano": ns(start), "endTimeUnixNano": ns(end),
             "attributes": attributes, "status": {}}
        if parent:
            s["parentSpanId"] = parent
        self.spans.append(s)
        return sid

    def resource(self):
        attrs = [attr("service.name", "ci-runner"), attr("host.name", "runner-7")]
        if self.stage_on_resource:
            attrs.append(attr("cicd.pipeline.task.name", self.name))
        return {"resourceSpans": [{"resource": {"attributes": attrs},
                                   "scopeSpans": [{"scope": {"name": "hearth.example.ci", "version": "1"},
                                                   "spans": self.spans}]}]}


RUBY = "ruby_objects_allocated"
PY = "python_blocks_outstanding"
MiB = 1 << 20


def tests(stage, parent, start, specs, kind):
    """specs: (name, file, seconds, rss_bytes, churn)"""
    t = start
    for name, path, secs, rss, churn in specs:
        stage.span(name, t, t + secs, parent,
                   attrs=[("code.filepath", path), ("test.status", "passed")],
                   memory=(rss, churn, kind))
        t += secs + 0.01
    return t


def main(out):
    stages = []

    lint = Stage("lint")
    root = lint.span("rubocop", 2.4, 9.3, attrs=[("process.command", "bundle exec rubocop")])
    for name, a, b in [("Layout", 2.5, 3.9), ("Lint", 3.9, 5.6), ("Style", 5.6, 8.1), ("Metrics", 8.1, 9.2)]:
        lint.span(f"cops: {name}", a, b, root)
    stages.append(lint)

    audit = Stage("audit")
    audit.span("bundle-audit update", 1.3, 3.1, attrs=[("http.url", "https://github.com/rubysec/ruby-advisory-db")])
    audit.span("bundle-audit check", 3.2, 4.8)
    stages.append(audit)

    unit = Stage("rspec-unit")
    suite = unit.span("rspec", 5.0, 25.6, attrs=[("process.command", "bundle exec rspec spec/models spec/lib")])
    unit.span("before(:suite) db:schema:load", 5.0, 6.4, suite)
    mailer = unit.span("OrderMailer delivers the receipt", 6.41, 8.9, suite,
                       attrs=[("code.filepath", "spec/mailers/order_mailer_spec.rb")],
                       memory=(3 * MiB, 41230, RUBY))
    unit.span("render receipt.html.erb", 6.45, 7.6, mailer)
    unit.span("smtp deliver (stub)", 7.61, 8.85, mailer)
    tests(unit, suite, 8.95, [
        ("Embedding.for caches vectors", "spec/lib/embedding_spec.rb", 3.9, 58 * MiB, 1_204_551),
        ("Embedding.for falls back to local", "spec/lib/embedding_spec.rb", 1.3, 6 * MiB, 212_004),
        ("Cart#total applies discounts", "spec/models/cart_spec.rb", 0.6, -2 * MiB, 18_230),
        ("Cart#total rounds half even", "spec/models/cart_spec.rb", 0.004, 0, 311),
        ("Invoice renders PDF", "spec/models/invoice_spec.rb", 2.7, 24 * MiB, 903_112),
        ("Invoice#void releases the reservation", "spec/models/invoice_spec.rb", 0.9, -11 * MiB, 61_200),
        ("User.search ranks by relevance", "spec/models/user_spec.rb", 2.2, 9 * MiB, 402_876),
        ("User#token is unique", "spec/models/user_spec.rb", 0.002, 0, 95),
        ("Importer parses CSV", "spec/lib/importer_spec.rb", 1.7, 15 * MiB, 650_441),
        ("Importer streams large files", "spec/lib/importer_spec.rb", 2.1, -6 * MiB, 121_377),
        ("Report aggregates by week", "spec/lib/report_spec.rb", 0.8, 1 * MiB, 77_019),
    ], RUBY)
    stages.append(unit)

    system = Stage("rspec-system")
    ssuite = system.span("rspec", 6.0, 32.8, attrs=[("process.command", "bundle exec rspec spec/system")])
    tests(system, ssuite, 9.0, [
        ("checkout with a saved card", "spec/system/checkout_spec.rb", 6.2, 35 * MiB, 2_100_400),
        ("checkout as a guest", "spec/system/checkout_spec.rb", 5.4, 12 * MiB, 1_800_120),
        ("admin exports orders", "spec/system/admin_spec.rb", 7.9, -4 * MiB, 2_604_008),
        ("search suggests as you type", "spec/system/search_spec.rb", 3.3, 2 * MiB, 700_300),
    ], RUBY)
    stages.append(system)

    docker = Stage("docker")
    build = docker.span("docker build", 14.0, 33.2, attrs=[("oci.image", "registry.example/shop:3f2a9c1")])
    for name, a, b in [("FROM ruby:3.3-slim", 14.0, 14.4), ("RUN apt-get install", 14.4, 14.6),
                       ("RUN bundle install", 14.6, 29.8), ("COPY . /app", 29.8, 30.1),
                       ("RUN rails assets:precompile", 30.1, 33.1)]:
        docker.span(name, a, b, build)
    docker.span("docker push", 33.3, 37.0)
    stages.append(docker)

    policy = Stage("version-policy")
    policy.span("compare .ruby-version with Gemfile.lock", 37.2, 37.5)
    stages.append(policy)

    pylint = Stage("py-lint")
    pylint.span("ruff check", 1.1, 2.2, attrs=[("process.command", "ruff check services/embedder")])
    stages.append(pylint)

    pytest = Stage("pytest", stage_on_resource=False)
    session = pytest.span("pytest session", 3.5, 20.6, attrs=[("process.command", "pytest services/embedder")])
    tests(pytest, session, 3.6, [
        ("test_embed_batch", "tests/test_embed.py", 4.4, 71 * MiB, 18_230),
        ("test_embed_cache_hit", "tests/test_embed.py", 0.3, 0, 12),
        ("test_tokenizer_roundtrip", "tests/test_tokenizer.py", 2.6, 5 * MiB, 2_004),
        ("test_tokenizer_unicode", "tests/test_tokenizer.py", 1.1, -3 * MiB, 351),
        ("test_api_healthz", "tests/test_api.py", 0.003, 0, 0),
        ("test_api_embed_endpoint", "tests/test_api.py", 3.9, 18 * MiB, 6_120),
        ("test_model_unload_frees", "tests/test_model.py", 2.2, -64 * MiB, 4),
    ], PY)
    stages.append(pytest)

    with open(f"{out}/trace.json", "w") as f:
        for s in stages:
            f.write(json.dumps(s.resource(), separators=(",", ":")) + "\n")

    def stage(name, runtime, status, a, b, cpu, reason="", cache=()):
        d = {"name": name, "runtime": runtime, "status": status,
             "start_unix_nanos": ns(a), "end_unix_nanos": ns(b), "cpu_nanos": str(int(cpu * 1e9))}
        if reason:
            d["reason"] = reason
        if cache:
            d["cache"] = [{"key": k, "kind": kind, "hit": hit, "size_bytes": size,
                           "saved_nanos": str(int(saved * 1e9))} for k, kind, hit, size, saved in cache]
        return d

    manifest = {
        "build": {"id": "4711", "project": "shop", "pipeline": "ci",
                  "commit": "3f2a9c1e8d04b6a7c5f1e2d3b4a59687c0d1e2f3", "branch": "main",
                  "url": "https://ci.example/shop/builds/4711",
                  "start_unix_nanos": ns(0.0), "end_unix_nanos": ns(38.0)},
        "stages": [
            stage("lint", "ruby", "profile", 1.0, 9.5, 4.4,
                  cache=[("bundle-gems-ruby-3.3-a41f", "key", True, 212 * MiB, 41.0)]),
            stage("audit", "ruby", "profile", 1.0, 5.0, 1.6,
                  cache=[("bundle-gems-ruby-3.3-a41f", "key", True, 212 * MiB, 41.0)]),
            stage("rspec-unit", "ruby", "profile", 1.0, 26.0, 4.6,
                  cache=[("bundle-gems-ruby-3.3-a41f", "key", True, 212 * MiB, 41.0),
                         ("bootsnap-cache", "key", True, 38 * MiB, 2.1)]),
            stage("rspec-system", "ruby", "profile", 1.0, 33.0, 11.5,
                  cache=[("bundle-gems-ruby-3.3-a41f", "key", True, 212 * MiB, 41.0)]),
            stage("docker", "none", "engine profile", 13.8, 37.1, 21.0, cache=[
                ("sha256:9f1c3a0b77e2 FROM ruby:3.3-slim", "layer", True, 78 * MiB, 6.0),
                ("sha256:2b7d41e0c9aa RUN apt-get install", "layer", True, 96 * MiB, 24.0),
                ("sha256:c40e8f19d2b3 RUN bundle install", "layer", False, 412 * MiB, 0.0),
                ("sha256:77aa0c3e5d12 COPY . /app", "layer", False, 9 * MiB, 0.0),
                ("sha256:e5f0d9a8b7c6 RUN rails assets:precompile", "layer", False, 31 * MiB, 0.0)]),
            stage("version-policy", "none", "no profile", 37.1, 37.6, 0.04,
                  reason="reads two files and compares strings"),
            stage("py-lint", "rust", "no profile", 1.0, 2.3, 1.2,
                  reason="ruff is a Rust binary a Python sampling profiler cannot enter"),
            stage("pytest", "python", "profile", 2.0, 21.0, 3.4,
                  cache=[("pip-wheels-py3.12-77c2", "key", True, 540 * MiB, 63.0)]),
        ],
    }
    with open(f"{out}/stages.json", "w") as f:
        json.dump(manifest, f, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
