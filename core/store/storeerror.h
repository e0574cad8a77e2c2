// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QString>

namespace hearth {

/// What went wrong with a request to the profile store. Tests assert on the fields; the UI
/// and the CLI show toString(). Text that came from the server (code, message) is plain text.
struct StoreError
{
    enum class Kind {
        None,
        InvalidRequest, // the request could not be built (bad URL, bad selector)
        Transport,      // connection refused, host not found, connection closed...
        Timeout,        // no complete answer within the timeout
        Tls,            // the TLS handshake failed (see tlsReason and fingerprint)
        Http,           // a non-200 status (see httpStatus, code and message)
        TooLarge,       // the answer exceeded the response size limit
        Malformed,      // the answer is not the protobuf (or pprof) it should be
        Unsupported,    // the server lacks the method (404 / unimplemented): see method, since
        Cancelled,
    };

    Kind kind = Kind::None;
    int httpStatus = 0; // 0 when no HTTP status arrived
    QString code;       // the Connect error code ("unauthenticated"), from the server or the status
    QString message;    // the server's message, or the transport error in English
    QString fingerprint; // TLS: the SHA-256 fingerprint of the server's certificate (AB:CD:...)
    QString method;      // Unsupported: the method the server lacks ("SelectMergeProfile")
    QString server;      // Unsupported: the server, as the user named it (no credentials)
    QString since;       // Unsupported: the oldest Pyroscope release that has the method ("1.0")

    bool isError() const { return kind != Kind::None; }
    static StoreError make(Kind kind, const QString &message, int httpStatus = 0,
                           const QString &code = {});
    /// A server without `method`: HTTP `status` (404, 501) or the Connect code unimplemented.
    static StoreError unsupported(const QString &method, const QString &server,
                                  const QString &since, int httpStatus, const QString &code);
    /// One line, translated: "HTTP 401 unauthenticated: no org id".
    QString toString() const;
    /// "transport", "timeout", "tls", "http", ... (stable, for JSON output and tests).
    static QString kindName(Kind kind);
    /// The Connect code for an HTTP status when the body carries none ("unauthenticated" for
    /// 401, "unavailable" for 503, ...).
    static QString codeForStatus(int httpStatus);
    /// Parses a Connect error body {"code": ..., "message": ...}; false when it is not one.
    static bool parseConnectBody(const QByteArray &body, QString *code, QString *message);
    /// Server text made safe to show in one line: control characters replaced, length capped.
    static QString plainText(const QString &text, int maxLength = 500);

    Q_DECLARE_TR_FUNCTIONS(StoreError)
};

} // namespace hearth
