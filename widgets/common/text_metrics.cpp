#include "widgets/common/text_metrics.h"

#include <QHash>

namespace memledger::widgets {

namespace {

struct Measured {
    QFont font;
    QString text;
    bool operator==(const Measured&) const = default;
};

size_t qHash(const Measured& key, size_t seed = 0)
{
    return qHashMulti(seed, key.font, key.text);
}

// Enough for every label of the open views; a view that measures ever-new texts (totals
// as a slider moves) empties it now and then rather than grow it without bound.
constexpr qsizetype kRemembered = 4096;

}  // namespace

double TextMetrics::advance(const QString& text) const
{
    // Per thread: reports paint their charts off the GUI thread.
    thread_local QHash<Measured, double> widths;
    Measured key{m_font, text};
    if (const auto it = widths.constFind(key); it != widths.cend())
        return *it;
    if (widths.size() >= kRemembered)
        widths.clear();
    const double width = horizontalAdvance(text);
    widths.insert(std::move(key), width);
    return width;
}

}  // namespace memledger::widgets
