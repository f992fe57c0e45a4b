// The allocator's segments at the reserved peak as one strip of memory read like text:
// segments end to end in address order, wrapping from row to row, each block coloured by
// what it holds and the free bytes inside segments hatched. Holes a request cannot use
// are fragmentation made visible.
#pragma once

#include <QWidget>

#include "widgets/allocator/allocator_series.h"
#include "widgets/common/quantity_text.h"

namespace memledger::widgets {

class MemoryMapChart : public QWidget {
    Q_OBJECT
public:
    explicit MemoryMapChart(QWidget* parent = nullptr);

    void setMap(MemoryMap map, const QString& title, bool stale);
    void setUnit(ByteUnit unit);
    const MemoryMap& map() const { return m_map; }

    QSize sizeHint() const override { return {420, 260}; }
    QSize minimumSizeHint() const override { return {240, 160}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    MemoryMap m_map;
    QString m_title;
    ByteUnit m_unit = ByteUnit::GiB;
    bool m_stale = false;
};

}  // namespace memledger::widgets
