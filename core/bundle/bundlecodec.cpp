// SPDX-License-Identifier: MIT
#include "bundlecodec.h"

#include "proto/bundle.pb.h"
#include "spanid.h"

namespace hearth {

namespace {

QString str(const std::string &s)
{
    return QString::fromStdString(s);
}

std::string std8(const QString &s)
{
    return s.toStdString();
}

} // namespace

Build BundleCodec::fromProto(const bundle::Build &b)
{
    Build out;
    out.id = str(b.id());
    out.project = str(b.project());
    out.pipeline = str(b.pipeline());
    out.commit = str(b.commit());
    out.branch = str(b.branch());
    out.startUnixNanos = b.start_unix_nanos();
    out.endUnixNanos = b.end_unix_nanos();
    out.url = str(b.url());
    return out;
}

void BundleCodec::toProto(const Build &b, bundle::Build *out)
{
    out->set_id(std8(b.id));
    out->set_project(std8(b.project));
    out->set_pipeline(std8(b.pipeline));
    out->set_commit(std8(b.commit));
    out->set_branch(std8(b.branch));
    out->set_start_unix_nanos(b.startUnixNanos);
    out->set_end_unix_nanos(b.endUnixNanos);
    out->set_url(std8(b.url));
}

Stage BundleCodec::fromProto(const bundle::Stage &s)
{
    Stage out;
    out.name = str(s.name());
    out.runtime = str(s.runtime());
    out.startUnixNanos = s.start_unix_nanos();
    out.endUnixNanos = s.end_unix_nanos();
    out.cpuNanos = s.cpu_nanos();
    switch (s.status()) {
    case bundle::PROFILE_STATUS_PROFILE:
        out.status = ProfileStatus::Profile;
        break;
    case bundle::PROFILE_STATUS_ENGINE_PROFILE:
        out.status = ProfileStatus::EngineProfile;
        break;
    case bundle::PROFILE_STATUS_NO_PROFILE:
        out.status = ProfileStatus::NoProfile;
        break;
    case bundle::PROFILE_STATUS_MISSING:
        out.status = ProfileStatus::Missing;
        break;
    default:
        out.status = ProfileStatus::Unspecified;
        break;
    }
    out.reason = str(s.reason());
    out.cache.reserve(s.cache_size());
    for (const bundle::CacheEntry &c : s.cache()) {
        CacheEntry e;
        e.key = str(c.key());
        e.kind = str(c.kind());
        e.hit = c.hit();
        e.sizeBytes = c.size_bytes();
        e.savedNanos = c.saved_nanos();
        out.cache.append(e);
    }
    return out;
}

void BundleCodec::toProto(const Stage &s, bundle::Stage *out)
{
    out->set_name(std8(s.name));
    out->set_runtime(std8(s.runtime));
    out->set_start_unix_nanos(s.startUnixNanos);
    out->set_end_unix_nanos(s.endUnixNanos);
    out->set_cpu_nanos(s.cpuNanos);
    bundle::ProfileStatus st = bundle::PROFILE_STATUS_UNSPECIFIED;
    switch (s.status) {
    case ProfileStatus::Profile:
        st = bundle::PROFILE_STATUS_PROFILE;
        break;
    case ProfileStatus::EngineProfile:
        st = bundle::PROFILE_STATUS_ENGINE_PROFILE;
        break;
    case ProfileStatus::NoProfile:
        st = bundle::PROFILE_STATUS_NO_PROFILE;
        break;
    case ProfileStatus::Missing:
        st = bundle::PROFILE_STATUS_MISSING;
        break;
    case ProfileStatus::Unspecified:
        break;
    }
    out->set_status(st);
    out->set_reason(std8(s.reason));
    for (const CacheEntry &e : s.cache) {
        bundle::CacheEntry *c = out->add_cache();
        c->set_key(std8(e.key));
        c->set_kind(std8(e.kind));
        c->set_hit(e.hit);
        c->set_size_bytes(e.sizeBytes);
        c->set_saved_nanos(e.savedNanos);
    }
}

Span BundleCodec::fromProto(const bundle::Span &s)
{
    Span out;
    SpanId::fromBytes(QByteArray::fromStdString(s.span_id()), &out.id);
    SpanId::fromBytes(QByteArray::fromStdString(s.parent_span_id()), &out.parentId);
    out.traceId = QByteArray::fromStdString(s.trace_id());
    out.stage = str(s.stage());
    out.name = str(s.name());
    out.startUnixNanos = s.start_unix_nanos();
    out.endUnixNanos = s.end_unix_nanos();
    out.attributes.reserve(s.attribute_size());
    for (const bundle::Attribute &a : s.attribute())
        out.attributes.append({str(a.key()), str(a.value())});
    if (s.has_memory()) {
        const bundle::Memory &m = s.memory();
        out.memory.hasRssChange = m.has_rss_change();
        out.memory.rssChangeBytes = m.rss_change_bytes();
        out.memory.hasChurn = m.has_churn();
        out.memory.churn = m.churn();
        switch (m.churn_kind()) {
        case bundle::CHURN_KIND_RUBY_OBJECTS_ALLOCATED:
            out.memory.churnKind = ChurnKind::RubyObjectsAllocated;
            break;
        case bundle::CHURN_KIND_PYTHON_BLOCKS_OUTSTANDING:
            out.memory.churnKind = ChurnKind::PythonBlocksOutstanding;
            break;
        default:
            out.memory.churnKind = ChurnKind::Unspecified;
            break;
        }
    }
    return out;
}

void BundleCodec::toProto(const Span &s, bundle::Span *out)
{
    out->set_span_id(SpanId::toBytes(s.id).toStdString());
    if (s.parentId != 0)
        out->set_parent_span_id(SpanId::toBytes(s.parentId).toStdString());
    if (!s.traceId.isEmpty())
        out->set_trace_id(s.traceId.toStdString());
    out->set_stage(std8(s.stage));
    out->set_name(std8(s.name));
    out->set_start_unix_nanos(s.startUnixNanos);
    out->set_end_unix_nanos(s.endUnixNanos);
    for (const auto &a : s.attributes) {
        bundle::Attribute *pa = out->add_attribute();
        pa->set_key(std8(a.first));
        pa->set_value(std8(a.second));
    }
    if (!s.memory.isEmpty()) {
        bundle::Memory *m = out->mutable_memory();
        m->set_has_rss_change(s.memory.hasRssChange);
        m->set_rss_change_bytes(s.memory.rssChangeBytes);
        m->set_has_churn(s.memory.hasChurn);
        m->set_churn(s.memory.churn);
        switch (s.memory.churnKind) {
        case ChurnKind::RubyObjectsAllocated:
            m->set_churn_kind(bundle::CHURN_KIND_RUBY_OBJECTS_ALLOCATED);
            break;
        case ChurnKind::PythonBlocksOutstanding:
            m->set_churn_kind(bundle::CHURN_KIND_PYTHON_BLOCKS_OUTSTANDING);
            break;
        case ChurnKind::Unspecified:
            break;
        }
    }
}

} // namespace hearth
