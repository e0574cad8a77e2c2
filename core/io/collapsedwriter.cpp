// SPDX-License-Identifier: MIT
#include "collapsedwriter.h"

#include <QBuffer>

#include <algorithm>

namespace hearth {

bool CollapsedWriter::write(const CallTree &tree, QIODevice *out, quint32 fromNode)
{
    if (fromNode >= tree.nodeCount())
        return false;
    // Pre-order walk with an explicit path: node n's path is its ancestors up to fromNode.
    std::vector<QByteArray> names(tree.profile().functions().size());
    auto nameOf = [&](quint32 fn) -> const QByteArray & {
        QByteArray &n = names[fn];
        if (n.isEmpty()) {
            n = tree.profile().functions()[fn].name.toUtf8();
            n.replace('\n', ' ');
            if (n.isEmpty())
                n = "?";
        }
        return n;
    };
    std::vector<quint32> path; // nodes from fromNode's first real frame
    QByteArray line;
    const quint32 end = tree.subtreeEnd(fromNode);
    // Ancestors of fromNode form the common prefix.
    std::vector<quint32> prefix;
    for (quint32 n = fromNode; n != 0; n = tree.parent(n))
        prefix.push_back(n);
    std::reverse(prefix.begin(), prefix.end());
    if (!prefix.empty()) {
        path = prefix;
        path.pop_back(); // fromNode itself is pushed in the loop
    }
    for (quint32 n = fromNode; n < end; ++n) {
        while (!path.empty() && tree.subtreeEnd(path.back()) <= n)
            path.pop_back();
        if (n != 0)
            path.push_back(n);
        if (tree.self(n) == 0 || path.empty())
            continue;
        line.clear();
        for (size_t i = 0; i < path.size(); ++i) {
            if (i)
                line += ';';
            line += nameOf(tree.function(path[i]));
        }
        line += ' ';
        line += QByteArray::number(tree.self(n));
        line += '\n';
        if (out->write(line) != line.size())
            return false;
    }
    return true;
}

QByteArray CollapsedWriter::toBytes(const CallTree &tree, quint32 fromNode)
{
    QByteArray bytes;
    QBuffer buf(&bytes);
    buf.open(QIODevice::WriteOnly);
    write(tree, &buf, fromNode);
    return bytes;
}

} // namespace hearth
