// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "span.h"
#include "stage.h"

namespace hearth {
namespace bundle {
class Build;
class Stage;
class Span;
} // namespace bundle

/// Conversions between the value types and the generated messages of bundle.proto.
/// Internal to hearth_bundle.
class BundleCodec
{
public:
    static Build fromProto(const bundle::Build &b);
    static void toProto(const Build &b, bundle::Build *out);
    static Stage fromProto(const bundle::Stage &s);
    static void toProto(const Stage &s, bundle::Stage *out);
    /// Ids are not validated here (see BundleReader).
    static Span fromProto(const bundle::Span &s);
    static void toProto(const Span &s, bundle::Span *out);
};

} // namespace hearth
